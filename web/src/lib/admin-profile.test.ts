import { describe, expect, it } from 'vitest';
import { adminProfileInput } from './admin-profile.ts';

const existing = { storeName: 'Casa Nova', address1: '1 Road', email: 'c@n.test', phone: '123', description: 'Old words' };
const empty = { storeName: '', address1: '', email: '', phone: '', description: '', password: '' };

describe('admin profile form', () => {
  it('falls back to the existing values for empty fields and leaves the password out', () => {
    expect(adminProfileInput(empty, existing)).toEqual({ storeName: 'Casa Nova', address1: '1 Road', email: 'c@n.test', phone: '123', description: 'Old words' });
    expect(adminProfileInput(empty, { ...existing, description: null }).description).toBe('');
  });
  it('sends what was typed, and the password only when filled', () => {
    expect(adminProfileInput({ ...empty, storeName: ' New Name ', password: 'secret1' }, existing)).toMatchObject({ storeName: 'New Name', password: 'secret1' });
  });
});
