// The meta descriptions of listing pages: what a search result says of a home product or a
// property before its own text (name, price, store, facts), cut to about 160 characters.
import { joinSentences, metaDescription } from './meta-text.ts';
import type { DealType } from './structured-data.ts';
import { formatCount } from './number-format.ts';
import { ENGLISH, translator, type Translate } from './i18n/translator.ts';
import { messages as detailMessages } from './i18n/compiled/en/detail.ts';

/** The detail namespace's messages in the page's language (the page's `useT(detailMessages)`); English by default. */
export type ListingMetaWords = Translate<keyof typeof detailMessages>;
const ENGLISH_WORDS: ListingMetaWords = translator(ENGLISH, detailMessages);

const withStore = (t: ListingMetaWords, listing: string, storeName: string) => {
  const store = storeName.trim();
  return store ? t('detail.metaFromStore', { listing, store }) : listing;
};

/** "Oak Sofa for USD 1,200.00 from Casa Store. Its description…" */
export function productMetaDescription(input: { name: string; price: string; storeName: string; description: string }, t: ListingMetaWords = ENGLISH_WORDS): string {
  return metaDescription(joinSentences(withStore(t, t('detail.metaProduct', { name: input.name, price: input.price }), input.storeName), input.description));
}

/** Beds, baths and area as words, leaving out what is not known (zero). */
export function propertyFacts(details: { beds: number; baths: number; areaSqft: number } | null | undefined, t: ListingMetaWords = ENGLISH_WORDS): string {
  if (!details) return '';
  return [
    details.beds > 0 ? t('detail.metaBeds', { count: details.beds, shown: formatCount(details.beds) }) : '',
    details.baths > 0 ? t('detail.metaBaths', { count: details.baths, shown: formatCount(details.baths) }) : '',
    details.areaSqft > 0 ? t('detail.metaArea', { area: formatCount(details.areaSqft) }) : '',
  ]
    .filter(Boolean)
    .join(t('detail.metaSeparator'));
}

/** "3 beds, 2 baths, 1,500 sq ft villa for sale at USD 450,000.00 from Prime Homes. Its description…" */
export function propertyMetaDescription(
  input: {
    price: string;
    storeName: string;
    description: string;
    categoryName: string;
    dealType: DealType | null;
    details: { beds: number; baths: number; areaSqft: number } | null | undefined;
  },
  t: ListingMetaWords = ENGLISH_WORDS,
): string {
  const facts = propertyFacts(input.details, t);
  const kind = input.categoryName.trim() || t('detail.metaPropertyKind');
  const what = facts ? t('detail.metaKindWithFacts', { facts, kind: kind.toLowerCase() }) : kind;
  const head = t('detail.metaDeal', { deal: input.dealType ?? 'other', kind: what, price: input.price });
  return metaDescription(joinSentences(withStore(t, head, input.storeName), input.description));
}
