/** Contact form rules (docs/spec/storefront.md §5): every field is required, with one message for all of them (rules/contact.ts). */
import { CONTACT_FIELDS, CONTACT_MESSAGES, isUserType, USER_TYPES, type ContactField, type UserType } from '@rules/index.ts';

export { CONTACT_FIELDS, isUserType, USER_TYPES, type ContactField, type UserType };

export const REQUIRED_MESSAGE = CONTACT_MESSAGES.required;

/** What the form holds; userType is '' while 'Select Type' is chosen. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
  userType: UserType | '';
}

/** What the team receives (docs/spec/storefront.md §3 "Contact message"; GraphQL sendContactMessage, REST POST /api/send-email). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  userType: UserType;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = Object.freeze({
  name: '',
  email: '',
  message: '',
  userType: '',
});

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Errors for every empty field, in form order; an empty object means the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const empty = field === 'userType' ? !isUserType(values.userType) : isBlank(values[field]);
    if (empty) errors[field] = REQUIRED_MESSAGE;
  }
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return CONTACT_FIELDS.some((field) => Boolean(errors[field]));
}

/** The first field with an error, in form order (for moving focus there). */
export function firstErrorField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => Boolean(errors[field]));
}

/** Editing a field clears its error and leaves the others as they are. */
export function clearFieldError(errors: ContactErrors, field: ContactField): ContactErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** The JSON body to send; only call this with values that passed validation. */
export function toContactMessage(values: ContactValues): ContactMessage {
  if (!isUserType(values.userType)) throw new Error('userType must be vendor or customer');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    userType: values.userType,
  };
}
