export interface SearchTextParts {
  name: string;
  categoryName: string;
  storeName: string;
  city?: string | null;
}

/**
 * The words a product is found by (products.search_text, behind the trigram and full-text
 * indexes): name, category, store and city, lower-cased, punctuation other than hyphens and
 * apostrophes turned to spaces, whitespace collapsed.
 * Example: {name: 'Oak Dining Chair', categoryName: 'Furniture', storeName: 'Casa & Co', city: 'Lahore'}
 *   -> 'oak dining chair furniture casa co lahore'
 */
export function buildSearchText({ name, categoryName, storeName, city }: SearchTextParts): string {
  return [name, categoryName, storeName, city ?? '']
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
