// The cart kept in the browser (spec §3 "Cart item", storage key `cart`). The cart pages and
// checkout are later work; the detail pages already add items in the documented shape.

export const CART_KEY = 'cart';
export const CART_CHANGED_EVENT = 'cart:changed';

export interface CartItem {
  id: number;
  slug: string;
  productName: string;
  featureImage: string;
  productPrice: number;
  discountedPrice: number | null;
  convertedPrice: number | null;
  quantity: number;
  store_id: string;
  selected_currency: string;
  appliedPromoCode: string | null;
  bookingDate?: string | null;
  mainCategory?: string;
  selectedCategory?: string;
  [extra: string]: unknown;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The stored cart; anything unreadable counts as empty. */
export function readCart(storage: Storage | null = defaultStorage()): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is CartItem => typeof item === 'object' && item !== null) : [];
  } catch {
    return [];
  }
}

/** The badge number: the sum of quantities (an item without a usable quantity counts as 1). */
export function cartCount(items: readonly Partial<CartItem>[]): number {
  return items.reduce((sum, item) => {
    const quantity = Number(item.quantity);
    return sum + (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 1);
  }, 0);
}

export function writeCart(items: CartItem[], storage: Storage | null = defaultStorage()): void {
  storage?.setItem(CART_KEY, JSON.stringify(items));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/**
 * Adds an item. A property (an item with a booking date) has one entry per product id, replaced
 * by the newer booking; a home product already in the cart gets the quantities added.
 */
export function addCartItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return [...items, item];
  const next = [...items];
  next[index] = item.bookingDate ? item : { ...item, quantity: (Number(items[index].quantity) || 0) + item.quantity };
  return next;
}

export const MIN_PRODUCT_QUANTITY = 1;
export const MAX_PRODUCT_QUANTITY = 15;

/** Product-page quantity: a whole number clamped to 1..15 (non-numbers give 1). */
export function clampQuantity(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n)) return MIN_PRODUCT_QUANTITY;
  return Math.min(MAX_PRODUCT_QUANTITY, Math.max(MIN_PRODUCT_QUANTITY, n));
}
