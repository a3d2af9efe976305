// What a listing page shows of its chosen filters (issue 20): a removable chip for each, and the
// sorts it offers. Pure, so the page, the filter sheet and the tests agree. Their words come in the
// page's language (issue 35): English unless the page passes its own message functions.
import type { ListingParams, ListingSort } from './listing-params.ts';
import { formatCount, formatNumber } from './number-format.ts';
import { ENGLISH, translator, type Translate } from './i18n/translator.ts';
import { messages as listingMessages } from './i18n/compiled/en/listing.ts';
import { messages as rulesMessages } from './i18n/compiled/en/rules.ts';
import { messages as amenitiesMessages } from './i18n/compiled/en/amenities.ts';
import { amenityLabel, areaUnitLabel, completionLabel, purposeLabel, type AmenitiesT, type RulesT } from './rule-labels.ts';

/** The message functions the chips, sorts and counts are worded with (`useT(listingMessages)`, `useT(rulesMessages)`, `useT(amenitiesMessages)`). */
export interface ListingWords {
  listing: Translate<keyof typeof listingMessages>;
  rules: RulesT;
  amenities: AmenitiesT;
}

const ENGLISH_WORDS: ListingWords = { listing: translator(ENGLISH, listingMessages), rules: translator(ENGLISH, rulesMessages), amenities: translator(ENGLISH, amenitiesMessages) };

export interface FilterChip {
  /** Stable and unique within the list (a React key). */
  id: string;
  label: string;
  /** The parameters without this choice. */
  without: ListingParams;
}

/** The names of chosen values the URL holds by id or slug (from the facets); the value itself otherwise. */
export interface ChipNames {
  categories?: ReadonlyMap<string, string>;
  vendors?: ReadonlyMap<string, string>;
}

/** A range's ends: "250,000", "1,250.5". */
const grouped = (value: number) => formatNumber(value, { maxFraction: 2 });

function rangeLabel(t: ListingWords['listing'], min: number | undefined, max: number | undefined, show: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${show(min)} – ${show(max)}`;
  return min !== undefined ? t('listing.rangeFrom', { low: show(min) }) : t('listing.rangeUpTo', { high: show(max ?? 0) });
}

const without = (params: ListingParams, ...keys: (keyof ListingParams)[]): ListingParams => {
  const next = { ...params };
  for (const key of keys) delete next[key];
  return next;
};

/** One chip a choice (a price or area range is one), in the order the filters are listed. */
export function filterChips(params: ListingParams, names: ChipNames = {}, { listing: t, rules, amenities }: ListingWords = ENGLISH_WORDS): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, next: ListingParams) => chips.push({ id, label, without: next });
  if (params.purpose) add('purpose', purposeLabel(rules, params.purpose), without(params, 'purpose'));
  if (params.categorySlug) add('category', names.categories?.get(params.categorySlug) ?? params.categorySlug, without(params, 'categorySlug'));
  if (params.city) add('city', params.city, without(params, 'city', 'neighbourhood'));
  if (params.neighbourhood) add('neighbourhood', params.neighbourhood, without(params, 'neighbourhood'));
  if (params.minBeds) add('beds', t('listing.chipBeds', { count: params.minBeds }), without(params, 'minBeds'));
  if (params.minBaths) add('baths', t('listing.chipBaths', { count: params.minBaths }), without(params, 'minBaths'));
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    const currency = params.currency ?? 'USD';
    add('price', rangeLabel(t, params.minPrice, params.maxPrice, (n) => `${currency} ${grouped(n)}`), without(params, 'minPrice', 'maxPrice'));
  }
  if (params.minArea !== undefined || params.maxArea !== undefined) {
    const unit = areaUnitLabel(rules, params.areaUnit ?? 'SQFT');
    add('area', rangeLabel(t, params.minArea, params.maxArea, (n) => `${grouped(n)} ${unit}`), without(params, 'minArea', 'maxArea'));
  }
  for (const amenity of params.amenities ?? []) {
    const rest = params.amenities?.filter((a) => a !== amenity) ?? [];
    add(`amenity:${amenity}`, amenityLabel(amenities, amenity), rest.length ? { ...params, amenities: rest } : without(params, 'amenities'));
  }
  if (params.completionStatus) add('completion', completionLabel(rules, params.completionStatus), without(params, 'completionStatus'));
  if (params.vendorStoreId) add('vendor', names.vendors?.get(params.vendorStoreId) ?? params.vendorStoreId, without(params, 'vendorStoreId'));
  if (params.minRating) add('rating', t('listing.chipStars', { count: params.minRating }), without(params, 'minRating'));
  if (params.bounds) add('bounds', t('listing.chipMapArea'), without(params, 'bounds'));
  return chips;
}

/** Every filter cleared; the sort, the view, the currency, the unit and search's catalogue stay. */
export function withoutFilters(params: ListingParams): ListingParams {
  const { sort, view, currency, areaUnit, catalogue } = params;
  return Object.fromEntries(Object.entries({ sort, view, currency, areaUnit, catalogue }).filter(([, v]) => v !== undefined)) as ListingParams;
}

export interface SortOption {
  value: ListingSort;
  label: string;
}

/** The sorts a page offers: relevance on search only (its default), price per area where properties are listed. */
export function sortOptions({ search, properties, unitLabel = 'sq ft', words: { listing: t } = ENGLISH_WORDS }: { search: boolean; properties: boolean; unitLabel?: string; words?: ListingWords }): SortOption[] {
  return [
    ...(search ? [{ value: 'RELEVANCE' as const, label: t('listing.sortRelevance') }] : []),
    { value: 'NEWEST', label: t('listing.sortNewest') },
    { value: 'PRICE_ASC', label: t('listing.sortPriceAsc') },
    { value: 'PRICE_DESC', label: t('listing.sortPriceDesc') },
    { value: 'RATING', label: t('listing.sortRating') },
    ...(properties
      ? [
          { value: 'PRICE_PER_SQFT_ASC' as const, label: t('listing.sortAreaPriceAsc', { unit: unitLabel }) },
          { value: 'PRICE_PER_SQFT_DESC' as const, label: t('listing.sortAreaPriceDesc', { unit: unitLabel }) },
        ]
      : []),
  ];
}

/** "12 results", "1 result" (each language's plural). */
export const resultCountText = (count: number, { listing: t }: ListingWords = ENGLISH_WORDS): string => t('listing.resultCount', { count, shown: formatCount(count) });

/** A price range typed in one currency means nothing in another: switching currency drops it. */
export function withCurrency(params: ListingParams, currency: NonNullable<ListingParams['currency']>): ListingParams {
  if ((params.currency ?? 'USD') === currency) return params;
  return { ...without(params, 'minPrice', 'maxPrice'), currency };
}

/** Switching the area unit converts a typed area range to the new unit (whole numbers). */
export function withAreaUnit(params: ListingParams, unit: NonNullable<ListingParams['areaUnit']>, sqftPerSqm: number): ListingParams {
  const from = params.areaUnit ?? 'SQFT';
  if (from === unit) return params;
  const convert = (n: number | undefined) => (n === undefined ? undefined : Math.round(unit === 'SQM' ? n / sqftPerSqm : n * sqftPerSqm));
  const next: ListingParams = { ...without(params, 'minArea', 'maxArea'), areaUnit: unit };
  const [minArea, maxArea] = [convert(params.minArea), convert(params.maxArea)];
  if (minArea !== undefined) next.minArea = minArea;
  if (maxArea !== undefined) next.maxArea = maxArea;
  return next;
}
