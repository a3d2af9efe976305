// The customer search of docs/spec/vendor-admin.md §5 and §9, as pure functions: case-insensitive matching ranked
// exact > prefix > contains, a case-sensitive match above a case-insensitive one of the same
// kind, duplicates removed.

export type CustomerField = 'ALL' | 'NAME' | 'EMAIL' | 'VENDOR' | 'PRODUCT';

export const MATCH_SCORES = {
  exact: 1000,
  exactIgnoringCase: 950,
  prefix: 800,
  prefixIgnoringCase: 700,
  contains: 500,
  containsIgnoringCase: 400,
} as const;

/** How well one value matches the term: one of MATCH_SCORES, or 0 for no match. */
export function matchScore(value: string, term: string): number {
  if (!term || !value) return 0;
  const lowerValue = value.toLowerCase();
  const lowerTerm = term.toLowerCase();
  if (value === term) return MATCH_SCORES.exact;
  if (lowerValue === lowerTerm) return MATCH_SCORES.exactIgnoringCase;
  if (value.startsWith(term)) return MATCH_SCORES.prefix;
  if (lowerValue.startsWith(lowerTerm)) return MATCH_SCORES.prefixIgnoringCase;
  if (value.includes(term)) return MATCH_SCORES.contains;
  if (lowerValue.includes(lowerTerm)) return MATCH_SCORES.containsIgnoringCase;
  return 0;
}

export interface RankableCustomer {
  id: number;
  name: string;
  email: string;
  /** Store names of the customer's orders (one customer can have bought from several). */
  vendorNames: readonly string[];
  /** Product names of the customer's orders. */
  productNames: readonly string[];
  createdAt: Date;
}

/** The values a field selector searches; All Fields searches the four selectable ones. */
export function fieldValues(customer: RankableCustomer, field: CustomerField): readonly string[] {
  switch (field) {
    case 'NAME':
      return [customer.name];
    case 'EMAIL':
      return [customer.email];
    case 'VENDOR':
      return customer.vendorNames;
    case 'PRODUCT':
      return customer.productNames;
    default:
      return [customer.name, customer.email, ...customer.vendorNames, ...customer.productNames];
  }
}

/** A customer's score: the best score of any of the field's values. */
export function customerScore(customer: RankableCustomer, term: string, field: CustomerField): number {
  let best = 0;
  for (const value of fieldValues(customer, field)) best = Math.max(best, matchScore(value, term));
  return best;
}

const newestFirst = (a: RankableCustomer, b: RankableCustomer) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * The customers matching `term` (trimmed), best first; equal scores newest first. Without a
 * term, all of them newest first. A customer listed twice (same id) appears once.
 */
export function rankCustomers<T extends RankableCustomer>(customers: readonly T[], term: string, field: CustomerField = 'ALL'): T[] {
  const seen = new Set<number>();
  const unique = customers.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  const trimmed = term.trim();
  if (!trimmed) return unique.sort(newestFirst);
  return unique
    .map((customer) => ({ customer, score: customerScore(customer, trimmed, field) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.customer, b.customer))
    .map((entry) => entry.customer);
}
