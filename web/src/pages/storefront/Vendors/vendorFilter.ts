import type { BrandType } from '../../../__generated__/VendorsPageQuery.graphql.ts';

export type VendorFilter = 'all' | 'real-estate' | 'home-products';

/** The filter buttons; a catalogue's label is its brand type's (rules/ CATALOGUE_LABELS: Real Estate, Home Products), translated (lib/i18n brands). */
export const VENDOR_FILTERS = [
  { value: 'all', labelId: null },
  { value: 'real-estate', labelId: 'brands.brandRealEstate' },
  { value: 'home-products', labelId: 'brands.brandHomeProducts' },
] as const satisfies readonly { value: VendorFilter; labelId: string | null }[];

/** Brand types behind each filter button: Home Products covers home products and electronics. */
export function brandTypesOf(filter: VendorFilter): { primary: BrandType | null; secondary: BrandType | null } {
  if (filter === 'real-estate') return { primary: 'REAL_ESTATE', secondary: null };
  if (filter === 'home-products') return { primary: 'HOME_PRODUCTS', secondary: 'ELECTRONICS' };
  return { primary: null, secondary: null };
}

export function parseVendorFilter(value: string | null): VendorFilter {
  return value === 'real-estate' || value === 'home-products' ? value : 'all';
}
