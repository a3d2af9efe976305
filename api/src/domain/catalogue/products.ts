import { Prisma, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { ValidationError } from '../errors.ts';
import { assertQuery, correctWords, matchesTsQuery, nameRank, queryWords, toTsQuery } from './search.ts';

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

/**
 * A category page filters by the category's id from the in-memory book (one table to read);
 * a slug the book does not know yet falls back to asking the categories table.
 */
async function categoryCondition(ctx: Context, slug: string): Promise<Prisma.ProductWhereInput> {
  const category = await ctx.services.categories.bySlug(slug);
  return category ? { categoryId: category.id } : { category: { slug } };
}

/** The Prisma `where` for a storefront listing; throws ValidationError on nonsense. */
export async function productWhere(ctx: Context, filter: ProductFilter = {}): Promise<Prisma.ProductWhereInput> {
  assertAmount(filter.minPrice, 'minPrice');
  assertAmount(filter.maxPrice, 'maxPrice');
  assertCount(filter.minBeds, 'minBeds');
  assertCount(filter.minBaths, 'minBaths');
  if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    throw new ValidationError('minPrice cannot be greater than maxPrice.', 'minPrice');
  }
  const and: Prisma.ProductWhereInput[] = [visibleProduct];
  if (filter.catalogue) and.push({ catalogue: filter.catalogue });
  if (filter.categorySlug) and.push(await categoryCondition(ctx, filter.categorySlug));
  if (filter.vendorStoreId) and.push({ vendor: { storeId: filter.vendorStoreId } });
  if (filter.minPrice != null || filter.maxPrice != null) {
    and.push({ price: { gte: filter.minPrice ?? undefined, lte: filter.maxPrice ?? undefined } });
  }
  if (filter.minBeds != null) and.push({ beds: { gte: filter.minBeds } });
  if (filter.minBaths != null) and.push({ baths: { gte: filter.minBaths } });
  if (filter.search?.trim()) and.push({ id: { in: await matchingProductIds(ctx, filter.search, SEARCH_MATCH_LIMIT, 0) } });
  return { AND: and };
}

export function productOrderBy(sort: ProductSort = 'NEWEST'): Prisma.ProductOrderByWithRelationInput[] {
  switch (sort) {
    case 'PRICE_ASC':
      return [{ price: 'asc' }, { id: 'asc' }];
    case 'PRICE_DESC':
      return [{ price: 'desc' }, { id: 'desc' }];
    case 'RATING':
      return [{ ratingAverage: { sort: 'desc', nulls: 'last' } }, { ratingCount: 'desc' }, { id: 'desc' }];
    default:
      return [{ createdAt: 'desc' }, { id: 'desc' }];
  }
}

/**
 * Ids of visible products matching a text query, best first: full-text match on the
 * corrected words, ranked by how well the name matches, then by reviews and recency.
 */
export async function matchingProductIds(
  ctx: Context,
  query: string,
  limit: number,
  offset: number,
  catalogue?: Catalogue | null,
): Promise<number[]> {
  const words = await correctWords(ctx.db, queryWords(assertQuery(query)));
  const tsQuery = toTsQuery(words);
  if (!tsQuery) return [];
  const catalogueFilter = catalogue ? Prisma.sql`AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM products p
    WHERE p.vendor_listed AND ${matchesTsQuery(tsQuery)} ${catalogueFilter}
    ORDER BY ${nameRank(tsQuery)} DESC, p.rating_count DESC, p.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
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
