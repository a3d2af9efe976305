// A listing page's filters, sort and view as URL search parameters, and back (issue 20): the
// URL is the state, so a filtered list can be shared, reloaded and walked back with the back
// button. Every listing page (/real-estate, /home-products, /category/*, /search) reads it
// here; the server renders the same list from the same URL. A value the page cannot use (a
// typo, a hand-edited link) is dropped, never an error.
import { AMENITIES, type Amenity } from '@rules/product.ts';
import { CURRENCY_CODES, type CurrencyCode } from '@rules/money.ts';
import type { AreaUnitName, CompletionStatusName, ListingPurposeName } from '@rules/listing.ts';

export type ListingSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'RATING' | 'PRICE_PER_SQFT_ASC' | 'PRICE_PER_SQFT_DESC' | 'RELEVANCE';
export type ListingView = 'list' | 'map';
export type CatalogueName = 'REAL_ESTATE' | 'HOME_PRODUCTS';

export interface MapBoundsValue {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** What the URL chooses. Fields left out are not chosen. */
export interface ListingParams {
  /** Search's catalogue switch (All / Properties / Home products); a catalogue page's own scope wins over it. */
  catalogue?: CatalogueName;
  purpose?: ListingPurposeName;
  completionStatus?: CompletionStatusName;
  categorySlug?: string;
  city?: string;
  neighbourhood?: string;
  vendorStoreId?: string;
  minBeds?: number;
  minBaths?: number;
  minPrice?: number;
  maxPrice?: number;
  /** The currency minPrice and maxPrice were chosen in. */
  currency?: CurrencyCode;
  minArea?: number;
  maxArea?: number;
  /** The unit of minArea and maxArea, and the one areas are shown in. */
  areaUnit?: AreaUnitName;
  amenities?: Amenity[];
  minRating?: number;
  bounds?: MapBoundsValue;
  sort?: ListingSort;
  view?: ListingView;
}

/** The URL's name of each sort (readable in a shared link). */
const SORT_NAMES: Record<ListingSort, string> = {
  NEWEST: 'newest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
  RATING: 'rating',
  PRICE_PER_SQFT_ASC: 'price-per-sqft-asc',
  PRICE_PER_SQFT_DESC: 'price-per-sqft-desc',
  RELEVANCE: 'relevance',
};
const SORTS_BY_NAME = new Map(Object.entries(SORT_NAMES).map(([sort, name]) => [name, sort as ListingSort]));

/** The URL's parameter names, in the order they are written. */
const KEYS = {
  catalogue: 'catalogue',
  purpose: 'purpose',
  completionStatus: 'completion',
  categorySlug: 'category',
  city: 'city',
  neighbourhood: 'area',
  vendorStoreId: 'vendor',
  minBeds: 'beds',
  minBaths: 'baths',
  minPrice: 'price_min',
  maxPrice: 'price_max',
  currency: 'currency',
  minArea: 'size_min',
  maxArea: 'size_max',
  areaUnit: 'unit',
  amenities: 'amenity',
  minRating: 'rating',
  bounds: 'bounds',
  sort: 'sort',
  view: 'view',
} as const satisfies Record<keyof ListingParams, string>;

/** Enum values written the way people type them: purpose=rent, completion=off-plan, unit=sqm. */
const LOWER_CASE = new Set<keyof ListingParams>(['purpose', 'completionStatus', 'areaUnit']);

/** The catalogue switch as the URL says it: catalogue=properties, catalogue=home-products. */
const CATALOGUE_NAMES: Record<CatalogueName, string> = { REAL_ESTATE: 'properties', HOME_PRODUCTS: 'home-products' };
const CATALOGUES_BY_NAME = new Map(Object.entries(CATALOGUE_NAMES).map(([catalogue, name]) => [name, catalogue as CatalogueName]));

const MAX_TEXT = 100;

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : undefined;
};
const wholeNumber = (value: string | null, max: number): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};
const amount = (value: string | null): number | undefined => {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 1e12 ? n : undefined;
};
const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | undefined => (options.includes(value as T) ? (value as T) : undefined);

function bounds(value: string | null): MapBoundsValue | undefined {
  const parts = value?.split(',').map(Number);
  if (!parts || parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = parts;
  if (south < -90 || north > 90 || south > north || Math.abs(west) > 180 || Math.abs(east) > 180) return undefined;
  return { south, west, north, east };
}

/** A min and max pair the other way round is swapped, as a shopper meant it. */
function ordered(params: ListingParams, min: 'minPrice' | 'minArea', max: 'maxPrice' | 'maxArea') {
  const [low, high] = [params[min], params[max]];
  if (low !== undefined && high !== undefined && low > high) [params[min], params[max]] = [high, low];
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const get = (key: keyof ListingParams) => search.get(KEYS[key]);
  const params: ListingParams = {
    catalogue: CATALOGUES_BY_NAME.get(get('catalogue') ?? ''),
    purpose: oneOf(get('purpose')?.toUpperCase() ?? null, ['SALE', 'RENT'] as const),
    completionStatus: oneOf(get('completionStatus')?.toUpperCase().replace('-', '_') ?? null, ['READY', 'OFF_PLAN'] as const),
    categorySlug: text(get('categorySlug')),
    city: text(get('city')),
    neighbourhood: text(get('neighbourhood')),
    vendorStoreId: text(get('vendorStoreId')),
    minBeds: wholeNumber(get('minBeds'), 20),
    minBaths: wholeNumber(get('minBaths'), 20),
    minPrice: amount(get('minPrice')),
    maxPrice: amount(get('maxPrice')),
    currency: oneOf(get('currency')?.toUpperCase() ?? null, CURRENCY_CODES),
    minArea: amount(get('minArea')),
    maxArea: amount(get('maxArea')),
    areaUnit: oneOf(get('areaUnit')?.toUpperCase() ?? null, ['SQFT', 'SQM'] as const),
    minRating: wholeNumber(get('minRating'), 5),
    bounds: bounds(get('bounds')),
    sort: SORTS_BY_NAME.get(get('sort') ?? ''),
    view: oneOf(get('view'), ['list', 'map'] as const),
  };
  const amenities = AMENITIES.filter((a) => search.getAll(KEYS.amenities).includes(a));
  if (amenities.length) params.amenities = amenities;
  ordered(params, 'minPrice', 'maxPrice');
  ordered(params, 'minArea', 'maxArea');
  for (const key of Object.keys(params) as (keyof ListingParams)[]) if (params[key] === undefined) delete params[key];
  return params;
}

/** The URL's name of one parameter: the field name of a plain GET form (price_min). */
export const listingParamName = (field: keyof ListingParams): string => KEYS[field];

/**
 * The URL's other parameters as a GET form's hidden fields, less `fields`: a range form posted
 * before the script has run keeps every other filter (and the search's q).
 */
export function otherListingFields(params: ListingParams, fields: readonly (keyof ListingParams)[], keep?: URLSearchParams): [string, string][] {
  const rest: ListingParams = { ...params };
  for (const field of fields) delete rest[field];
  return [...new URLSearchParams(listingSearchString(rest, keep)).entries()];
}

/** The parameters as a query string ('' when nothing is chosen), in a fixed order. Other parameters of `keep` (q) stay first. */
export function listingSearchString(params: ListingParams, keep?: URLSearchParams): string {
  const out = new URLSearchParams();
  const ours = new Set<string>(Object.values(KEYS));
  keep?.forEach((value, key) => {
    if (!ours.has(key)) out.append(key, value);
  });
  for (const [field, key] of Object.entries(KEYS) as [keyof ListingParams, string][]) {
    const value = params[field];
    if (value === undefined || value === null) continue;
    if (field === 'amenities') for (const a of value as Amenity[]) out.append(key, a);
    else if (field === 'bounds') {
      const b = value as MapBoundsValue;
      out.set(key, [b.south, b.west, b.north, b.east].map((n) => Number(n.toFixed(5))).join(','));
    } else if (field === 'sort') out.set(key, SORT_NAMES[value as ListingSort]);
    else if (field === 'catalogue') out.set(key, CATALOGUE_NAMES[value as CatalogueName]);
    else if (field === 'view') {
      if (value !== 'list') out.set(key, value as string);
    } else if (LOWER_CASE.has(field)) out.set(key, String(value).toLowerCase().replace('_', '-'));
    else out.set(key, String(value));
  }
  const query = out.toString();
  return query ? `?${query}` : '';
}

/** How many filters the shopper has chosen (the "Filters (3)" badge); sort, view and units are not filters. */
export function chosenFilterCount(params: ListingParams): number {
  const { sort: _sort, view: _view, areaUnit: _unit, currency: _currency, catalogue: _catalogue, amenities, minPrice, maxPrice, minArea, maxArea, ...rest } = params;
  return Object.values(rest).filter((v) => v !== undefined).length + (amenities?.length ?? 0) + (minPrice !== undefined || maxPrice !== undefined ? 1 : 0) + (minArea !== undefined || maxArea !== undefined ? 1 : 0);
}

/** The GraphQL ProductFilter for the page's own scope (catalogue, category, search) and the URL's choices. */
export function productFilterOf(scope: ListingScope, params: ListingParams) {
  const { sort: _sort, view: _view, ...chosen } = params;
  return { ...scope, ...chosen, ...(scope.categorySlug ? { categorySlug: scope.categorySlug } : {}), ...(scope.catalogue ? { catalogue: scope.catalogue } : {}) };
}

/** What a listing page lists before any filter: a catalogue, a category, or the search words. */
export interface ListingScope {
  catalogue?: CatalogueName;
  categorySlug?: string;
  search?: string;
}

/**
 * A listing query's variables from the page's scope and the URL: the filter, the sort (search's
 * default is relevance, every other page's newest), and the currency and unit prices and areas are
 * shown in (the currency the price range was typed in; USD and square feet unless chosen).
 */
export function listingQueryVariables(scope: ListingScope, params: ListingParams) {
  const fallbackSort: ListingSort = scope.search ? 'RELEVANCE' : 'NEWEST';
  const sort = params.sort === 'RELEVANCE' && !scope.search ? fallbackSort : (params.sort ?? fallbackSort);
  return { filter: productFilterOf(scope, params), sort, currency: params.currency ?? 'USD', areaUnit: params.areaUnit ?? 'SQFT' } as const;
}
