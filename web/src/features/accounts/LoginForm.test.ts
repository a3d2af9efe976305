import { describe, expect, it } from 'vitest';
import { validateLogin } from './LoginForm.tsx';

describe('validateLogin (docs/spec/vendor-admin.md §5 Login)', () => {
  it('gives the spec messages', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin('  ', 'x')).toEqual({ email: 'Email is required' });
    expect(validateLogin('not-an-email', 'x')).toEqual({ email: 'Invalid email format' });
    expect(validateLogin('a@b.co', '')).toEqual({ password: 'Password is required' });
    expect(validateLogin(' a@b.co ', 'x')).toEqual({});
  });
});
