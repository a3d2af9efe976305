// What a storefront listing may be filtered by (issue 20: the portal's filters), checked, and
// turned into SQL conditions over `products p`. One place for every transport: GraphQL's
// `products` and its facets, REST's lists and the web pages all filter through here.
import { Catalogue as CatalogueValues, Prisma, type Catalogue, type CompletionStatus, type ListingPurpose } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { AMENITIES, type Amenity } from '@rules/product.ts';
import { sqftFrom, type AreaUnitName } from '@rules/listing.ts';
import type { CurrencyCode } from '../money/currency.ts';
import { matchingProductIds } from './products.ts';

/** The part of the map a listing is limited to (degrees; west > east crosses the antimeridian). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface ProductFilter {
  catalogue?: Catalogue | null;
  categorySlug?: string | null;
  vendorStoreId?: string | null;
  /** The price range, in `currency` (USD when not given). */
  minPrice?: number | null;
  maxPrice?: number | null;
  currency?: CurrencyCode | null;
  minBeds?: number | null;
  minBaths?: number | null;
  /** The floor area range, in `areaUnit` (sqft when not given). */
  minArea?: number | null;
  maxArea?: number | null;
  areaUnit?: AreaUnitName | null;
  purpose?: ListingPurpose | null;
  completionStatus?: CompletionStatus | null;
  city?: string | null;
  neighbourhood?: string | null;
  /** Every one of these amenities. */
  amenities?: string[] | null;
  /** Average rating of at least this (1-5). */
  minRating?: number | null;
  bounds?: MapBounds | null;
  search?: string | null;
}

/** A filter's name: what facets leave out to count each option of their own filter. */
export type FilterKey = 'catalogue' | 'category' | 'vendor' | 'price' | 'beds' | 'baths' | 'area' | 'purpose' | 'completion' | 'place' | 'neighbourhood' | 'amenities' | 'rating' | 'bounds' | 'search';

export interface KeyedCondition {
  key: FilterKey | 'listed';
  sql: Prisma.Sql;
  /** The search's matches, best first (the `search` condition only): what RELEVANCE sorts by. */
  ids?: number[];
}

const MAX_PRICE = 1e12;
const MAX_AREA = 1e9;
const MAX_TEXT = 100;
const SEARCH_MATCH_LIMIT = 2000;

function assertRange(min: number | null | undefined, max: number | null | undefined, names: [string, string], limit: number) {
  for (const [value, field] of [[min, names[0]], [max, names[1]]] as const) {
    if (value == null) continue;
    if (!Number.isFinite(value) || value < 0 || value > limit) throw new ValidationError(`${field} must be a number between 0 and ${limit}.`, field);
  }
  if (min != null && max != null && min > max) throw new ValidationError(`${names[0]} cannot be greater than ${names[1]}.`, names[0]);
}

function assertCount(value: number | null | undefined, field: string, max = 1000) {
  if (value == null) return;
  if (!Number.isInteger(value) || value < 0 || value > max) throw new ValidationError(`${field} must be a whole number between 0 and ${max}.`, field);
}

function assertText(value: string | null | undefined, field: string) {
  if (value != null && value.length > MAX_TEXT) throw new ValidationError(`${field} is limited to ${MAX_TEXT} characters.`, field);
}

function assertBounds(bounds: MapBounds) {
  const { south, west, north, east } = bounds;
  const inRange = (v: number, limit: number) => Number.isFinite(v) && v >= -limit && v <= limit;
  if (!inRange(south, 90) || !inRange(north, 90)) throw new ValidationError('bounds: latitudes must be between -90 and 90.', 'bounds');
  if (!inRange(west, 180) || !inRange(east, 180)) throw new ValidationError('bounds: longitudes must be between -180 and 180.', 'bounds');
  if (south > north) throw new ValidationError('bounds: south cannot be north of north.', 'bounds');
}

function checkAmenities(values: string[]): Amenity[] {
  if (values.length > AMENITIES.length) throw new ValidationError(`amenities: at most ${AMENITIES.length}.`, 'amenities');
  for (const value of values) if (!AMENITIES.includes(value as Amenity)) throw new ValidationError(`Unknown amenity: ${value}.`, 'amenities');
  return AMENITIES.filter((a) => values.includes(a));
}

/** Throws ValidationError on nonsense (a negative price, min above max, a latitude of 200...). */
export function assertListingFilter(filter: ProductFilter) {
  assertRange(filter.minPrice, filter.maxPrice, ['minPrice', 'maxPrice'], MAX_PRICE);
  assertRange(filter.minArea, filter.maxArea, ['minArea', 'maxArea'], MAX_AREA);
  assertCount(filter.minBeds, 'minBeds');
  assertCount(filter.minBaths, 'minBaths');
  if (filter.minRating != null && !(Number.isFinite(filter.minRating) && filter.minRating >= 1 && filter.minRating <= 5)) {
    throw new ValidationError('minRating must be between 1 and 5.', 'minRating');
  }
  assertText(filter.city, 'city');
  assertText(filter.neighbourhood, 'neighbourhood');
  if (filter.amenities) checkAmenities(filter.amenities);
  if (filter.bounds) assertBounds(filter.bounds);
}

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
 * A price bound in another currency, in USD, widened by half a cent of that currency: a price
 * shown as exactly the bound (after rounding) is inside it.
 */
async function usdBound(ctx: Context, amount: number, currency: CurrencyCode, side: 'min' | 'max'): Promise<number> {
  if (currency === 'USD') return amount;
  const rate = Number((await ctx.services.rates.get(currency)).rate);
  return (side === 'min' ? amount - 0.005 : amount + 0.005) / rate;
}

/** Case-insensitive equality on a text column (city and neighbourhood names). */
const sameText = (column: string, value: string) => Prisma.sql`lower(${Prisma.raw(column)}) = ${value.trim().toLowerCase()}`;

/**
 * The conditions of a storefront listing, each named by the filter it comes from, as SQL over
 * `products p` (ANDed by the caller). Throws ValidationError on nonsense.
 */
export async function keyedListingConditions(ctx: Context, filter: ProductFilter = {}): Promise<KeyedCondition[]> {
  assertListingFilter(filter);
  const conditions: KeyedCondition[] = [{ key: 'listed', sql: Prisma.sql`p.vendor_listed` }];
  const add = (key: FilterKey, sql: Prisma.Sql) => conditions.push({ key, sql });
  const { catalogue, vendorStoreId, minPrice, maxPrice, minBeds, minBaths, minArea, maxArea } = filter;
  if (catalogue) add('catalogue', Prisma.sql`p.catalogue = ${sqlLiteral(catalogue)}`);
  if (filter.categorySlug) add('category', await categoryCondition(ctx, filter.categorySlug));
  if (vendorStoreId) add('vendor', Prisma.sql`p.vendor_id = (SELECT v.id FROM vendors v WHERE v.store_id = ${vendorStoreId})`);
  const currency = filter.currency ?? 'USD';
  if (minPrice != null) add('price', Prisma.sql`p.price >= ${await usdBound(ctx, minPrice, currency, 'min')}`);
  if (maxPrice != null) add('price', Prisma.sql`p.price <= ${await usdBound(ctx, maxPrice, currency, 'max')}`);
  if (minBeds != null) add('beds', Prisma.sql`p.beds >= ${minBeds}`);
  if (minBaths != null) add('baths', Prisma.sql`p.baths >= ${minBaths}`);
  // Areas are whole square feet; a bound in square metres is widened by half a unit, as prices are.
  const unit = filter.areaUnit ?? 'SQFT';
  if (minArea != null) add('area', Prisma.sql`p.area_sqft >= ${sqftFrom(unit === 'SQM' ? minArea - 0.5 : minArea, unit)}::float8`);
  if (maxArea != null) add('area', Prisma.sql`p.area_sqft <= ${sqftFrom(unit === 'SQM' ? maxArea + 0.5 : maxArea, unit)}::float8`);
  if (filter.purpose) add('purpose', Prisma.sql`p.purpose = ${filter.purpose}::"ListingPurpose"`);
  if (filter.completionStatus) add('completion', Prisma.sql`p.completion_status = ${filter.completionStatus}::"CompletionStatus"`);
  if (filter.city?.trim()) add('place', sameText('p.city', filter.city));
  if (filter.neighbourhood?.trim()) add('neighbourhood', sameText('p.neighbourhood', filter.neighbourhood));
  if (filter.amenities?.length) add('amenities', Prisma.sql`p.amenities @> ${checkAmenities(filter.amenities)}::text[]`);
  if (filter.minRating != null) add('rating', Prisma.sql`p.rating_average >= ${filter.minRating}`);
  if (filter.bounds) add('bounds', boundsCondition(filter.bounds));
  if (filter.search?.trim()) {
    const ids = await searchMatches(ctx, filter.search);
    // The ids travel as one array literal: one statement text whatever their number.
    conditions.push({ key: 'search', sql: Prisma.sql`p.id = ANY(${`{${ids.join(',')}}`}::int[])`, ids });
  }
  return conditions;
}

/**
 * The products matching search words, best first, read once per request: a listing page asks for
 * its cards and its facets (and the map for its points) with the same filter, in parallel.
 */
const searchesOfRequest = new WeakMap<Context, Map<string, Promise<number[]>>>();
function searchMatches(ctx: Context, words: string): Promise<number[]> {
  let searches = searchesOfRequest.get(ctx);
  if (!searches) searchesOfRequest.set(ctx, (searches = new Map()));
  let ids = searches.get(words);
  if (!ids) searches.set(words, (ids = matchingProductIds(ctx, words, SEARCH_MATCH_LIMIT, 0)));
  return ids;
}

/** Products whose point lies inside the bounds (a box crossing the antimeridian wraps around). */
function boundsCondition({ south, west, north, east }: MapBounds): Prisma.Sql {
  const longitude = west <= east ? Prisma.sql`p.longitude BETWEEN ${west} AND ${east}` : Prisma.sql`(p.longitude >= ${west} OR p.longitude <= ${east})`;
  return Prisma.sql`p.latitude BETWEEN ${south} AND ${north} AND ${longitude}`;
}

/** The conditions of a storefront listing, as SQL over `products p` (ANDed by the caller). */
export async function listingConditions(ctx: Context, filter: ProductFilter = {}): Promise<Prisma.Sql[]> {
  return (await keyedListingConditions(ctx, filter)).map((c) => c.sql);
}
