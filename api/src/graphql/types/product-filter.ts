import { builder } from '../builder.ts';
import { AreaUnitEnum, CatalogueEnum, CompletionStatusEnum, ListingPurposeEnum } from './enums.ts';
import { CurrencyCodeEnum } from './money.ts';

// What a storefront listing takes as its filter (domain/catalogue/listing-filter.ts checks it).

const MapBoundsInput = builder.inputType('MapBounds', {
  description: 'The visible part of a map, in degrees (west greater than east crosses the antimeridian).',
  fields: (t) => ({
    south: t.float({ description: 'Southern edge: latitude in degrees (-90 to 90).', required: true }),
    west: t.float({ description: 'Western edge: longitude in degrees (-180 to 180).', required: true }),
    north: t.float({ description: 'Northern edge: latitude in degrees (-90 to 90).', required: true }),
    east: t.float({ description: 'Eastern edge: longitude in degrees (-180 to 180).', required: true }),
  }),
});

export const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'Every field narrows the list (all must hold). Text values compare without regard to case.',
  fields: (t) => ({
    catalogue: t.field({ description: 'Only this catalogue.', type: CatalogueEnum, required: false }),
    categorySlug: t.string({ required: false, description: 'A category slug, e.g. "luxury-apartments".' }),
    vendorStoreId: t.string({ description: 'Only the listings of the store with this store id.', required: false }),
    minPrice: t.float({ required: false, description: 'In `currency` (USD by default).' }),
    maxPrice: t.float({ required: false, description: 'In `currency` (USD by default).' }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'The currency of minPrice and maxPrice (USD by default).' }),
    minBeds: t.int({ description: 'At least this many bedrooms (properties).', required: false }),
    minBaths: t.int({ description: 'At least this many bathrooms (properties).', required: false }),
    minArea: t.float({ required: false, description: 'Floor area at least this, in `areaUnit`.' }),
    maxArea: t.float({ required: false, description: 'Floor area at most this, in `areaUnit`.' }),
    areaUnit: t.field({ type: AreaUnitEnum, required: false, description: 'The unit of minArea and maxArea (SQFT by default).' }),
    purpose: t.field({ type: ListingPurposeEnum, required: false, description: 'Properties for sale or for rent.' }),
    completionStatus: t.field({ type: CompletionStatusEnum, required: false, description: 'Ready or off-plan properties.' }),
    city: t.string({ required: false, description: 'A property\'s city, e.g. "Dubai".' }),
    neighbourhood: t.string({ required: false, description: 'A property\'s area within its city, e.g. "Dubai Marina".' }),
    amenities: t.stringList({ required: false, description: 'Properties with every one of these amenities.' }),
    minRating: t.float({ required: false, description: 'Average rating of at least this (1-5).' }),
    bounds: t.field({ type: MapBoundsInput, required: false, description: 'Properties whose point lies on this part of the map ("search this area").' }),
    search: t.string({ required: false, description: 'Words to find (forgiving: typos, word parts, split and joined words, units and synonyms); sort RELEVANCE puts the best match first.' }),
  }),
});
