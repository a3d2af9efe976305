import { ValidationError } from '../errors.ts';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN, normalizeEmail } from '@rules/email.ts';

export { EMAIL_PATTERN, normalizeEmail };

/** A present, well-formed email (normalized), else the spec's messages. */
export function requireEmail(value: unknown, field = 'email'): string {
  const email = typeof value === 'string' ? normalizeEmail(value) : '';
  if (!email) throw new ValidationError(EMAIL_MESSAGES.required, field);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) throw new ValidationError(EMAIL_MESSAGES.invalid, field);
  return email;
}
