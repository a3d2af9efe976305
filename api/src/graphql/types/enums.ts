import { builder } from '../builder.ts';

export const CatalogueEnum = builder.enumType('Catalogue', {
  description: 'The two catalogues: properties and home products.',
  values: { REAL_ESTATE: { description: 'Homes, villas, apartments, plots, off-plan.' }, HOME_PRODUCTS: { description: 'Furniture, tiles, sanitary, art, paint, decor, kitchen, electrical, electronics.' } } as const,
});

export const BrandTypeEnum = builder.enumType('BrandType', {
  values: ['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] as const,
});

export const ProductSortEnum = builder.enumType('ProductSort', {
  values: {
    NEWEST: { description: 'Newest first (default).' },
    PRICE_ASC: { description: 'Cheapest first.' },
    PRICE_DESC: { description: 'Most expensive first.' },
    RATING: { description: 'Best rated first.' },
  } as const,
});
