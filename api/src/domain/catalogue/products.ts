import { Catalogue as CatalogueValues, Prisma, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { ValidationError } from '../errors.ts';
import { matchesPlan, planRank, planSearch } from './search.ts';

export type ProductSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'RATING';

export interface ProductFilter {
  catalogue?: Catalogue | null;
  categorySlug?: string | null;
  vendorStoreId?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minBeds?: number | null;
  minBaths?: number | null;
  search?: string | null;
}

/**
 * Listings of revoked vendors leave the storefront until access is granted again. The product
 * row carries its vendor's access (`vendorListed`, kept by database triggers), so listings read
 * one table.
 */
export const visibleProduct: Prisma.ProductWhereInput = { vendorListed: true };

const MAX_PRICE = 1e12;
const SEARCH_MATCH_LIMIT = 2000;

function assertAmount(value: number | null | undefined, field: string) {
  if (value == null) return;
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) throw new ValidationError(`${field} must be a number between 0 and ${MAX_PRICE}.`, field);
}

function assertCount(value: number | null | undefined, field: string) {
  if (value == null) return;
  if (!Number.isInteger(value) || value < 0 || value > 1000) throw new ValidationError(`${field} must be a whole number between 0 and 1000.`, field);
}

const listedCondition = Prisma.sql`p.vendor_listed`;

/**
 * A value from a small fixed set (a catalogue, a category id, a page size) written into the
 * statement rather than passed as a parameter. A statement without parameters keeps one plan;
 * given parameters, PostgreSQL plans the list anew on every execution (about a third of the
 * engine's time for a page of cards). Values from open sets (prices, store ids, cursors) stay
 * parameters, so the statements a listing can produce stay few.
 */
export function sqlLiteral(value: number | Catalogue): Prisma.Sql {
  if (typeof value === 'number' ? Number.isSafeInteger(value) : value in CatalogueValues) return Prisma.raw(typeof value === 'number' ? String(value) : `'${value}'`);
  throw new ValidationError(`${String(value)} cannot be part of a listing.`);
}

/**
 * A category page filters by the category's id from the in-memory book (one table to read);
 * a slug the book does not know yet falls back to asking the categories table.
 */
async function categoryCondition(ctx: Context, slug: string): Promise<Prisma.Sql> {
  const category = await ctx.services.categories.bySlug(slug);
  return category ? Prisma.sql`p.category_id = ${sqlLiteral(category.id)}` : Prisma.sql`p.category_id = (SELECT c.id FROM categories c WHERE c.slug = ${slug})`;
}

/**
 * The conditions of a storefront listing, as SQL over `products p` (ANDed by the caller);
 * throws ValidationError on nonsense.
 */
export async function listingConditions(ctx: Context, filter: ProductFilter = {}): Promise<Prisma.Sql[]> {
  assertAmount(filter.minPrice, 'minPrice');
  assertAmount(filter.maxPrice, 'maxPrice');
  assertCount(filter.minBeds, 'minBeds');
  assertCount(filter.minBaths, 'minBaths');
  if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    throw new ValidationError('minPrice cannot be greater than maxPrice.', 'minPrice');
  }
  const { catalogue, vendorStoreId, minPrice, maxPrice, minBeds, minBaths } = filter;
  const conditions = [listedCondition];
  if (catalogue) conditions.push(Prisma.sql`p.catalogue = ${sqlLiteral(catalogue)}`);
  if (filter.categorySlug) conditions.push(await categoryCondition(ctx, filter.categorySlug));
  if (vendorStoreId) conditions.push(Prisma.sql`p.vendor_id = (SELECT v.id FROM vendors v WHERE v.store_id = ${vendorStoreId})`);
  if (minPrice != null) conditions.push(Prisma.sql`p.price >= ${minPrice}`);
  if (maxPrice != null) conditions.push(Prisma.sql`p.price <= ${maxPrice}`);
  if (minBeds != null) conditions.push(Prisma.sql`p.beds >= ${minBeds}`);
  if (minBaths != null) conditions.push(Prisma.sql`p.baths >= ${minBaths}`);
  if (filter.search?.trim()) {
    const ids = await matchingProductIds(ctx, filter.search, SEARCH_MATCH_LIMIT, 0);
    // The ids travel as one array literal: one statement text whatever their number.
    conditions.push(Prisma.sql`p.id = ANY(${`{${ids.join(',')}}`}::int[])`);
  }
  return conditions;
}

/**
 * A listing order, as the columns the card reader sorts and pages by. Every column of one order
 * runs the same direction, and the last is the unique id, so a row's columns place it exactly
 * (cursors).
 */
export interface ListingOrder {
  descending: boolean;
  /**
   * Columns of `products`. A nullable one names `nullsAs`, a value below every real one that
   * NULL sorts as (NULLS LAST going down), so rows compare as the order sorts them.
   */
  columns: { name: string; nullsAs?: number }[];
}

const LISTING_ORDERS: Record<ProductSort, ListingOrder> = {
  NEWEST: { descending: true, columns: [{ name: 'created_at' }, { name: 'id' }] },
  PRICE_ASC: { descending: false, columns: [{ name: 'price' }, { name: 'id' }] },
  PRICE_DESC: { descending: true, columns: [{ name: 'price' }, { name: 'id' }] },
  // Averages of 1-5 ratings: -1 sorts below all of them, where NULLS LAST puts the unrated.
  RATING: { descending: true, columns: [{ name: 'rating_average', nullsAs: -1 }, { name: 'rating_count' }, { name: 'id' }] },
};

export function listingOrder(sort: ProductSort = 'NEWEST'): ListingOrder {
  return LISTING_ORDERS[sort] ?? LISTING_ORDERS.NEWEST;
}

/** The NEWEST order for Prisma reads (REST lists, the vendor page, the dashboard). */
export const newestFirst: Prisma.ProductOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * Ids of visible products matching a text query, best first: full-text match on the forgiving
 * plan of the query (search.ts: typos, word parts, split and joined words, units, synonyms),
 * ranked exact words first, then the last word as a prefix, then the rest; within a rank by how
 * well the name matches, then by reviews and recency.
 */
export async function matchingProductIds(
  ctx: Context,
  query: string,
  limit: number,
  offset: number,
  catalogue?: Catalogue | null,
): Promise<number[]> {
  const plan = await planSearch(ctx, query);
  if (!plan) return [];
  const catalogueFilter = catalogue ? Prisma.sql`AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM products p
    WHERE p.vendor_listed AND ${matchesPlan(plan)} ${catalogueFilter}
    ORDER BY ${planRank(plan)}, p.rating_count DESC, p.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
}

/** How many visible products match a text query: the whole of what matchingProductIds pages through. */
export async function countMatchingProducts(ctx: Context, query: string, catalogue?: Catalogue | null): Promise<number> {
  const plan = await planSearch(ctx, query);
  if (!plan) return 0;
  const catalogueFilter = catalogue ? Prisma.sql`AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty;
  const [{ count }] = await ctx.db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM products p WHERE p.vendor_listed AND ${matchesPlan(plan)} ${catalogueFilter}`;
  return count;
}

export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Products for the search box's dropdown: from 2 characters, at most `limit`, the typed words
 * corrected and the last one completed as a prefix.
 */
export async function searchSuggestionIds(ctx: Context, query: string, limit = 8): Promise<number[]> {
  if (query.trim().length < SUGGESTION_MIN_LENGTH) return [];
  return matchingProductIds(ctx, query, Math.min(Math.max(limit, 1), 20), 0);
}

/** Keeps the order of `ids` for rows loaded with `id IN (...)`. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
