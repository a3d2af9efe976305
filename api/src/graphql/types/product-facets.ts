import type { Prisma } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { AreaUnitEnum } from './enums.ts';
import { Money, currencyArgs, moneyIn } from './money.ts';
import type { CurrencyCode } from '../../domain/money/currency.ts';
import { areaIn } from '@rules/listing.ts';
import type { FacetOption as FacetOptionShape, ListingFacets } from '../../domain/catalogue/listing-facets.ts';

// A listing's facets (domain/catalogue/listing-facets.ts counts them).

const FacetOption = builder.objectRef<FacetOptionShape>('FacetOption').implement({
  description: 'One option of a filter, with how many listings the list would hold with it chosen (every other filter applied).',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'What the filter takes: a category slug, a store id, a city, SALE, "3" (at least 3)...' }),
    label: t.exposeString('label', { description: 'The option as shown to shoppers.' }),
    count: t.exposeInt('count', { description: 'How many listings the list would hold with this option chosen.' }),
    selected: t.exposeBoolean('selected', { description: 'Whether the current filter has chosen it.' }),
  }),
});

export const ProductFacets = builder.objectRef<ListingFacets>('ProductFacets').implement({
  description:
    'Counts for every filter option of a listing. Each facet counts with all other filters applied but not its own, so the ' +
    'other options of a chosen filter still say what they would find. Open-ended facets list their 50 most frequent options.',
  fields: (t) => ({
    categories: t.field({ type: [FacetOption], description: 'value: categorySlug', resolve: (f) => f.categories }),
    vendors: t.field({ type: [FacetOption], description: 'value: vendorStoreId', resolve: (f) => f.vendors }),
    purposes: t.field({ type: [FacetOption], description: 'value: purpose (properties)', resolve: (f) => f.purposes }),
    completionStatuses: t.field({ type: [FacetOption], description: 'value: completionStatus (properties)', resolve: (f) => f.completionStatuses }),
    cities: t.field({ type: [FacetOption], description: 'value: city (properties)', resolve: (f) => f.cities }),
    neighbourhoods: t.field({ type: [FacetOption], description: 'value: neighbourhood (properties), within the chosen city if any', resolve: (f) => f.neighbourhoods }),
    beds: t.field({ type: [FacetOption], description: 'value: minBeds ("3": at least 3)', resolve: (f) => f.beds }),
    baths: t.field({ type: [FacetOption], description: 'value: minBaths', resolve: (f) => f.baths }),
    amenities: t.field({ type: [FacetOption], description: 'value: one of amenities; the count is with it added to those chosen', resolve: (f) => f.amenities }),
    ratings: t.field({ type: [FacetOption], description: 'value: minRating', resolve: (f) => f.ratings }),
    priceRange: t.field({
      type: PriceRange,
      nullable: true,
      description: 'Lowest and highest list price without the price filter; null when nothing matches.',
      args: currencyArgs,
      resolve: (f, { currency }) => (f.priceRange ? { ...f.priceRange, currency } : null),
    }),
    areaRange: t.field({
      type: AreaRange,
      nullable: true,
      description: 'Smallest and largest floor area without the area filter; null without areas.',
      args: { unit: t.arg({ description: 'The unit of the area range (SQFT by default).', type: AreaUnitEnum, defaultValue: 'SQFT', required: true }) },
      resolve: (f, { unit }) => (f.areaRange ? { min: areaIn(f.areaRange.min, unit), max: areaIn(f.areaRange.max, unit) } : null),
    }),
  }),
});

const PriceRange = builder.objectRef<{ min: Prisma.Decimal; max: Prisma.Decimal; currency: CurrencyCode }>('PriceRange').implement({
  description: 'The lowest and highest price of the listings in a list, in the currency asked for.',
  fields: (t) => ({
    min: t.field({ description: 'The lowest price among the listings.', type: Money, resolve: (r, _args, ctx) => moneyIn(ctx, r.min, r.currency) }),
    max: t.field({ description: 'The highest price among the listings.', type: Money, resolve: (r, _args, ctx) => moneyIn(ctx, r.max, r.currency) }),
  }),
});

const AreaRange = builder.objectRef<{ min: number; max: number }>('AreaRange').implement({
  description: 'The smallest and largest floor area of the properties in a list, in the unit asked for (rounded to whole units).',
  fields: (t) => ({ min: t.exposeInt('min', { description: 'The smallest floor area among the listings, in the unit asked for.' }), max: t.exposeInt('max', { description: 'The largest floor area among the listings, in the unit asked for.' }) }),
});
