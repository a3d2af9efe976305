import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';

export const CatalogueEnum = builder.enumType('Catalogue', {
  description: 'The two catalogues: properties and home products.',
  values: { REAL_ESTATE: { description: 'Homes, villas, apartments, plots, off-plan.' }, HOME_PRODUCTS: { description: 'Furniture, tiles, sanitary, art, paint, decor, kitchen, electrical, electronics.' } } as const,
});

export const BrandTypeEnum = builder.enumType('BrandType', {
  description: 'What a store sells; it decides which catalogue its listings go in and its commission rate.',
  values: describedValues(['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] as const, {
    ELECTRONICS: 'A store selling electronics.',
    HOME_PRODUCTS: 'A store selling home products (furniture, tiles, decor, ...).',
    REAL_ESTATE: 'A store selling or renting properties (an agency or a developer).',
  }),
});

export const ProductSortEnum = builder.enumType('ProductSort', {
  description: 'The orders a listing can be sorted in.',
  values: {
    NEWEST: { description: 'Newest first (default).' },
    PRICE_ASC: { description: 'Cheapest first.' },
    PRICE_DESC: { description: 'Most expensive first.' },
    RATING: { description: 'Best rated first.' },
    PRICE_PER_SQFT_ASC: { description: 'Lowest price per square foot first (properties; listings without an area last).' },
    PRICE_PER_SQFT_DESC: { description: 'Highest price per square foot first (listings without an area last).' },
    RELEVANCE: { description: 'Best match for `filter.search` first; without a search, NEWEST.' },
  } as const,
});

export const ListingPurposeEnum = builder.enumType('ListingPurpose', {
  description: 'Whether a property is for sale or for rent.',
  values: { SALE: { description: 'For sale.' }, RENT: { description: 'For rent (see rentPeriod).' } } as const,
});

export const RentPeriodEnum = builder.enumType('RentPeriod', {
  description: 'What a rent is per: shown as "/month" or "/year".',
  values: { MONTH: { description: 'Per month.' }, YEAR: { description: 'Per year.' } } as const,
});

export const CompletionStatusEnum = builder.enumType('CompletionStatus', {
  description: 'Whether a property is built.',
  values: { READY: { description: 'Ready to move in.' }, OFF_PLAN: { description: 'Off-plan: sold before completion, with an expected handover date.' } } as const,
});

export const AreaUnitEnum = builder.enumType('AreaUnit', {
  description: 'A unit of floor area.',
  values: { SQFT: { description: 'Square feet.' }, SQM: { description: 'Square metres (1 sqm = 10.7639 sqft).' } } as const,
});
