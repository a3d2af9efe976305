import { foldLetters } from './search-language.ts';

export interface SearchTextParts {
  name: string;
  categoryName: string;
  storeName: string;
  /** The vendor's city: where a home product ships from. */
  city?: string | null;
  /** A property's own place and purpose, which a search names ("flat for rent dubai marina"). */
  place?: { city?: string | null; neighbourhood?: string | null; purpose?: 'SALE' | 'RENT' | null } | null;
  /** The listing's Arabic and Urdu names (issue 35), so a shopper finds it in either script. */
  translatedNames?: readonly (string | null | undefined)[];
}

const PURPOSE_WORDS = { SALE: 'for sale', RENT: 'for rent' } as const;

/**
 * The words a product is found by (products.search_text, behind the trigram and full-text
 * indexes): name, category, store and city, plus a property's neighbourhood and purpose,
 * lower-cased, letters folded as the query's are (search-language.ts: Arabic and Urdu forms),
 * punctuation other than hyphens and apostrophes turned to spaces, whitespace collapsed.
 * Example: {name: 'Oak Dining Chair', categoryName: 'Furniture', storeName: 'Casa & Co', city: 'Lahore'}
 *   -> 'oak dining chair furniture casa co lahore'
 */
export function buildSearchText({ name, categoryName, storeName, city, place, translatedNames = [] }: SearchTextParts): string {
  const purpose = place?.purpose ? PURPOSE_WORDS[place.purpose] : '';
  return searchWords([name, categoryName, storeName, place?.city || city || '', place?.neighbourhood ?? '', purpose, ...translatedNames.map((n) => n ?? '')].join(' '));
}

/** Text in the search text's alphabet: lower-cased, letters folded, punctuation to spaces, whitespace collapsed. */
export function searchWords(text: string): string {
  return foldLetters(text.toLowerCase())
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
