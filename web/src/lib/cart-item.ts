import { catalogueLabel } from '@rules/index.ts';
import { toAmount } from './price.ts';
import type { CartItem } from './cart.ts';

export interface CartItemSource {
  databaseId: number;
  slug: string;
  name: string;
  catalogue: string;
  featureImageReference: string;
  categoryName: string;
  storeId: string;
  /** In USD. */
  price: string | number;
  /** In USD; present only when discounted. */
  discountedPrice: string | number | null | undefined;
}

export interface SelectedPrice {
  currency: string;
  /** The unit price shown in that currency (the discounted one when discounted). */
  amount: string | number;
}

/** A viewing's free time at a store with viewing hours (issue 37 part 3), kept beside its booking date. */
export interface ViewingSlotChoice {
  /** The slot's start, an ISO instant: sent to the server as `viewingAt`. */
  viewingAt: string;
  /** "16:30" on the store's clock, and the store's IANA zone: for the cart to say the time. */
  viewingTime: string;
  viewingTimeZone: string;
}

/**
 * A cart entry in the documented shape (docs/spec/storefront.md §3 "Cart item"), a viewing's time
 * added where one was chosen; null when the price is not a number.
 */
export function buildCartItem(source: CartItemSource, selected: SelectedPrice, quantity: number, bookingDate?: string, slot?: ViewingSlotChoice | null): CartItem | null {
  const productPrice = toAmount(source.price);
  const convertedPrice = toAmount(selected.amount);
  if (productPrice === null || convertedPrice === null) return null;
  return {
    id: source.databaseId,
    slug: source.slug,
    productName: source.name,
    featureImage: source.featureImageReference,
    productPrice,
    discountedPrice: toAmount(source.discountedPrice),
    convertedPrice,
    quantity,
    store_id: source.storeId,
    selected_currency: selected.currency,
    appliedPromoCode: null,
    ...(bookingDate ? { bookingDate } : {}),
    ...(bookingDate && slot ? slot : {}),
    mainCategory: catalogueLabel(source.catalogue),
    selectedCategory: source.categoryName,
  };
}

/** Today as YYYY-MM-DD in the visitor's time zone (the booking date's minimum). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
