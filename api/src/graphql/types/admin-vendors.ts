// The admin's vendor management over GraphQL: the list of all stores, access, deletion.
import { builder } from '../builder.ts';
import { Vendor } from './vendor.ts';
import { BrandTypeEnum } from './enums.ts';
import { countAdminVendors, deleteVendor, getAdminVendor, listAdminVendors, setVendorAccess } from '../../domain/vendors/admin.ts';

/** The numeric id behind a Vendor global id. */
export const vendorDatabaseId = (globalId: { id: string }) => Number(globalId.id);

builder.prismaObjectField(Vendor, 'accessGranted', (t) =>
  t.boolean({
    nullable: true,
    description: 'Whether the store may sell (the spec\'s vendor_status). Only the admin sees it; null for anyone else.',
    select: { accessGranted: true },
    authScopes: { admin: true },
    unauthorizedResolver: () => null,
    resolve: (v) => v.accessGranted,
  }),
);

builder.queryFields((t) => ({
  adminVendor: t.prismaField({
    type: Vendor,
    nullable: true,
    description: "Any store by store id, revoked ones included (the admin's edit page). Admin only.",
    args: { storeId: t.arg.string({ description: "The vendor's store id.", required: true }) },
    resolve: (query, _root, { storeId }, ctx) => getAdminVendor(ctx, storeId, query),
  }),
  adminVendors: t.prismaConnection({
    type: 'Vendor',
    cursor: 'id',
    description: 'All stores for the admin (admin accounts hidden, revoked stores included), by store name. Admin only.',
    args: {
      search: t.arg.string({ required: false, description: 'Part of the store name, any case.' }),
      brandTypes: t.arg({ type: [BrandTypeEnum], required: false, description: 'Only these brand types (empty: all).' }),
    },
    totalCount: (_connection, args, ctx) => countAdminVendors(ctx, args),
    resolve: (query, _root, args, ctx) => listAdminVendors(ctx, args, query),
  }),
}));

const SetVendorAccessInput = builder.inputType('SetVendorAccessInput', {
  fields: (t) => ({
    vendorId: t.globalID({ description: "The vendor's global id.", required: true, for: [Vendor] }),
    accessGranted: t.boolean({ required: true, description: 'true: Grant Access; false: Revoke Access (ends all their sessions).' }),
  }),
});

const DeleteVendorInput = builder.inputType('DeleteVendorInput', {
  fields: (t) => ({ vendorId: t.globalID({ description: "The vendor's global id.", required: true, for: [Vendor] }) }),
});

const VendorAccessChanged = builder.objectRef<{ vendorId: number }>('SetVendorAccessSuccess').implement({
  fields: (t) => ({
    vendor: t.prismaField({
      description: 'The vendor with its new access.',
      type: Vendor,
      resolve: (query, result, _args, ctx) => ctx.db.vendor.findUniqueOrThrow({ ...query, where: { id: result.vendorId } }),
    }),
  }),
});

const VendorDeleted = builder.objectRef<{ vendorId: number; storeId: string }>('DeleteVendorSuccess').implement({
  fields: (t) => ({
    deletedVendorId: t.globalID({ description: 'The global id of the vendor deleted.', resolve: (r) => ({ type: 'Vendor', id: r.vendorId }) }),
    storeId: t.exposeString('storeId', { description: 'The store id the deleted vendor had.' }),
  }),
});

builder.mutationFields((t) => ({
  setVendorAccess: t.field({
    type: VendorAccessChanged,
    description: "Grants or revokes a store's access. Revoking ends all their sessions and hides their listings. Admin only; admins cannot be deactivated.",
    errors: { directResult: true },
    args: { input: t.arg({ type: SetVendorAccessInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ vendorId: await setVendorAccess(ctx, { id: vendorDatabaseId(input.vendorId) }, input.accessGranted) }),
  }),
  deleteVendor: t.field({
    type: VendorDeleted,
    description: 'Deletes a store for good: listings, media, sessions and posts go; past orders stay intact. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeleteVendorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const vendorId = vendorDatabaseId(input.vendorId);
      const deleted = await deleteVendor(ctx, { id: vendorId });
      return { vendorId, storeId: deleted.storeId };
    },
  }),
}));
