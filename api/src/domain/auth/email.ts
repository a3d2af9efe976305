import { ValidationError } from '../errors.ts';

/** The spec's "simple pattern" for an email address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A present, well-formed email (normalized), else the spec's messages. */
export function requireEmail(value: unknown, field = 'email'): string {
  const email = typeof value === 'string' ? normalizeEmail(value) : '';
  if (!email) throw new ValidationError('Email is required', field);
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw new ValidationError('Invalid email format', field);
  return email;
}
