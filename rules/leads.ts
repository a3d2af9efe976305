// Enquiries (leads, issue 37 part 2): the form's fields and limits, the inbox's statuses, the
// lead events a listing's links count, and the texts the server and the web app share. The
// storefront shows its own translated texts (web/src/lib/i18n/catalogues/*/leads.ts); these are
// the API's answers, in English like every API error.

export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'VIEWING_BOOKED', 'CLOSED'] as const;
export type LeadStatusName = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatusName, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  VIEWING_BOOKED: 'Viewing booked',
  CLOSED: 'Closed',
};

/** When the shopper would like to be contacted. */
export const LEAD_CONTACT_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;
export type LeadContactTime = (typeof LEAD_CONTACT_TIMES)[number];

export const LEAD_CONTACT_TIME_LABELS: Record<LeadContactTime, string> = {
  any: 'Any time',
  morning: 'Morning (9:00–12:00)',
  afternoon: 'Afternoon (12:00–17:00)',
  evening: 'Evening (17:00–21:00)',
};

/** The taps a listing's links count beside the enquiries themselves. */
export const LEAD_TAP_KINDS = ['WHATSAPP', 'CALL'] as const;
export type LeadTapKindName = (typeof LEAD_TAP_KINDS)[number];

export const LEAD_FIELDS = ['name', 'email', 'phone', 'message', 'preferredTime'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const LEAD_MAX_LENGTHS = { name: 200, email: 254, phone: 30, message: 2000, note: 2000, reply: 5000, search: 200 } as const;

/**
 * The form's hidden field that people never see and bots fill in (the honeypot), and the field
 * carrying the signed time the form was handed out.
 */
export const LEAD_HONEYPOT_FIELD = 'website';
export const LEAD_FORM_TOKEN_FIELD = 'formToken';
/** A person takes at least this long to fill in the form; a post sooner is a script's. */
export const LEAD_MIN_FILL_SECONDS = 3;
/** How long a handed-out form stays good. */
export const LEAD_FORM_TOKEN_HOURS = 48;

/** A phone number as people type it: digits with spaces, dashes, dots, brackets and a leading +; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The digits wa.me takes: the number in international form, without + or separators. */
export const whatsAppDigits = (phone: string): string => phone.replace(/\D/g, '');

/** https://wa.me/<digits>?text=<message>, or null when the vendor's phone has no usable number. */
export function whatsAppLink(phone: string, message: string): string | null {
  const digits = whatsAppDigits(phone);
  if (digits.length < 7) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** tel:<+digits>, or null when the phone has no usable number. */
export function callLink(phone: string): string | null {
  const digits = whatsAppDigits(phone);
  if (digits.length < 7) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

export const LEAD_MESSAGES = {
  required: 'This field is required.',
  contactRequired: 'Please give a phone number or an e-mail address (or both) so the seller can answer you.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a phone number of 7 to 15 digits (a leading + and spaces are fine).',
  preferredTime: `preferredTime must be one of ${LEAD_CONTACT_TIMES.join(', ')}.`,
  tooLong: (max: number) => `This field is limited to ${max.toLocaleString('en-US')} characters.`,
  honeypot: 'This enquiry looks automated and was not sent. If you filled in a hidden field by autofill, reload the page and send it again.',
  tooFast: `This enquiry was sent too quickly to have been typed. Please wait a few seconds and send it again.`,
  formExpired: 'This form has expired. Reload the page and send your enquiry again.',
  listingNotFound: 'This listing is no longer available, so it cannot take enquiries.',
  notFound: 'Enquiry not found.',
  status: `status must be one of ${LEAD_STATUSES.join(', ')}.`,
  tapKind: `kind must be one of ${LEAD_TAP_KINDS.join(', ')}.`,
  noEmail: 'This enquiry left no e-mail address: call or message the phone number it gave instead.',
  textRequired: 'Please write something first.',
  invalidDate: 'Dates must be written as YYYY-MM-DD.',
  sent: 'Thank you: your enquiry has been sent to the seller.',
} as const;
