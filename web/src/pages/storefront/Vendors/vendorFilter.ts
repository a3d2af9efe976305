import type { BrandType } from '../../../__generated__/VendorsPageQuery.graphql.ts';
import { CATALOGUE_LABELS } from '@rules/index.ts';

export type VendorFilter = 'all' | 'real-estate' | 'home-products';

export const VENDOR_FILTERS: readonly { value: VendorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'real-estate', label: CATALOGUE_LABELS.REAL_ESTATE },
  { value: 'home-products', label: CATALOGUE_LABELS.HOME_PRODUCTS },
];

/** Brand types behind each filter button: Home Products covers home products and electronics. */
export function brandTypesOf(filter: VendorFilter): { primary: BrandType | null; secondary: BrandType | null } {
  if (filter === 'real-estate') return { primary: 'REAL_ESTATE', secondary: null };
  if (filter === 'home-products') return { primary: 'HOME_PRODUCTS', secondary: 'ELECTRONICS' };
  return { primary: null, secondary: null };
}

export function parseVendorFilter(value: string | null): VendorFilter {
  return value === 'real-estate' || value === 'home-products' ? value : 'all';
}
