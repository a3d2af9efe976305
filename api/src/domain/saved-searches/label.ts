/**
 * What a saved search is called in its mails and on its link pages, derived by the server from the
 * filters. It carries no text the requester chose: anyone may type any address into the save form,
 * so a label that echoed their words ("search": "Claim your prize at evil.example") would let them
 * make this server mail a stranger with a message of their own. The free-text fields are shown only
 * as the catalogue itself spells them (a city some listing has, a category's or store's own name),
 * and otherwise by a neutral word; the search words are never shown.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ProductFilter } from '../catalogue/listing-filter.ts';
import { catalogueLabel } from '@rules/brand-types.ts';
import { formatAmount } from '../money/currency.ts';

/** The catalogue's own names for the filter's free-text fields; null when the catalogue has none by that name. */
export interface CatalogueNames {
  city: string | null;
  neighbourhood: string | null;
  category: string | null;
  store: string | null;
}

/** Looks the filter's free-text fields up in the catalogue (case-insensitively, as the listing filter matches them). */
export async function catalogueNames(db: Prisma.TransactionClient, filter: ProductFilter): Promise<CatalogueNames> {
  const city = filter.city?.trim();
  const neighbourhood = filter.neighbourhood?.trim();
  const [cityRow, neighbourhoodRow, category, store] = await Promise.all([
    city ? db.product.findFirst({ where: { city: { equals: city, mode: 'insensitive' } }, select: { city: true } }) : null,
    neighbourhood ? db.product.findFirst({ where: { neighbourhood: { equals: neighbourhood, mode: 'insensitive' } }, select: { neighbourhood: true } }) : null,
    filter.categorySlug ? db.category.findUnique({ where: { slug: filter.categorySlug }, select: { name: true } }) : null,
    filter.vendorStoreId ? db.vendor.findUnique({ where: { storeId: filter.vendorStoreId }, select: { storeName: true } }) : null,
  ]);
  return { city: cityRow?.city ?? null, neighbourhood: neighbourhoodRow?.neighbourhood ?? null, category: category?.name ?? null, store: store?.storeName ?? null };
}

/** A saved search's label: "Real Estate · Dubai · 2+ beds · up to USD 500,000.00". */
export function savedSearchLabel(filter: ProductFilter, names: CatalogueNames): string {
  const money = (amount: number) => `${filter.currency ?? 'USD'} ${formatAmount(amount)}`;
  const area = (value: number) => `${value.toLocaleString('en-US')} ${filter.areaUnit === 'SQM' ? 'm²' : 'sq ft'}`;
  const named = (value: string | null | undefined, known: string | null, otherwise: string) => (value?.trim() ? (known ?? otherwise) : '');
  const parts = [
    filter.catalogue ? catalogueLabel(filter.catalogue) : 'All listings',
    filter.search?.trim() ? 'your search words' : '',
    named(filter.categorySlug, names.category, 'a category'),
    [named(filter.neighbourhood, names.neighbourhood, 'a neighbourhood you named'), named(filter.city, names.city, 'a city you named')].filter(Boolean).join(', '),
    filter.purpose === 'RENT' ? 'for rent' : filter.purpose === 'SALE' ? 'for sale' : '',
    filter.completionStatus === 'OFF_PLAN' ? 'off-plan' : filter.completionStatus === 'READY' ? 'ready' : '',
    filter.minBeds != null ? `${filter.minBeds}+ beds` : '',
    filter.minBaths != null ? `${filter.minBaths}+ baths` : '',
    filter.minPrice != null && filter.maxPrice != null ? `${money(filter.minPrice)} – ${money(filter.maxPrice)}` : filter.minPrice != null ? `from ${money(filter.minPrice)}` : filter.maxPrice != null ? `up to ${money(filter.maxPrice)}` : '',
    filter.minArea != null ? `from ${area(filter.minArea)}` : '',
    filter.maxArea != null ? `up to ${area(filter.maxArea)}` : '',
    // Checked against the fixed list of amenities (listing-filter.ts): never free text.
    filter.amenities?.length ? filter.amenities.join(', ') : '',
    filter.minRating != null ? `rated ${filter.minRating}+` : '',
    filter.bounds ? 'on the chosen map area' : '',
    named(filter.vendorStoreId, names.store && `store ${names.store}`, 'a store'),
  ];
  return parts.filter(Boolean).join(' · ').slice(0, 300);
}

/** The label as the catalogue names things now: for a mail (an alert recomputes it, so no stored text is echoed). */
export async function mailLabel(db: Prisma.TransactionClient, filter: ProductFilter): Promise<string> {
  return savedSearchLabel(filter, await catalogueNames(db, filter));
}
