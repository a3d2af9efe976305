// The registration form's rules (docs/spec/vendor-admin.md §5), pure so the web form and the server apply the very
// same checks and messages. The server is the authority; the form only answers sooner.
import { BRAND_TYPE_LABEL_LIST, isBrandTypeLabel } from './brand-types.ts';
import { EMAIL_PATTERN, EMAIL_MESSAGES } from './email.ts';

export const REGISTRATION_FIELDS = [
  'firstName', 'lastName', 'storeName', 'storeId', 'address1', 'address2', 'city', 'state', 'country',
  'postcode', 'phone', 'email', 'brandType', 'password', 'confirmPassword', 'description',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const STORE_ID_MIN_LENGTH = 3;
export const STORE_ID_MAX_LENGTH = 60;

/** "X is required" names of docs/spec/vendor-admin.md §5, in form order (phone and password have their own texts). */
const REQUIRED_LABELS: Partial<Record<RegistrationField, string>> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  storeName: 'Store Name',
  storeId: 'Store ID',
  address1: 'Address 1',
  city: 'City',
  state: 'State/County',
  country: 'Country',
  postcode: 'Postcode/ZIP',
  phone: 'Store Phone',
  email: 'Email',
  brandType: 'Brand Type',
  password: 'Password',
};

/** Longest accepted value per field (the database has no limits of its own). */
export const MAX_LENGTHS: Record<RegistrationField, number> = {
  firstName: 60, lastName: 60, storeName: 100, storeId: STORE_ID_MAX_LENGTH, address1: 200, address2: 200,
  city: 100, state: 100, country: 100, postcode: 20, phone: 20, email: 254, brandType: 20,
  password: PASSWORD_MAX_LENGTH, confirmPassword: PASSWORD_MAX_LENGTH, description: 5000,
};

/** Store id as the user types it (docs/spec/vendor-admin.md §5): lower-cased, spaces to hyphens, only a-z, 0-9 and hyphens. */
export function storeIdAsTyped(value: string): string {
  return value.toLowerCase().replace(/\s/g, '-').replace(/[^a-z0-9-]/g, '');
}

/** The store id that is checked and saved: as typed, without repeated or edge hyphens. */
export function normalizeStoreId(value: string): string {
  return storeIdAsTyped(value).replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The password rule shared by registration and reset. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

/** Every problem of the form, field by field (in form order), with the spec's texts. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = field === 'password' || field === 'confirmPassword' ? values[field] : values[field].trim();
    const label = REQUIRED_LABELS[field];
    if (label && !value) {
      errors[field] = `${label} is required`;
      continue;
    }
    if (value.length > MAX_LENGTHS[field]) errors[field] = `${label ?? 'This field'} must be at most ${MAX_LENGTHS[field]} characters`;
  }
  const storeId = normalizeStoreId(values.storeId);
  if (!errors.storeId && (storeId.length < STORE_ID_MIN_LENGTH || storeId.length > STORE_ID_MAX_LENGTH)) {
    errors.storeId = `Store ID must be ${STORE_ID_MIN_LENGTH} to ${STORE_ID_MAX_LENGTH} letters, digits or hyphens`;
  }
  if (!errors.phone && !/^\d+$/.test(values.phone.trim())) errors.phone = 'Store Phone must contain digits only';
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = EMAIL_MESSAGES.invalid;
  if (!errors.brandType && !isBrandTypeLabel(values.brandType)) errors.brandType = `Brand Type must be one of ${BRAND_TYPE_LABEL_LIST.join(', ')}`;
  if (!errors.password) {
    const problem = passwordProblem(values.password);
    if (problem) errors.password = problem;
  }
  if (!errors.password && values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export function firstError(errors: RegistrationErrors): [RegistrationField, string] | undefined {
  for (const field of REGISTRATION_FIELDS) if (errors[field]) return [field, errors[field]!];
  return undefined;
}
