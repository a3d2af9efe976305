// The meta descriptions of listing pages: what a search result says of a home product or a
// property before its own text (name, price, store, facts), cut to about 160 characters.
import { joinSentences, metaDescription } from './meta-text.ts';
import type { DealType } from './structured-data.ts';
import { formatCount } from './number-format.ts';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "Oak Sofa for USD 1,200.00 from Casa Store. Its description…" */
export function productMetaDescription(input: { name: string; price: string; storeName: string; description: string }): string {
  const store = input.storeName.trim();
  return metaDescription(joinSentences(`${input.name} for ${input.price}${store ? ` from ${store}` : ''}`, input.description));
}

/** Beds, baths and area as words, leaving out what is not known (zero). */
export function propertyFacts(details: { beds: number; baths: number; areaSqft: number } | null | undefined): string {
  if (!details) return '';
  return [
    details.beds > 0 ? plural(details.beds, 'bed', 'beds') : '',
    details.baths > 0 ? plural(details.baths, 'bath', 'baths') : '',
    details.areaSqft > 0 ? `${formatCount(details.areaSqft)} sq ft` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "3 beds, 2 baths, 1,500 sq ft villa for sale at USD 450,000.00 from Prime Homes. Its description…" */
export function propertyMetaDescription(input: {
  price: string;
  storeName: string;
  description: string;
  categoryName: string;
  dealType: DealType | null;
  details: { beds: number; baths: number; areaSqft: number } | null | undefined;
}): string {
  const facts = propertyFacts(input.details);
  const kind = input.categoryName.trim() || 'Property';
  const deal = input.dealType === 'rent' ? 'to rent' : input.dealType === 'sale' ? 'for sale' : 'at';
  const head = `${facts ? `${facts} ` : ''}${facts ? kind.toLowerCase() : kind} ${deal === 'at' ? 'at' : `${deal} at`} ${input.price}`;
  const store = input.storeName.trim();
  return metaDescription(joinSentences(`${head}${store ? ` from ${store}` : ''}`, input.description));
}
