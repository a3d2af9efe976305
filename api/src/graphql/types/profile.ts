import { builder } from '../builder.ts';
import { LanguageEnum } from './language.ts';
import { Vendor } from './vendor.ts';
import { BrandTypeEnum } from './enums.ts';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { requireAdmin, requireSignedIn } from '../../domain/auth/guards.ts';
import { confirmEmailChange, EMAIL_CHANGED, updateVendorProfile, type ProfileInput, type ProfileUpdated } from '../../domain/vendors/profile.ts';

const StoreTextsInput = builder.inputType('StoreTextsInput', {
  description: "A store's texts in one language; a blank or absent text shows the English one.",
  fields: (t) => ({ storeName: t.string({ description: 'At most 200 characters.' }), description: t.string({ description: 'At most 5,000 characters.' }) }),
});
const StoreTranslationsInput = builder.inputType('StoreTranslationsInput', {
  description: 'Arabic and Urdu store name and description, each optional.',
  fields: (t) => ({ ar: t.field({ description: 'The Arabic texts; absent: unchanged.', type: StoreTextsInput }), ur: t.field({ description: 'The Urdu texts; absent: unchanged.', type: StoreTextsInput }) }),
});

/** The profile form's fields (store id, access and the admin flag are not among them). */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function profileFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    firstName: t.string({ description: "The owner's first name." }),
    lastName: t.string({ description: "The owner's last name." }),
    email: t.string({ description: 'The email to log in with; your own change waits for the code mailed to it (confirmEmailChange) and needs currentPassword.' }),
    phone: t.string({ description: 'Digits only.' }),
    brandType: t.field({ type: BrandTypeEnum, description: 'What the store sells.' }),
    storeName: t.string({ description: "The store's name as shoppers see it." }),
    address1: t.string({ description: 'Address line 1.' }),
    address2: t.string({ description: 'Address line 2.' }),
    city: t.string({ description: 'City.' }),
    stateCounty: t.string({ description: 'State or county.' }),
    country: t.string({ description: 'Country.' }),
    postcode: t.string({ description: 'Postcode.' }),
    description: t.string({ description: 'About the store, shown on its page (in English; see translations).' }),
    password: t.string({ description: 'Empty or missing keeps the current password; at least 6 characters; ends the other sessions.' }),
    currentPassword: t.string({ description: 'Your current password: needed to change your own password or email.' }),
    image: t.field({ type: 'File', description: 'A new profile image (at most 10 MB), stored through the media pipeline.' }),
    translations: t.field({ type: StoreTranslationsInput, description: 'Given: replaces the stored Arabic and Urdu texts (a language left out is removed); left out: kept.' }),
    language: t.field({ type: LanguageEnum, description: "The store's language: its mails are written in it." }),
  };
}

const UpdateMyProfileInput = builder.inputType('UpdateMyProfileInput', {
  description: 'Fields left out stay as they are; an emptied required field is refused.',
  fields: (t) => profileFields(t),
});

const UpdateVendorProfileInput = builder.inputType('UpdateVendorProfileInput', {
  description: "The admin's edit: empty fields keep the vendor's current values (docs/spec/vendor-admin.md §5).",
  fields: (t) => ({ vendorId: t.globalID({ description: "The vendor's global id.", required: true, for: Vendor }), ...profileFields(t) }),
});

const profileSuccess = (name: string) =>
  builder.objectRef<ProfileUpdated>(name).implement({
    fields: (t) => ({
      vendor: t.prismaField({
        description: 'The vendor as saved.',
        type: Vendor,
        resolve: (query, change, _args, ctx) => ctx.db.vendor.findUniqueOrThrow({ ...query, where: { id: change.id } }),
      }),
      pendingEmail: t.string({
        nullable: true,
        description: 'Your own new email, waiting for the code mailed to it (confirmEmailChange); until then the old one stays.',
        resolve: (change) => change.pendingEmail,
      }),
    }),
  });

const ConfirmEmailChangeInput = builder.inputType('ConfirmEmailChangeInput', {
  fields: (t) => ({ code: t.string({ required: true, description: 'The six digits mailed to the new email.' }) }),
});

const ConfirmEmailChangeSuccess = builder.objectRef<{ id: number; email: string }>('ConfirmEmailChangeSuccess').implement({
  fields: (t) => ({
    message: t.string({ description: 'What happened, in words the dashboard shows.', resolve: () => EMAIL_CHANGED }),
    vendor: t.prismaField({ description: 'The vendor with its new email.', type: Vendor, resolve: (query, change, _args, ctx) => ctx.db.vendor.findUniqueOrThrow({ ...query, where: { id: change.id } }) }),
  }),
});

type ProfileArgs = { [K in keyof ProfileInput]?: ProfileInput[K] | null };
const toProfileInput = ({ image, ...fields }: ProfileArgs): ProfileInput => {
  const input: ProfileInput = { image: image ?? null };
  for (const [key, value] of Object.entries(fields)) if (value != null) (input as Record<string, unknown>)[key] = value;
  return input;
};

builder.mutationFields((t) => ({
  updateMyProfile: t.field({
    type: profileSuccess('UpdateMyProfileSuccess'),
    description:
      "Updates the signed-in vendor's own profile (send a GraphQL multipart request for the image). A new password or email needs `currentPassword`; a new email takes effect after confirmEmailChange.",
    errors: { types: [ValidationError, ConflictError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: UpdateMyProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireSignedIn(ctx);
      return updateVendorProfile(ctx, viewer.vendorId, toProfileInput(input as ProfileArgs));
    },
  }),
  confirmEmailChange: t.field({
    type: ConfirmEmailChangeSuccess,
    description: 'Makes the pending new email your own with the code mailed to it; the old address is told.',
    errors: { types: [ValidationError, ConflictError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: ConfirmEmailChangeInput, required: true }) },
    resolve: (_root, { input }, ctx) => confirmEmailChange(ctx, input.code),
  }),
  updateVendorProfile: t.field({
    type: profileSuccess('UpdateVendorProfileSuccess'),
    description: "The admin edits a vendor's profile; empty fields keep the current values. Admin only (403).",
    errors: { types: [ValidationError, ConflictError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateVendorProfileInput, required: true }) },
    resolve: async (_root, { input: { vendorId, ...fields } }, ctx) => {
      await requireAdmin(ctx);
      const id = Number(vendorId.id);
      if (!Number.isSafeInteger(id)) throw new NotFoundError('Vendor not found.');
      return updateVendorProfile(ctx, id, toProfileInput(fields as ProfileArgs), { emptyKeepsCurrent: true });
    },
  }),
}));
