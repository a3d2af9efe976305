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
import { formatAmount } from '../money/currency.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';
import { SAVED_SEARCH_MAIL_TEXTS, type LabelWords } from './mail-texts.ts';

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

/** A saved search's label: "Real Estate · Dubai · 2+ beds · up to USD 500,000.00", in the words of one language. */
export function savedSearchLabel(filter: ProductFilter, names: CatalogueNames, words: LabelWords = SAVED_SEARCH_MAIL_TEXTS.en.label): string {
  const money = (amount: number) => `${filter.currency ?? 'USD'} ${formatAmount(amount)}`;
  const area = (value: number) => `${value.toLocaleString('en-US')} ${filter.areaUnit === 'SQM' ? words.squareMetres : words.squareFeet}`;
  const named = (value: string | null | undefined, known: string | null, otherwise: string) => (value?.trim() ? (known ?? otherwise) : '');
  const parts = [
    filter.catalogue ? words.catalogue(filter.catalogue) : words.allListings,
    filter.search?.trim() ? words.searchWords : '',
    named(filter.categorySlug, names.category, words.aCategory),
    [named(filter.neighbourhood, names.neighbourhood, words.aNeighbourhood), named(filter.city, names.city, words.aCity)].filter(Boolean).join(', '),
    filter.purpose === 'RENT' ? words.forRent : filter.purpose === 'SALE' ? words.forSale : '',
    filter.completionStatus === 'OFF_PLAN' ? words.offPlan : filter.completionStatus === 'READY' ? words.ready : '',
    filter.minBeds != null ? words.minBeds(filter.minBeds) : '',
    filter.minBaths != null ? words.minBaths(filter.minBaths) : '',
    filter.minPrice != null && filter.maxPrice != null ? words.priceRange(money(filter.minPrice), money(filter.maxPrice)) : filter.minPrice != null ? words.from(money(filter.minPrice)) : filter.maxPrice != null ? words.upTo(money(filter.maxPrice)) : '',
    filter.minArea != null ? words.from(area(filter.minArea)) : '',
    filter.maxArea != null ? words.upTo(area(filter.maxArea)) : '',
    // Checked against the fixed list of amenities (listing-filter.ts): never free text.
    filter.amenities?.length ? words.amenities(filter.amenities) : '',
    filter.minRating != null ? words.rated(filter.minRating) : '',
    filter.bounds ? words.mapArea : '',
    named(filter.vendorStoreId, names.store && words.store(names.store), words.aStore),
  ];
  return parts.filter(Boolean).join(' · ').slice(0, 300);
}

/** The label as the catalogue names things now: for a mail (an alert recomputes it, so no stored text is echoed). */
export async function mailLabel(db: Prisma.TransactionClient, filter: ProductFilter, language: ContentLanguage = 'en'): Promise<string> {
  return savedSearchLabel(filter, await catalogueNames(db, filter), SAVED_SEARCH_MAIL_TEXTS[language].label);
}
