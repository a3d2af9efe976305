import type { BrandType, Catalogue } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import { categoryPath } from '../../../lib/links.ts';
import type { messages } from '../../../lib/i18n/compiled/en/listing.ts';

/** A text of the page, shown in the page's language (lib/i18n/catalogues/en/listing.ts). */
type Text = keyof typeof messages;

export type CatalogueKey = 'real-estate' | 'home-products';

export interface CatalogueInfo {
  catalogue: Catalogue;
  brandType: BrandType;
  heading: Text;
  subheading: Text;
  heroTone: 'property' | 'products';
  quickSearches: readonly { label: Text; to: string }[];
  vendorsHeading: Text;
  gridHeading: Text;
  /** The page's title, description and path for its head tags. */
  title: Text;
  description: Text;
  path: string;
}

/** What differs between the two catalogue pages (docs/spec/storefront.md §2: heroes of /real-estate and /home-products). */
export const CATALOGUES: Record<CatalogueKey, CatalogueInfo> = {
  'real-estate': {
    catalogue: 'REAL_ESTATE',
    brandType: 'REAL_ESTATE',
    heading: 'listing.realEstateHeading',
    subheading: 'listing.realEstateSubheading',
    heroTone: 'property',
    quickSearches: [
      { label: 'listing.luxuryApartments', to: categoryPath('Luxury Apartments') },
      { label: 'listing.residential', to: categoryPath('Residential') },
    ],
    vendorsHeading: 'listing.realEstatePartners',
    gridHeading: 'listing.properties',
    title: 'listing.realEstateTitle',
    description: 'listing.realEstateDescription',
    path: '/real-estate',
  },
  'home-products': {
    catalogue: 'HOME_PRODUCTS',
    brandType: 'HOME_PRODUCTS',
    heading: 'listing.homeProductsHeading',
    subheading: 'listing.homeProductsSubheading',
    heroTone: 'products',
    quickSearches: [],
    vendorsHeading: 'listing.homeProductsVendors',
    gridHeading: 'listing.homeProducts',
    title: 'listing.homeProducts',
    description: 'listing.homeProductsDescription',
    path: '/home-products',
  },
};
