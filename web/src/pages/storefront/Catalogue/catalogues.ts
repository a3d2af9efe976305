import type { BrandType, Catalogue } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import { categoryPath } from '../../../lib/links.ts';
import { CATALOGUE_LABELS } from '@rules/index.ts';

export type CatalogueKey = 'real-estate' | 'home-products';

export interface CatalogueInfo {
  catalogue: Catalogue;
  brandType: BrandType;
  heading: string;
  subheading: string;
  heroTone: 'property' | 'products';
  quickSearches: readonly { label: string; to: string }[];
  vendorsHeading: string;
  gridHeading: string;
  /** The page's title, description and path for its head tags. */
  title: string;
  description: string;
  path: string;
}

/** What differs between the two catalogue pages (docs/spec/storefront.md §2: heroes of /real-estate and /home-products). */
export const CATALOGUES: Record<CatalogueKey, CatalogueInfo> = {
  'real-estate': {
    catalogue: 'REAL_ESTATE',
    brandType: 'REAL_ESTATE',
    heading: 'Find Your Perfect Property',
    subheading: 'Homes, villas, apartments, plots and off-plan projects in the USA, Pakistan, the UAE and the UK.',
    heroTone: 'property',
    quickSearches: ['Luxury Apartments', 'Residential'].map((label) => ({ label, to: categoryPath(label) })),
    vendorsHeading: 'Real Estate Partners',
    gridHeading: 'Properties',
    title: 'Real Estate: Properties for Sale and Rent',
    description: 'Homes, villas, apartments, plots and off-plan projects for sale and rent in the UAE, Pakistan, the UK and the USA, from trusted real estate partners.',
    path: '/real-estate',
  },
  'home-products': {
    catalogue: 'HOME_PRODUCTS',
    brandType: 'HOME_PRODUCTS',
    heading: 'Bring Your Dream Home to Life',
    subheading: 'Furniture, tiles, sanitary ware, art, paint and decor from trusted home-product vendors.',
    heroTone: 'products',
    quickSearches: [],
    vendorsHeading: 'Home Products Vendors',
    gridHeading: CATALOGUE_LABELS.HOME_PRODUCTS,
    title: CATALOGUE_LABELS.HOME_PRODUCTS,
    description: 'Furniture, tiles, sanitary ware, art, paint and decor from trusted home-product vendors in the UAE, Pakistan, the UK and the USA.',
    path: '/home-products',
  },
};
