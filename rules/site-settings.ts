// The marketplace's own details (issue 22): their shape, limits and messages, checked by the
// server (domain/site/settings.ts) and by the admin's Site Settings form before it sends.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';

export interface OfficeAddress {
  label: string;
  lines: string[];
  city: string;
  country: string;
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface BankTransferDetails {
  accountName: string;
  bank: string;
  accountNumber: string;
  iban: string;
  swift: string;
  note: string;
}

export interface Founder {
  name: string;
  title: string;
  text: string;
}

export interface SiteSettingsValues {
  businessName: string;
  phone: string;
  email: string;
  offices: OfficeAddress[];
  socialLinks: SocialLink[];
  aboutText: string;
  founder: Founder;
  privacyEmail: string;
  bank: BankTransferDetails;
}

/** The networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ['FACEBOOK', 'X', 'LINKEDIN', 'YOUTUBE', 'INSTAGRAM', 'TIKTOK'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  FACEBOOK: 'Facebook',
  X: 'X',
  LINKEDIN: 'LinkedIn',
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
};

export const SITE_SETTINGS_LIMITS = {
  short: 120,
  phone: 32,
  long: 4000,
  offices: 10,
  officeLines: 4,
  socialLinks: 12,
  url: 300,
} as const;

export const SITE_SETTINGS_MESSAGES = {
  businessName: 'Enter the business name (at most 120 characters).',
  phone: 'Enter a phone number of 6-32 characters: digits, spaces, +, -, ( and ).',
  email: 'Enter a valid email address.',
  short: (label: string) => `${label} is at most 120 characters.`,
  long: (label: string) => `${label} is at most 4000 characters.`,
  officeRequired: 'Each office needs a label, an address line, a city and a country.',
  officeLines: 'An office has 1-4 address lines.',
  tooManyOffices: 'At most 10 offices.',
  tooManySocialLinks: 'At most 12 social links.',
  socialNetwork: `Choose one of ${SOCIAL_NETWORKS.map((n) => SOCIAL_NETWORK_LABELS[n]).join(', ')}.`,
  socialUrl: 'Enter the full https:// address of the page (at most 300 characters).',
  socialDuplicate: 'Each network is listed once.',
  iban: 'An IBAN is 15-34 letters and digits, starting with the country code (spaces allowed).',
  swift: 'A SWIFT/BIC code is 8 or 11 letters and digits.',
  saved: 'Site settings saved.',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,32}$/;
const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const SWIFT_PATTERN = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

/** An absolute https URL with a host (what a social link must be), else null. */
export function httpsUrl(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > SITE_SETTINGS_LIMITS.url || !/^https:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(text) || /\s/.test(text)) return null;
  return text;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Field paths: `businessName`, `offices.0.city`, `socialLinks.1.url`, `founder.name`, `bank.iban`. */
export type SiteSettingsErrors = Record<string, string>;

/**
 * Normalises (trims, drops empty rows the form left) and checks every field at once: the form
 * shows each message beside its field; the server refuses with the first.
 */
export function validateSiteSettings(input: unknown): { value: SiteSettingsValues; errors: SiteSettingsErrors } {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const errors: SiteSettingsErrors = {};
  const short = (value: unknown, field: string, label: string) => {
    const t = text(value);
    if (t.length > SITE_SETTINGS_LIMITS.short) errors[field] = SITE_SETTINGS_MESSAGES.short(label);
    return t;
  };
  const long = (value: unknown, field: string, label: string) => {
    const t = text(value);
    if (t.length > SITE_SETTINGS_LIMITS.long) errors[field] = SITE_SETTINGS_MESSAGES.long(label);
    return t;
  };
  const email = (value: unknown, field: string) => {
    const t = text(value).toLowerCase();
    if (t && (t.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(t))) errors[field] = SITE_SETTINGS_MESSAGES.email;
    return t;
  };

  const businessName = text(raw.businessName);
  if (!businessName || businessName.length > SITE_SETTINGS_LIMITS.short) errors.businessName = SITE_SETTINGS_MESSAGES.businessName;
  const phone = text(raw.phone).replace(/\s+/g, ' ');
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = SITE_SETTINGS_MESSAGES.phone;

  const rawOffices = Array.isArray(raw.offices) ? raw.offices : [];
  const offices: OfficeAddress[] = [];
  if (rawOffices.length > SITE_SETTINGS_LIMITS.offices) errors.offices = SITE_SETTINGS_MESSAGES.tooManyOffices;
  rawOffices.slice(0, SITE_SETTINGS_LIMITS.offices).forEach((entry: unknown, i) => {
    const o = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const lines = (Array.isArray(o.lines) ? o.lines : []).map(text).filter(Boolean);
    const office = { label: short(o.label, `offices.${i}.label`, 'A label'), lines, city: short(o.city, `offices.${i}.city`, 'A city'), country: short(o.country, `offices.${i}.country`, 'A country') };
    if (!office.label && !lines.length && !office.city && !office.country) return;
    for (const key of ['label', 'city', 'country'] as const) if (!office[key]) errors[`offices.${i}.${key}`] ??= SITE_SETTINGS_MESSAGES.officeRequired;
    if (!lines.length || lines.length > SITE_SETTINGS_LIMITS.officeLines) errors[`offices.${i}.lines`] = SITE_SETTINGS_MESSAGES.officeLines;
    lines.forEach((line, j) => {
      if (line.length > SITE_SETTINGS_LIMITS.short) errors[`offices.${i}.lines`] = SITE_SETTINGS_MESSAGES.short(`Address line ${j + 1}`);
    });
    offices.push(office);
  });

  const rawLinks = Array.isArray(raw.socialLinks) ? raw.socialLinks : [];
  const socialLinks: SocialLink[] = [];
  if (rawLinks.length > SITE_SETTINGS_LIMITS.socialLinks) errors.socialLinks = SITE_SETTINGS_MESSAGES.tooManySocialLinks;
  rawLinks.slice(0, SITE_SETTINGS_LIMITS.socialLinks).forEach((entry: unknown, i) => {
    const l = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const network = text(l.network).toUpperCase();
    const urlText = text(l.url);
    if (!network && !urlText) return;
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) errors[`socialLinks.${i}.network`] = SITE_SETTINGS_MESSAGES.socialNetwork;
    else if (socialLinks.some((s) => s.network === network)) errors[`socialLinks.${i}.network`] = SITE_SETTINGS_MESSAGES.socialDuplicate;
    const url = httpsUrl(urlText);
    if (!url) errors[`socialLinks.${i}.url`] = SITE_SETTINGS_MESSAGES.socialUrl;
    socialLinks.push({ network: network as SocialNetwork, url: url ?? urlText });
  });

  const founderRaw = (raw.founder && typeof raw.founder === 'object' ? raw.founder : {}) as Record<string, unknown>;
  const bankRaw = (raw.bank && typeof raw.bank === 'object' ? raw.bank : {}) as Record<string, unknown>;
  const iban = text(bankRaw.iban).toUpperCase().replace(/\s+/g, ' ');
  if (iban && !IBAN_PATTERN.test(iban.replace(/ /g, ''))) errors['bank.iban'] = SITE_SETTINGS_MESSAGES.iban;
  const swift = text(bankRaw.swift).toUpperCase();
  if (swift && !SWIFT_PATTERN.test(swift)) errors['bank.swift'] = SITE_SETTINGS_MESSAGES.swift;

  const value: SiteSettingsValues = {
    businessName,
    phone,
    email: email(raw.email, 'email'),
    offices,
    socialLinks,
    aboutText: long(raw.aboutText, 'aboutText', 'The about text'),
    founder: { name: short(founderRaw.name, 'founder.name', "The founder's name"), title: short(founderRaw.title, 'founder.title', "The founder's title"), text: long(founderRaw.text, 'founder.text', "The founder's text") },
    privacyEmail: email(raw.privacyEmail, 'privacyEmail'),
    bank: {
      accountName: short(bankRaw.accountName, 'bank.accountName', 'The account name'),
      bank: short(bankRaw.bank, 'bank.bank', 'The bank'),
      accountNumber: short(bankRaw.accountNumber, 'bank.accountNumber', 'The account number'),
      iban,
      swift,
      note: long(bankRaw.note, 'bank.note', 'The note'),
    },
  };
  return { value, errors };
}

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The bank details as plain text lines (the order mail), only those that are set. */
export function bankDetailsText(bank: BankTransferDetails): string[] {
  return [
    ['Account name', bank.accountName],
    ['Bank', bank.bank],
    ['Account number', bank.accountNumber],
    ['IBAN', bank.iban],
    ['SWIFT', bank.swift],
    ['Reference', 'Your order id'],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .concat(bank.note ? [bank.note] : []);
}
