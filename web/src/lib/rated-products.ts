// docs/spec/storefront.md §3 browser storage: `ratedProducts` maps a product id to the rating this browser gave.
// The server enforces one rating per visitor too; this only lets the widget answer at once.

import { browserStorage } from './browser-storage.ts';

export const RATED_PRODUCTS_KEY = 'ratedProducts';

type RatedProducts = Record<string, number>;

/** The stored map; anything unreadable counts as empty. */
export function readRatedProducts(): RatedProducts {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(RATED_PRODUCTS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => Number.isInteger(v) && v >= 1 && v <= 5)) as RatedProducts;
  } catch {
    return {};
  }
}

export function ratedValue(productId: number | string): number | null {
  return readRatedProducts()[String(productId)] ?? null;
}

export function rememberRating(productId: number | string, rating: number): void {
  browserStorage()?.setItem(RATED_PRODUCTS_KEY, JSON.stringify({ ...readRatedProducts(), [String(productId)]: rating }));
}
