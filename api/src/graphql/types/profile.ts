import { builder } from '../builder.ts';
import { Vendor } from './vendor.ts';
import { BrandTypeEnum } from './enums.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { requireAdmin, requireSignedIn } from '../../domain/auth/guards.ts';
import { updateVendorProfile, type ProfileInput } from '../../domain/vendors/profile.ts';

/** The profile form's fields (store id, access and the admin flag are not among them). */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function profileFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    phone: t.string({ description: 'Digits only.' }),
    brandType: t.field({ type: BrandTypeEnum }),
    storeName: t.string(),
    address1: t.string(),
    address2: t.string(),
    city: t.string(),
    stateCounty: t.string(),
    country: t.string(),
    postcode: t.string(),
    description: t.string(),
    password: t.string({ description: 'Empty or missing keeps the current password; at least 6 characters; ends the other sessions.' }),
    image: t.field({ type: 'File', description: 'A new profile image (at most 10 MB), stored through the media pipeline.' }),
  };
}

const UpdateMyProfileInput = builder.inputType('UpdateMyProfileInput', {
  description: 'Fields left out stay as they are; an emptied required field is refused.',
  fields: (t) => profileFields(t),
});

const UpdateVendorProfileInput = builder.inputType('UpdateVendorProfileInput', {
  description: "The admin's edit: empty fields keep the vendor's current values (spec §5).",
  fields: (t) => ({ vendorId: t.globalID({ required: true, for: Vendor }), ...profileFields(t) }),
});

const profileSuccess = (name: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({
      vendor: t.prismaField({
        type: Vendor,
        resolve: (query, change, _args, ctx) => ctx.db.vendor.findUniqueOrThrow({ ...query, where: { id: change.id } }),
      }),
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
    description: "Updates the signed-in vendor's own profile (send a GraphQL multipart request for the image).",
    errors: { types: [ValidationError, ConflictError], directResult: true },
    args: { input: t.arg({ type: UpdateMyProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireSignedIn(ctx);
      return updateVendorProfile(ctx, viewer.vendorId, toProfileInput(input as ProfileArgs));
    },
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
