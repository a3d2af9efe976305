import type { Context } from '../context.ts';
import type { BrandType } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { assertOwnerOrAdmin, requireSignedIn } from '../auth/guards.ts';
import { requireEmail } from '../auth/email.ts';
import { hashPassword } from '../auth/password.ts';
import { closeSessionsAfterPasswordChange } from '../auth/sessions.ts';
import { assertCurrentPassword } from '../auth/reauthentication.ts';
import { consumeVerifiedCode, limitCodeSending, NO_LIVE_CODE, sendEmailCode, verifyEmailCode } from '../auth/email-codes.ts';
import { storeImages } from '../media/media.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { brandTypeFromText } from '@rules/brand-types.ts';
import type { UploadedFile } from '../media/process-image.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';
import { storedLanguage, isContentLanguage } from '@rules/content-languages.ts';
import type { TranslatableField } from '@rules/translations-input.ts';
import { checkedTranslations, replaceTranslations } from '../shared/translations.ts';
import { tellAccount } from './account-mail.ts';
import { rewriteStoreSearchTexts } from '../catalogue/store-search-texts.ts';

/**
 * What a profile form may change. Store id, access and the admin flag are not here: no form can
 * set them (the transports do not read them at all).
 */
export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** REAL_ESTATE | HOME_PRODUCTS | ELECTRONICS, or the spec's labels ("Real Estate", ...). */
  brandType?: string;
  storeName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  stateCounty?: string;
  country?: string;
  postcode?: string;
  description?: string;
  /** Arabic and Urdu store name and description, `{ ar?: { storeName?, description? }, ur?: {...} }`; absent keeps the stored ones. */
  translations?: unknown;
  /** The language the vendor's mails (and, later, dashboard) are in: en, ar or ur; absent or empty keeps it. */
  language?: string | null;
  /** Empty or missing keeps the current password. */
  password?: string;
  /** Needed to change one's own password or e-mail (reauthentication.ts). */
  currentPassword?: string;
  image?: UploadedFile | null;
}

export interface ProfileUpdateOptions {
  /**
   * The admin edit's rule (docs/spec/vendor-admin.md §5): an empty field keeps the vendor's current value. On the
   * vendor's own form an emptied required field is an error instead.
   */
  emptyKeepsCurrent?: boolean;
}

/** Required text fields with the spec's labels (registration's "X is required"). */
const requiredFields = {
  firstName: 'First Name',
  lastName: 'Last Name',
  storeName: 'Store Name',
  address1: 'Address 1',
  city: 'City',
  stateCounty: 'State/County',
  country: 'Country',
  postcode: 'Postcode/ZIP',
} as const;
const optionalFields = { address2: 'Address 2', description: 'Description' } as const;
const maxLength: Record<string, number> = { description: 5000 };

/** What of a store is written in Arabic and Urdu, under the English fields' limits. */
export const STORE_TRANSLATABLE = {
  storeName: { label: requiredFields.storeName, max: 200 },
  description: { label: optionalFields.description, max: maxLength.description! },
} satisfies Record<string, TranslatableField>;

/** The profile's language and translations as column values and a nested write; only what was sent. */
function languageChanges(input: ProfileInput): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (input.language) {
    if (!isContentLanguage(input.language)) throw new ValidationError('Language must be en, ar or ur.', 'language');
    data.language = input.language;
  }
  if (input.translations !== undefined) data.translations = replaceTranslations(checkedTranslations(input.translations, STORE_TRANSLATABLE));
  return data;
}

export const MIN_PASSWORD_LENGTH = 6;

/** Parses the form into column values; only fields that change are returned. */
function profileChanges(input: ProfileInput, emptyKeepsCurrent: boolean) {
  const data: Record<string, string> & { brandType?: BrandType } = {};
  for (const [key, label] of Object.entries({ ...requiredFields, ...optionalFields })) {
    const raw = input[key as keyof typeof requiredFields | keyof typeof optionalFields];
    if (raw === undefined || raw === null) continue;
    const value = raw.trim();
    if (!value && (emptyKeepsCurrent || key in requiredFields)) {
      if (emptyKeepsCurrent) continue;
      throw new ValidationError(`${label} is required`, key);
    }
    const limit = maxLength[key] ?? 200;
    if (value.length > limit) throw new ValidationError(`${label} is limited to ${limit} characters`, key);
    data[key] = value;
  }
  if (input.phone !== undefined && input.phone !== null) {
    const phone = input.phone.trim();
    if (!phone) {
      if (!emptyKeepsCurrent) throw new ValidationError('Store Phone is required', 'phone');
    } else {
      if (!/^\d{1,30}$/.test(phone)) throw new ValidationError('Store Phone must contain digits only', 'phone');
      data.phone = phone;
    }
  }
  if (input.email !== undefined && input.email !== null && (input.email.trim() || !emptyKeepsCurrent)) {
    data.email = requireEmail(input.email);
  }
  if (input.brandType !== undefined && input.brandType !== null && input.brandType.trim()) {
    const brandType = brandTypeFromText(input.brandType.trim());
    if (!brandType) throw new ValidationError('Brand Type must be Real Estate, Home Products or Electronics', 'brandType');
    data.brandType = brandType;
  } else if (input.brandType !== undefined && input.brandType !== null && !emptyKeepsCurrent) {
    throw new ValidationError('Brand Type is required', 'brandType');
  }
  return data;
}

export interface ProfileUpdated {
  id: number;
  /** A new e-mail of one's own waits for the code sent to it (confirmEmailChange); null otherwise. */
  pendingEmail: string | null;
}

/**
 * Updates a vendor's profile: the vendor themself or the admin. An empty password keeps the
 * current one; a new one (at least 6 characters) is hashed and ends the vendor's other
 * sessions. A new image goes through the media pipeline (decoded, 10 MB, re-encoded) and is
 * kept in the vendor's media library.
 *
 * One's own password or e-mail changes only with the current password. One's own new e-mail
 * takes effect once the code mailed to it is entered (confirmEmailChange); the admin's edit of
 * another store sets it at once. The account's address hears of every such change.
 */
export async function updateVendorProfile(ctx: Context, vendorId: number, input: ProfileInput, options: ProfileUpdateOptions = {}): Promise<ProfileUpdated> {
  const viewer = await requireSignedIn(ctx);
  const vendor = await ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { id: true, email: true, passwordHash: true, language: true, storeName: true, city: true } });
  if (!vendor) throw new NotFoundError('Vendor not found.');
  assertOwnerOrAdmin(viewer, vendor.id, 'the profile');
  const ownAccount = viewer.vendorId === vendor.id;

  const data: Record<string, unknown> = { ...profileChanges(input, options.emptyKeepsCurrent ?? false), ...languageChanges(input) };
  const password = input.password ?? '';
  if (password) {
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, 'password');
    if (password.length > 200) throw new ValidationError('Password is limited to 200 characters', 'password');
  }
  const newEmail = data.email && data.email !== vendor.email ? (data.email as string) : null;
  delete data.email;
  if (newEmail) await assertEmailFree(ctx, newEmail, vendor.id);
  if (ownAccount && (password || newEmail)) await assertCurrentPassword(ctx, vendor, input.currentPassword);
  if (password) data.passwordHash = await hashPassword(password);
  if (newEmail && !ownAccount) data.email = newEmail;
  if (newEmail && ownAccount) {
    await limitCodeSending(ctx, newEmail);
    data.pendingEmail = newEmail;
  }
  // Last, after every other check: a refused form stores no image.
  if (input.image) {
    const [asset] = await storeImages(ctx, vendor.id, [input.image]);
    data.image = asset.fileName;
  }

  // The store's name and city are words its products are found by (store-search-texts.ts).
  const foundByChanged = (data.storeName !== undefined && data.storeName !== vendor.storeName) || (data.city !== undefined && data.city !== vendor.city);
  try {
    await ctx.db.$transaction(async (tx) => {
      await tx.vendor.update({ where: { id: vendor.id }, data });
      if (foundByChanged) await rewriteStoreSearchTexts(tx, vendor.id);
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, 'email');
    throw error;
  }
  ctx.services.changes.emit({ kind: 'vendor', id: vendor.id });
  // In the store's language, as this same form may just have chosen it.
  const language = storedLanguage((data.language as string | undefined) ?? vendor.language);
  if (password) {
    await closeSessionsAfterPasswordChange(ctx, vendor.id);
    await tellAccount(ctx, vendor.email, language, { kind: 'PASSWORD_CHANGED' });
  }
  if (newEmail && !ownAccount) await tellAccount(ctx, vendor.email, language, { kind: 'EMAIL_CHANGED_BY_TEAM', newEmail });
  if (newEmail && ownAccount) await sendEmailCode(ctx, newEmail, 'EMAIL_CHANGE', language);
  return { id: vendor.id, pendingEmail: ownAccount ? newEmail : null };
}

export const EMAIL_CHANGED = ACCOUNT_MESSAGES.emailChanged;
const NO_PENDING_EMAIL = 'There is no email change to confirm. Change your email in your profile first.';

/**
 * Makes the pending e-mail the vendor's own with the code that was mailed to it, and tells the
 * old address. The code is used up in the same transaction as the change.
 */
export async function confirmEmailChange(ctx: Context, code: string): Promise<{ id: number; email: string }> {
  const viewer = await requireSignedIn(ctx);
  const vendor = await ctx.db.vendor.findUniqueOrThrow({ where: { id: viewer.vendorId }, select: { id: true, email: true, pendingEmail: true, language: true } });
  const newEmail = vendor.pendingEmail;
  if (!newEmail) throw new ValidationError(NO_PENDING_EMAIL, 'code');
  await verifyEmailCode(ctx, { email: newEmail, code }, 'EMAIL_CHANGE');
  try {
    await ctx.db.$transaction(async (tx) => {
      if (!(await consumeVerifiedCode(tx, newEmail, 'EMAIL_CHANGE'))) throw new ValidationError(NO_LIVE_CODE, 'code');
      await tx.vendor.update({ where: { id: vendor.id }, data: { email: newEmail, pendingEmail: null } });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, 'email');
    throw error;
  }
  ctx.services.changes.emit({ kind: 'vendor', id: vendor.id });
  await tellAccount(ctx, vendor.email, storedLanguage(vendor.language), { kind: 'EMAIL_CHANGED', newEmail });
  return { id: vendor.id, email: newEmail };
}

async function assertEmailFree(ctx: Context, email: string, vendorId: number): Promise<void> {
  const taken = await ctx.db.vendor.findFirst({ where: { id: { not: vendorId }, OR: [{ email }, { pendingEmail: email }] }, select: { id: true } });
  if (taken) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, 'email');
}

/** The admin edit by store id (the admin page's route is /vendor-dashboard/vendor/edit/{store_id}). */
export async function vendorIdByStoreId(ctx: Context, storeId: string): Promise<number> {
  const vendor = await ctx.db.vendor.findUnique({ where: { storeId }, select: { id: true } });
  if (!vendor) throw new NotFoundError('Vendor not found.');
  return vendor.id;
}
