import { Prisma, type BrandType, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { countMatchingProducts, inIdOrder, matchingProductIds, searchSuggestionIds, visibleProduct } from './products.ts';
import { publicVendor, topVendorIds } from './vendors.ts';

/**
 * The storefront's read questions, one function each, asked by GraphQL and REST alike. A read
 * that hands back whole rows takes the transport's Prisma arguments (`select` or `include`, and
 * for GraphQL's connections its paging): which columns an answer needs is the transport's
 * business, which rows anyone may see is the domain's.
 */

/** Products by id, in the order of `ids` (ids without a row are left out). */
export async function productsInOrder<A extends Omit<Prisma.ProductFindManyArgs, 'where'>>(ctx: Context, ids: number[], args: A): Promise<Prisma.ProductGetPayload<A>[]> {
  // Every product row has its id, whatever `args` select (Pothos always selects it; REST includes).
  const rows = (await ctx.db.product.findMany({ ...args, where: { id: { in: ids } } })) as unknown as (Prisma.ProductGetPayload<A> & { id: number })[];
  return inIdOrder(ids, rows);
}

/** Products matching the words, best match first (typos corrected): the search results page. */
export async function searchProducts<A extends Omit<Prisma.ProductFindManyArgs, 'where'>>(
  ctx: Context,
  query: { text: string; catalogue?: Catalogue | null },
  page: { limit: number; offset: number },
  args: A,
): Promise<Prisma.ProductGetPayload<A>[]> {
  return productsInOrder(ctx, await matchingProductIds(ctx, query.text, page.limit, page.offset, query.catalogue), args);
}

/** How many products the search results page holds in all. */
export function countSearchProducts(ctx: Context, query: { text: string; catalogue?: Catalogue | null }): Promise<number> {
  return countMatchingProducts(ctx, query.text, query.catalogue);
}

/** The search box's dropdown: from 2 characters, at most `limit` (1 to 20) products. */
export async function suggestProducts<A extends Omit<Prisma.ProductFindManyArgs, 'where'>>(ctx: Context, text: string, limit: number, args: A): Promise<Prisma.ProductGetPayload<A>[]> {
  const ids = await searchSuggestionIds(ctx, text, limit);
  return ids.length ? productsInOrder(ctx, ids, args) : [];
}

/** Categories in menu order, optionally of one catalogue or only those named in menus. */
export function listCategories<A extends Omit<Prisma.CategoryFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: { catalogue?: Catalogue | null; inMenu?: boolean | null }, args: A): Promise<Prisma.CategoryGetPayload<A>[]> {
  return ctx.db.category.findMany({
    ...args,
    where: { catalogue: filter.catalogue ?? undefined, inMenu: filter.inMenu ?? undefined },
    orderBy: [{ catalogue: 'asc' }, { position: 'asc' }],
  }) as Promise<Prisma.CategoryGetPayload<A>[]>;
}

/** How a product is named from outside: its slug or its numeric id. */
export type ProductKey = { slug: string } | { id: number };

/** A product on the storefront (null when unknown or delisted), with the columns `args` select. */
export function getProduct<A extends Omit<Prisma.ProductFindFirstArgs, 'where'>>(ctx: Pick<Context, 'db'>, key: ProductKey, args: A): Promise<Prisma.ProductGetPayload<A> | null> {
  return ctx.db.product.findFirst({ ...args, where: { AND: [visibleProduct, key] } }) as Promise<Prisma.ProductGetPayload<A> | null>;
}

/** The public store list order: by store name. */
const vendorOrder: Prisma.VendorOrderByWithRelationInput[] = [{ storeName: 'asc' }, { id: 'asc' }];

/** Public vendors (not the admin, not revoked), by store name, optionally of one brand type. */
export function listPublicVendors<A extends Omit<Prisma.VendorFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: { brandType?: BrandType | null }, args: A): Promise<Prisma.VendorGetPayload<A>[]> {
  return ctx.db.vendor.findMany({ ...args, where: { ...publicVendor, brandType: filter.brandType ?? undefined }, orderBy: vendorOrder }) as Promise<Prisma.VendorGetPayload<A>[]>;
}

/** How many public vendors the list holds (listPublicVendors's filter). */
export function countPublicVendors(ctx: Context, filter: { brandType?: BrandType | null }): Promise<number> {
  return ctx.db.vendor.count({ where: { ...publicVendor, brandType: filter.brandType ?? undefined } });
}

/** A public vendor by store id (null when unknown, revoked or the admin). */
export function getPublicVendor<A extends Omit<Prisma.VendorFindFirstArgs, 'where'>>(ctx: Pick<Context, 'db'>, storeId: string, args: A): Promise<Prisma.VendorGetPayload<A> | null> {
  return ctx.db.vendor.findFirst({ ...args, where: { ...publicVendor, storeId } }) as Promise<Prisma.VendorGetPayload<A> | null>;
}

/** Top Rated Vendors (public ones, by the average rating of their listings), with the caller's selection. */
export async function listTopVendors<A extends Omit<Prisma.VendorFindManyArgs, 'where'>>(ctx: Context, first: number, args: A): Promise<Prisma.VendorGetPayload<A>[]> {
  const ids = await topVendorIds(ctx, first);
  return inIdOrder(ids, (await ctx.db.vendor.findMany({ ...args, where: { id: { in: ids } } })) as unknown as Array<Prisma.VendorGetPayload<A> & { id: number }>);
}

/** The storefront ids of products named by slug (old carts name a product by slug only). */
export async function productIdsBySlug(ctx: Context, slugs: string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const rows = await ctx.db.product.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The signed-in vendor's or admin's own account, with the caller's selection; null for a visitor. */
export async function getViewerAccount<A extends Omit<Prisma.VendorFindUniqueArgs, 'where'>>(ctx: Context, args: A): Promise<Prisma.VendorGetPayload<A> | null> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor') return null;
  return ctx.db.vendor.findUnique({ ...args, where: { id: viewer.vendorId } }) as Promise<Prisma.VendorGetPayload<A> | null>;
}
