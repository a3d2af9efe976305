import type { ProductFilter } from '../catalogue/listing-filter.ts';
import { catalogueLabel } from '../../../../rules/brand-types.ts';
import { formatAmount } from '../money/currency.ts';

/** What a mail calls a saved search, from its filters: "Real Estate · Dubai · 2+ beds · up to USD 500,000.00". */
export function savedSearchLabel(filter: ProductFilter): string {
  const money = (amount: number) => `${filter.currency ?? 'USD'} ${formatAmount(amount)}`;
  const area = (value: number) => `${value.toLocaleString('en-US')} ${filter.areaUnit === 'SQM' ? 'm²' : 'sq ft'}`;
  const parts = [
    filter.catalogue ? catalogueLabel(filter.catalogue) : 'All listings',
    filter.search?.trim() ? `"${filter.search.trim()}"` : '',
    filter.categorySlug ?? '',
    [filter.neighbourhood, filter.city].filter((v) => v?.trim()).join(', '),
    filter.purpose === 'RENT' ? 'for rent' : filter.purpose === 'SALE' ? 'for sale' : '',
    filter.completionStatus === 'OFF_PLAN' ? 'off-plan' : filter.completionStatus === 'READY' ? 'ready' : '',
    filter.minBeds != null ? `${filter.minBeds}+ beds` : '',
    filter.minBaths != null ? `${filter.minBaths}+ baths` : '',
    filter.minPrice != null && filter.maxPrice != null ? `${money(filter.minPrice)} – ${money(filter.maxPrice)}` : filter.minPrice != null ? `from ${money(filter.minPrice)}` : filter.maxPrice != null ? `up to ${money(filter.maxPrice)}` : '',
    filter.minArea != null ? `from ${area(filter.minArea)}` : '',
    filter.maxArea != null ? `up to ${area(filter.maxArea)}` : '',
    filter.amenities?.length ? filter.amenities.join(', ') : '',
    filter.minRating != null ? `rated ${filter.minRating}+` : '',
    filter.bounds ? 'on the chosen map area' : '',
    filter.vendorStoreId ? `store ${filter.vendorStoreId}` : '',
  ];
  return parts.filter(Boolean).join(' · ').slice(0, 300);
}
