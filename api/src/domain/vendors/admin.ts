// The admin's vendor management: the list of all stores, access (grant/revoke) and deletion.
// Every function checks the admin itself, so no transport can forget it.
import type { BrandType, Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { closeVendorSessions } from '../auth/sessions.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { storedFileNames } from './files.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

export const ADMIN_CANNOT_BE_DEACTIVATED = ACCOUNT_MESSAGES.adminCannotBeDeactivated;
export const ADMIN_CANNOT_BE_DELETED = 'Admins cannot be deleted.';
export const VENDOR_NOT_FOUND = 'Vendor not found.';

export interface AdminVendorFilter {
  /** Part of the store name, any case. */
  search?: string | null;
  /** Only these brand types (empty or missing: all). */
  brandTypes?: readonly BrandType[] | null;
}

/** The admin's list: every store but the admin accounts (docs/spec/vendor-admin.md §2), revoked ones included. */
async function adminVendorWhere(ctx: Context, filter: AdminVendorFilter = {}): Promise<Prisma.VendorWhereInput> {
  await requireAdmin(ctx);
  const search = filter.search?.trim() ?? '';
  if (search.length > 100) throw new ValidationError('Search text is limited to 100 characters.', 'search');
  return {
    isAdmin: false,
    ...(search ? { storeName: { contains: search, mode: 'insensitive' as const } } : {}),
    ...(filter.brandTypes?.length ? { brandType: { in: [...filter.brandTypes] } } : {}),
  };
}

const adminVendorOrder: Prisma.VendorOrderByWithRelationInput[] = [{ storeName: 'asc' }, { id: 'asc' }];

/** The admin's list of stores, by store name, with the caller's selection and paging. */
export async function listAdminVendors<A extends Omit<Prisma.VendorFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: AdminVendorFilter, args: A): Promise<Prisma.VendorGetPayload<A>[]> {
  const where = await adminVendorWhere(ctx, filter);
  return ctx.db.vendor.findMany({ ...args, where, orderBy: adminVendorOrder }) as Promise<Prisma.VendorGetPayload<A>[]>;
}

/** How many stores the admin's list holds under a filter. */
export async function countAdminVendors(ctx: Context, filter: AdminVendorFilter): Promise<number> {
  return ctx.db.vendor.count({ where: await adminVendorWhere(ctx, filter) });
}

/**
 * One store for the admin's edit page: any store, revoked or admin included (the storefront's
 * lookups hide those); null when unknown.
 */
export async function getAdminVendor<A extends Omit<Prisma.VendorFindUniqueArgs, 'where'>>(ctx: Context, storeId: string, args: A): Promise<Prisma.VendorGetPayload<A> | null> {
  await requireAdmin(ctx);
  return ctx.db.vendor.findUnique({ ...args, where: { storeId } }) as Promise<Prisma.VendorGetPayload<A> | null>;
}

/** How the admin names a vendor: the database id (GraphQL) or the store id (REST). */
export type VendorRef = { id: number } | { storeId: string };

async function findVendor(ctx: Context, ref: VendorRef) {
  const vendor = await ctx.db.vendor.findUnique({
    where: 'id' in ref ? { id: ref.id } : { storeId: ref.storeId },
    select: { id: true, isAdmin: true, accessGranted: true, storeId: true },
  });
  if (!vendor) throw new NotFoundError(VENDOR_NOT_FOUND);
  return vendor;
}

/**
 * Grants or revokes a store's access. Revoking ends all the vendor's sessions at once (their
 * tokens stay dead after a later grant) and their listings leave the storefront, which filters
 * on access. Admin accounts cannot be revoked. Returns the vendor's id.
 */
export async function setVendorAccess(ctx: Context, ref: VendorRef, granted: boolean): Promise<number> {
  await requireAdmin(ctx);
  const vendor = await findVendor(ctx, ref);
  if (vendor.isAdmin && !granted) throw new ValidationError(ADMIN_CANNOT_BE_DEACTIVATED, 'vendorId');
  await ctx.db.$transaction(async (tx) => {
    await tx.vendor.update({ where: { id: vendor.id }, data: { accessGranted: granted } });
    if (!granted) await closeVendorSessions(tx, vendor.id);
  });
  ctx.services.changes.emit({ kind: 'vendor', id: vendor.id });
  ctx.services.log.info(`admin: vendor ${vendor.storeId} access ${granted ? 'granted' : 'revoked'}`);
  return vendor.id;
}

export interface DeletedVendor {
  storeId: string;
  products: number;
  media: number;
  files: number;
}

/**
 * Deletes a store for good. Past orders stay intact: order parts and items keep their snapshots
 * (store id and name, product name, prices) and only lose the link to the deleted rows (the
 * foreign keys set them to null). Listings, media rows, sessions and feed posts go with the
 * vendor (cascading foreign keys); comments the vendor wrote on other stores' listings stay,
 * unsigned. Afterwards the files only this vendor used are removed from storage.
 */
export async function deleteVendor(ctx: Context, ref: VendorRef): Promise<DeletedVendor> {
  await requireAdmin(ctx);
  const vendor = await findVendor(ctx, ref);
  if (vendor.isAdmin) throw new ValidationError(ADMIN_CANNOT_BE_DELETED, 'vendorId');

  const { counts, candidates } = await ctx.db.$transaction(async (tx) => {
    const owned = await tx.vendor.findUniqueOrThrow({
      where: { id: vendor.id },
      select: {
        image: true,
        media: { select: { fileName: true } },
        posts: { select: { image: true } },
        products: { select: { featureImage: true, images: true } },
        _count: { select: { products: true, media: true } },
      },
    });
    await tx.vendor.delete({ where: { id: vendor.id } });
    const references = [
      owned.image,
      ...owned.media.map((m) => m.fileName),
      ...owned.posts.map((p) => p.image),
      ...owned.products.flatMap((p) => [p.featureImage, ...p.images]),
    ];
    return { counts: owned._count, candidates: storedFileNames(references) };
  });
  ctx.services.changes.emit({ kind: 'vendor', id: vendor.id });

  const files = await removeUnreferencedFiles(ctx, candidates);
  ctx.services.log.info(`admin: vendor ${vendor.storeId} deleted (${counts.products} listings, ${counts.media} media, ${files} files)`);
  return { storeId: vendor.storeId, products: counts.products, media: counts.media, files };
}

/**
 * Removes the stored files (and their resized siblings) that no remaining row refers to: a
 * picture another store or a category still shows is kept. Runs after the commit, so a failed
 * removal leaves a stray file, never a row pointing at a missing one.
 */
async function removeUnreferencedFiles(ctx: Context, names: string[]): Promise<number> {
  if (!names.length) return 0;
  const [products, media, vendors, posts, categories] = await Promise.all([
    ctx.db.product.findMany({ where: { OR: [{ images: { hasSome: names } }, { featureImage: { in: names } }] }, select: { images: true, featureImage: true } }),
    ctx.db.mediaAsset.findMany({ where: { fileName: { in: names } }, select: { fileName: true } }),
    ctx.db.vendor.findMany({ where: { image: { in: names } }, select: { image: true } }),
    ctx.db.feedPost.findMany({ where: { image: { in: names } }, select: { image: true } }),
    ctx.db.category.findMany({ where: { image: { in: names } }, select: { image: true } }),
  ]);
  const stillUsed = new Set(
    storedFileNames([
      ...products.flatMap((p) => [p.featureImage, ...p.images]),
      ...media.map((m) => m.fileName),
      ...vendors.map((v) => v.image),
      ...posts.map((p) => p.image),
      ...categories.map((c) => c.image),
    ]),
  );
  const unused = names.filter((name) => !stillUsed.has(name));
  for (const name of unused) {
    for (const file of withVariants(name)) {
      try {
        await ctx.services.storage.remove(file);
      } catch (error) {
        ctx.services.log.error(`admin: could not remove ${file}`, error);
      }
    }
  }
  return unused.length;
}

/** A WebP we produced has `.card.webp` and `.thumb.webp` siblings (see domain/media/image-url.ts). */
export function withVariants(name: string): string[] {
  if (!name.endsWith('.webp') || /\.(card|thumb)\.webp$/.test(name)) return [name];
  const stem = name.slice(0, -'.webp'.length);
  return [name, `${stem}.card.webp`, `${stem}.thumb.webp`];
}
