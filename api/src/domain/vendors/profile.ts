import type { Context } from '../../context.ts';
import type { BrandType } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { assertOwnerOrAdmin, requireSignedIn } from '../auth/guards.ts';
import { requireEmail } from '../auth/email.ts';
import { hashPassword } from '../auth/password.ts';
import { closeSessionsAfterPasswordChange } from '../auth/sessions.ts';
import { storeImages } from '../media/media.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { brandTypeFromText } from './brand-types.ts';
import type { UploadedFile } from '../media/process-image.ts';

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
  /** Empty or missing keeps the current password. */
  password?: string;
  image?: UploadedFile | null;
}

export interface ProfileUpdateOptions {
  /**
   * The admin edit's rule (spec §5): an empty field keeps the vendor's current value. On the
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

/**
 * Updates a vendor's profile: the vendor themself or the admin. An empty password keeps the
 * current one; a new one (at least 6 characters) is hashed and ends the vendor's other
 * sessions. A new image goes through the media pipeline (decoded, 10 MB, re-encoded) and is
 * kept in the vendor's media library. Returns the vendor's id.
 */
export async function updateVendorProfile(ctx: Context, vendorId: number, input: ProfileInput, options: ProfileUpdateOptions = {}): Promise<{ id: number }> {
  const viewer = await requireSignedIn(ctx);
  const vendor = await ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { id: true, email: true } });
  if (!vendor) throw new NotFoundError('Vendor not found.');
  assertOwnerOrAdmin(viewer, vendor.id, 'the profile');

  const data: Record<string, unknown> = profileChanges(input, options.emptyKeepsCurrent ?? false);
  const password = input.password ?? '';
  if (password) {
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, 'password');
    if (password.length > 200) throw new ValidationError('Password is limited to 200 characters', 'password');
  }
  if (data.email && data.email !== vendor.email) {
    const taken = await ctx.db.vendor.findUnique({ where: { email: data.email as string }, select: { id: true } });
    if (taken) throw new ConflictError('Email is already taken', 'email');
  }
  if (password) data.passwordHash = await hashPassword(password);
  // Last, after every other check: a refused form stores no image.
  if (input.image) {
    const [asset] = await storeImages(ctx, vendor.id, [input.image]);
    data.image = asset.fileName;
  }

  try {
    await ctx.db.vendor.update({ where: { id: vendor.id }, data });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError('Email is already taken', 'email');
    throw error;
  }
  if (password) await closeSessionsAfterPasswordChange(ctx, vendor.id);
  return { id: vendor.id };
}

/** The admin edit by store id (the admin page's route is /vendor-dashboard/vendor/edit/{store_id}). */
export async function vendorIdByStoreId(ctx: Context, storeId: string): Promise<number> {
  const vendor = await ctx.db.vendor.findUnique({ where: { storeId }, select: { id: true } });
  if (!vendor) throw new NotFoundError('Vendor not found.');
  return vendor.id;
}
