import type { Route } from '../router.ts';
import type { Context } from '../../context.ts';
import { readObject, textField } from '../body.ts';
import { restPublicVendorSelect, toRestVendor } from '../shapes.ts';
import { ValidationError } from '../../domain/errors.ts';
import { requireSignedIn } from '../../domain/auth/guards.ts';
import { confirmEmailChange, EMAIL_CHANGED, updateVendorProfile, vendorIdByStoreId, type ProfileInput } from '../../domain/vendors/profile.ts';
import { isUploadedFile } from './media.ts';
import { PROFILE_UPLOAD } from '../../domain/media/limits.ts';
import { BRAND_TYPE_LABEL_LIST } from '@rules/brand-types.ts';

const vendorAnswer = { $ref: '#/components/schemas/Vendor' };
const profileFields = {
  first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string' }, store_phone: { type: 'string', description: 'Digits only.' },
  brand_type: { type: 'string', enum: BRAND_TYPE_LABEL_LIST }, store_name: { type: 'string' },
  address1: { type: 'string' }, address2: { type: 'string' }, city: { type: 'string' }, state_county: { type: 'string' },
  country: { type: 'string' }, postcode: { type: 'string' }, description: { type: 'string' },
  password: { type: 'string', description: 'Empty keeps the current password; at least 6 characters.' },
  currentPassword: { type: 'string', description: 'Your current password: needed to change your own password or email.' },
  image: { type: 'string', format: 'binary', description: 'An image (at most 10 MB), checked and stored like media uploads.' },
  language: { enum: ['en', 'ar', 'ur'], description: "The store's language: its mails are written in it." },
  translations: { description: 'Arabic and Urdu store name and description, `{"ar": {"storeName", "description"}, "ur": {...}}` (or its JSON text in a form); replaces the stored ones.', oneOf: [{ type: 'object' }, { type: 'string' }] },
};

/** A form sends an object as its JSON text; JSON sends it as it is. Absent: undefined (keep). */
function objectField(body: Record<string, unknown>, key: string): unknown {
  const value = body[key];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new ValidationError(`${key} must be an object or its JSON text.`, key);
  }
}

/** A text field that was sent (possibly empty), else undefined so the current value stays. */
function sent(body: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) if (key in body && !isUploadedFile(body[key])) return textField(body, key);
  return undefined;
}

/**
 * The form of both profile paths. Both spellings of the name fields are read (update2 documents
 * first_name, update/{id} firstName). store_id, isAdmin and vendor_status are never read.
 */
async function profileInput(read: () => Promise<unknown>): Promise<ProfileInput> {
  const body = await readObject(read);
  const image = body.image;
  if (image !== undefined && image !== '' && !isUploadedFile(image)) throw new ValidationError('image must be a file (multipart/form-data).', 'image');
  return {
    firstName: sent(body, 'first_name', 'firstName'),
    lastName: sent(body, 'last_name', 'lastName'),
    email: sent(body, 'email'),
    phone: sent(body, 'store_phone', 'phone'),
    brandType: sent(body, 'brand_type', 'brandType'),
    storeName: sent(body, 'store_name', 'storeName'),
    address1: sent(body, 'address1'),
    address2: sent(body, 'address2'),
    city: sent(body, 'city'),
    stateCounty: sent(body, 'state_county', 'stateCounty'),
    country: sent(body, 'country'),
    postcode: sent(body, 'postcode'),
    description: sent(body, 'description'),
    password: sent(body, 'password'),
    currentPassword: sent(body, 'currentPassword', 'current_password'),
    language: sent(body, 'language'),
    translations: objectField(body, 'translations'),
    // A form submitted without choosing a file sends an empty, nameless part.
    image: isUploadedFile(image) && (image.size > 0 || image.name !== '') ? image : null,
  };
}

async function restVendor(ctx: Context, id: number) {
  return toRestVendor(await ctx.db.vendor.findUniqueOrThrow({ where: { id }, select: restPublicVendorSelect }));
}

export const profileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/profile',
    auth: 'vendor',
    doc: { operationId: 'getProfile', tag: 'Profile', summary: "The signed-in vendor's own profile (never the password).", response: vendorAnswer },
    async handle({ ctx }) {
      const viewer = await requireSignedIn(ctx);
      return restVendor(ctx, viewer.vendorId);
    },
  },
  {
    method: 'PUT',
    path: '/profile/update2',
    auth: 'vendor',
    upload: PROFILE_UPLOAD,
    doc: {
      operationId: 'updateProfile', jsonToo: true, errors: [409, 429, 503],
      tag: 'Profile',
      summary:
        "Updates the signed-in vendor's own profile (multipart or JSON). Fields left out stay; an emptied required field is a 400; an empty password keeps the current one; a new password or email needs `currentPassword` (400 without it or when wrong); a new password ends the vendor's other sessions; a new email is mailed a code and takes effect at POST /profile/confirm-email (`pendingEmail` says which). 409 for an email in use.",
      requestBody: { type: 'object', properties: profileFields },
      response: { type: 'object', properties: { message: { type: 'string' }, data: vendorAnswer, pendingEmail: { type: ['string', 'null'] } } },
    },
    async handle({ ctx, body }) {
      const viewer = await requireSignedIn(ctx);
      const input = await profileInput(body);
      const { pendingEmail } = await updateVendorProfile(ctx, viewer.vendorId, input);
      return { message: 'Profile updated successfully', data: await restVendor(ctx, viewer.vendorId), pendingEmail };
    },
  },
  {
    method: 'POST',
    path: '/profile/confirm-email',
    auth: 'vendor',
    doc: {
      operationId: 'confirmEmailChange', errors: [409, 429],
      tag: 'Profile',
      summary: 'Makes the pending new email your own with the code mailed to it (`otp`); the old address is told. 400 for a wrong or expired code.',
      requestBody: { type: 'object', required: ['otp'], properties: { otp: { type: 'string' } } },
      response: { type: 'object', properties: { message: { type: 'string' }, data: vendorAnswer } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const { id } = await confirmEmailChange(ctx, textField(input, 'otp'));
      return { message: EMAIL_CHANGED, data: await restVendor(ctx, id) };
    },
  },
  {
    method: 'PUT',
    path: '/profile/update/{id}',
    auth: 'admin',
    upload: PROFILE_UPLOAD,
    doc: {
      operationId: 'adminUpdateVendorProfile', jsonToo: true, errors: [404, 409, 429, 503], params: { id: { description: "The vendor's store id." } },
      tag: 'Admin',
      summary: "The admin edits a vendor's profile; `id` is the store_id (the admin page's /vendor-dashboard/vendor/edit/{store_id}). Empty fields keep the vendor's current values (docs/spec/vendor-admin.md §5). 404 `Vendor not found.`; 403 for anyone but the admin.",
      requestBody: { type: 'object', properties: { ...profileFields, firstName: { type: 'string' }, lastName: { type: 'string' } } },
      response: { type: 'object', properties: { message: { type: 'string' }, data: vendorAnswer } },
    },
    async handle({ ctx, params, body }) {
      const vendorId = await vendorIdByStoreId(ctx, params.id);
      const input = await profileInput(body);
      await updateVendorProfile(ctx, vendorId, input, { emptyKeepsCurrent: true });
      return { message: 'Vendor profile updated successfully', data: await restVendor(ctx, vendorId) };
    },
  },
];
