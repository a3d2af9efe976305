// Email addresses: the spec's "simple pattern", how addresses are compared, and their messages.

/** The spec's "simple pattern" for an email address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email format',
} as const;

/** Emails are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
