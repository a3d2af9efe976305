import { Prisma, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { bestMatchIds, matchingRows, planSearch } from './search.ts';

export type ProductSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'RATING' | 'PRICE_PER_SQFT_ASC' | 'PRICE_PER_SQFT_DESC' | 'RELEVANCE';

/**
 * Listings of revoked vendors leave the storefront until access is granted again. The product
 * row carries its vendor's access (`vendorListed`, kept by database triggers), so listings read
 * one table.
 */
export const visibleProduct: Prisma.ProductWhereInput = { vendorListed: true };

/**
 * A listing order, as the columns the card reader sorts and pages by. Every column of one order
 * runs the same direction, and the last is the unique id, so a row's columns place it exactly
 * (cursors).
 */
export interface ListingOrder {
  descending: boolean;
  /**
   * Columns of `products` (or an `expression` over the row `table`). A nullable one names
   * `nullsAs`, a value NULL sorts as: negative, below every real value (last going down, first
   * going up); otherwise above every real one. Rows then compare as the order sorts them.
   */
  columns: { name: string; expression?: (table: string) => string; nullsAs?: number }[];
}

/** Price per sqft is never this high: products without an area sort as this, after every priced one. */
const ABOVE_ANY_PRICE_PER_SQFT = 1e15;

const LISTING_ORDERS: Record<Exclude<ProductSort, 'RELEVANCE'>, ListingOrder> = {
  NEWEST: { descending: true, columns: [{ name: 'created_at' }, { name: 'id' }] },
  PRICE_ASC: { descending: false, columns: [{ name: 'price' }, { name: 'id' }] },
  PRICE_DESC: { descending: true, columns: [{ name: 'price' }, { name: 'id' }] },
  // Averages of 1-5 ratings: -1 sorts below all of them, where NULLS LAST puts the unrated.
  RATING: { descending: true, columns: [{ name: 'rating_average', nullsAs: -1 }, { name: 'rating_count' }, { name: 'id' }] },
  // Listings without an area (no price per sqft) come last either way.
  PRICE_PER_SQFT_ASC: { descending: false, columns: [{ name: 'price_per_sqft', nullsAs: ABOVE_ANY_PRICE_PER_SQFT }, { name: 'id' }] },
  PRICE_PER_SQFT_DESC: { descending: true, columns: [{ name: 'price_per_sqft', nullsAs: -1 }, { name: 'id' }] },
};

/**
 * The order of a listing. RELEVANCE is the search's own order (best match first, the order of
 * `searchIds`); without a search it is NEWEST.
 */
export function listingOrder(sort: ProductSort = 'NEWEST', searchIds?: number[]): ListingOrder {
  if (sort === 'RELEVANCE') {
    if (!searchIds) return LISTING_ORDERS.NEWEST;
    // Whole numbers read from the database: safe to write into the statement.
    const ids = `'{${searchIds.map((id) => Math.trunc(id)).join(',')}}'::int[]`;
    return { descending: false, columns: [{ name: 'search_position', expression: (table) => `array_position(${ids}, ${table}.id)` }, { name: 'id' }] };
  }
  return LISTING_ORDERS[sort] ?? LISTING_ORDERS.NEWEST;
}

/** The SQL of one order column over the row `table`. */
export function orderColumn(column: ListingOrder['columns'][number], table: string): string {
  return column.expression ? column.expression(table) : `${table}.${column.name}`;
}

/** The NEWEST order for Prisma reads (REST lists, the vendor page, the dashboard). */
export const newestFirst: Prisma.ProductOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * Ids of visible products matching a text query, best first: full-text match on the forgiving
 * plan of the query (search.ts: typos, word parts, split and joined words, units, numbers,
 * synonyms, the word list and thesaurus; the best partial matches when no row has every word),
 * ranked by how much of the query a row covers and where (name, category, place, store), then
 * exact words before the last word as a prefix before the rest, then how well the name matches,
 * then by reviews and recency.
 */
export async function matchingProductIds(
  ctx: Context,
  query: string,
  limit: number,
  offset: number,
  catalogue?: Catalogue | null,
  { suggestible = false }: { suggestible?: boolean } = {},
): Promise<number[]> {
  const plan = await planSearch(ctx, query);
  if (!plan) return [];
  const catalogueFilter = catalogue ? Prisma.sql`AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty;
  // Hidden from suggestions (the spec's product_status 0) holds on every path to the search box's
  // dropdown, corrected and expanded queries included; the results page still lists the listing.
  const suggestibleFilter = suggestible ? Prisma.sql`AND p.status <> 'HIDDEN'` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ id: number }[]>(bestMatchIds(plan, Prisma.sql`AND p.vendor_listed ${catalogueFilter} ${suggestibleFilter}`, limit, offset));
  return rows.map((r) => r.id);
}

/** How many visible products match a text query: the whole of what matchingProductIds pages through. */
export async function countMatchingProducts(ctx: Context, query: string, catalogue?: Catalogue | null): Promise<number> {
  const plan = await planSearch(ctx, query);
  if (!plan) return 0;
  const catalogueFilter = catalogue ? Prisma.sql`AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty;
  const [{ count }] = await ctx.db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM ${matchingRows(plan, Prisma.sql`AND p.vendor_listed ${catalogueFilter}`)}`;
  return count;
}

export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Products for the search box's dropdown: from 2 characters, at most `limit`, the typed words
 * corrected and the last one completed as a prefix, never a listing hidden from suggestions.
 */
export async function searchSuggestionIds(ctx: Context, query: string, limit = 8): Promise<number[]> {
  if (query.trim().length < SUGGESTION_MIN_LENGTH) return [];
  return matchingProductIds(ctx, query, Math.min(Math.max(limit, 1), 20), 0, null, { suggestible: true });
}

/** Keeps the order of `ids` for rows loaded with `id IN (...)`. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
