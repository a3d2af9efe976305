import { describe, it, expect } from 'vitest';
import {
  EMPTY_CONTACT_VALUES,
  REQUIRED_MESSAGE,
  clearFieldError,
  firstErrorField,
  hasErrors,
  toContactMessage,
  validateContact,
  type ContactValues,
} from './contactValidation';

const valid: ContactValues = {
  name: 'Amina Khan',
  email: 'amina@example.com',
  message: 'I would like to list my furniture store.',
  userType: 'vendor',
};

describe('validateContact', () => {
  it('uses the message from the spec', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required.');
  });

  it('requires all four fields when the form is empty', () => {
    expect(validateContact(EMPTY_CONTACT_VALUES)).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      message: 'This field is required.',
      userType: 'This field is required.',
    });
  });

  it('accepts a complete form', () => {
    const errors = validateContact(valid);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('treats whitespace-only text as empty', () => {
    const errors = validateContact({ ...valid, name: '   ', message: '\n\t' });
    expect(errors).toEqual({ name: REQUIRED_MESSAGE, message: REQUIRED_MESSAGE });
  });

  it('flags only the missing field', () => {
    expect(validateContact({ ...valid, email: '' })).toEqual({ email: REQUIRED_MESSAGE });
  });

  it('requires userType to be vendor or customer ("Select Type" is empty)', () => {
    expect(validateContact({ ...valid, userType: '' })).toEqual({ userType: REQUIRED_MESSAGE });
    expect(validateContact({ ...valid, userType: 'customer' })).toEqual({});
    expect(validateContact({ ...valid, userType: 'admin' as never })).toEqual({ userType: REQUIRED_MESSAGE });
  });

  it('does not mutate its input', () => {
    const input = { ...valid, name: '' };
    const copy = { ...input };
    validateContact(input);
    expect(input).toEqual(copy);
  });
});

describe('error helpers', () => {
  it('hasErrors is true when any field has an error', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ message: REQUIRED_MESSAGE })).toBe(true);
  });

  it('firstErrorField follows the form order', () => {
    expect(firstErrorField({ userType: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE })).toBe('email');
    expect(firstErrorField({})).toBeUndefined();
  });

  it('clearFieldError removes only that field and returns a new object', () => {
    const errors = validateContact(EMPTY_CONTACT_VALUES);
    const next = clearFieldError(errors, 'name');
    expect(next).toEqual({ email: REQUIRED_MESSAGE, message: REQUIRED_MESSAGE, userType: REQUIRED_MESSAGE });
    expect(errors.name).toBe(REQUIRED_MESSAGE);
    expect(clearFieldError(next, 'name')).toBe(next);
  });
});

describe('toContactMessage', () => {
  it('builds the JSON body with trimmed text', () => {
    expect(toContactMessage({ ...valid, name: '  Amina Khan ', email: ' amina@example.com ' })).toEqual({
      name: 'Amina Khan',
      email: 'amina@example.com',
      message: 'I would like to list my furniture store.',
      userType: 'vendor',
    });
  });

  it('refuses a form without a user type', () => {
    expect(() => toContactMessage({ ...valid, userType: '' })).toThrow();
  });
});
