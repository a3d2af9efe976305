import type { BrandType, Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { pageFromRows, type Page, type PageRequest } from '../paging.ts';
import { readCardRows, type ProductCardRow } from './product-cards.ts';
import { visibleProduct, type ProductFilter, type ProductSort } from './products.ts';
import { publicVendor } from './vendors.ts';

/**
 * The storefront's read questions, one function each, asked by GraphQL and REST alike. A read
 * that hands back whole rows takes the transport's Prisma arguments (`select` or `include`, and
 * for GraphQL's connections its paging): which columns an answer needs is the transport's
 * business, which rows anyone may see is the domain's.
 */

export interface StorefrontQuery {
  filter?: ProductFilter;
  sort?: ProductSort;
}

/**
 * A page of a storefront listing as product cards (the benchmarked card reader,
 * catalogue/product-cards.ts).
 */
export async function listStorefrontProducts(ctx: Context, { filter = {}, sort = 'NEWEST' }: StorefrontQuery, page: PageRequest): Promise<Page<ProductCardRow>> {
  return pageFromRows(await readCardRows(ctx, filter, sort, page), page);
}

/** How a product is named from outside: its slug or its numeric id. */
export type ProductKey = { slug: string } | { id: number };

/** A product on the storefront (null when unknown or delisted), with the columns `args` select. */
export function getProduct<A extends Omit<Prisma.ProductFindFirstArgs, 'where'>>(ctx: Context, key: ProductKey, args: A): Promise<Prisma.ProductGetPayload<A> | null> {
  return ctx.db.product.findFirst({ ...args, where: { AND: [visibleProduct, key] } }) as Promise<Prisma.ProductGetPayload<A> | null>;
}

/** The public store list order: by store name. */
const vendorOrder: Prisma.VendorOrderByWithRelationInput[] = [{ storeName: 'asc' }, { id: 'asc' }];

/** Public vendors (not the admin, not revoked), by store name, optionally of one brand type. */
export function listPublicVendors<A extends Omit<Prisma.VendorFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: { brandType?: BrandType | null }, args: A): Promise<Prisma.VendorGetPayload<A>[]> {
  return ctx.db.vendor.findMany({ ...args, where: { ...publicVendor, brandType: filter.brandType ?? undefined }, orderBy: vendorOrder }) as Promise<Prisma.VendorGetPayload<A>[]>;
}

/** A public vendor by store id (null when unknown, revoked or the admin). */
export function getPublicVendor<A extends Omit<Prisma.VendorFindFirstArgs, 'where'>>(ctx: Context, storeId: string, args: A): Promise<Prisma.VendorGetPayload<A> | null> {
  return ctx.db.vendor.findFirst({ ...args, where: { ...publicVendor, storeId } }) as Promise<Prisma.VendorGetPayload<A> | null>;
}
