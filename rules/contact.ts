// The contact form (docs/spec/storefront.md §5 and §8): every field is required, with one message for all
// of them; the visitor says whether they are a vendor or a customer.

export const CONTACT_MESSAGES = {
  required: 'This field is required.',
  sent: 'Your message has been sent successfully!',
  invalidEmail: 'Please enter a valid email address.',
  userType: 'userType must be vendor or customer.',
  tooLong: (max: number) => `This field is limited to ${max.toLocaleString('en-US')} characters.`,
} as const;

export const CONTACT_FIELDS = ['name', 'email', 'message', 'userType'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest accepted value of each text field. */
export const CONTACT_MAX_LENGTHS = { name: 200, email: 254, message: 5000 } as const;

export const USER_TYPES = ['vendor', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
