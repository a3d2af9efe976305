// The cart kept in the browser (docs/spec/storefront.md §3 "Cart item", storage key `cart`). The cart pages and
// checkout are later work; the detail pages already add items in the documented shape.
import { lineAmount, MAX_QUANTITY, MIN_QUANTITY, sumAmounts } from '@rules/index.ts';

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
  /** A viewing's free time (issue 37 part 3): its start as an instant, and on the store's clock. */
  viewingAt?: string | null;
  viewingTime?: string | null;
  viewingTimeZone?: string | null;
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
  next[index] = item.bookingDate ? item : { ...item, quantity: clampQuantity((Number(items[index].quantity) || 0) + item.quantity) };
  return next;
}

/** docs/spec/storefront.md §9: 1 to 15 on the product page (the server's limits). */
export const MIN_PRODUCT_QUANTITY = MIN_QUANTITY;
export const MAX_PRODUCT_QUANTITY = MAX_QUANTITY;

/** Product-page quantity: a whole number clamped to 1..15 (non-numbers give 1). */
export function clampQuantity(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n)) return MIN_PRODUCT_QUANTITY;
  return Math.min(MAX_PRODUCT_QUANTITY, Math.max(MIN_PRODUCT_QUANTITY, n));
}

/** docs/spec/storefront.md §9: one unit is convertedPrice, else discountedPrice, else productPrice (0 when none is a number). */
export function unitPrice(item: Partial<CartItem>): number {
  for (const value of [item.convertedPrice, item.discountedPrice, item.productPrice] as unknown[]) {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (Number.isFinite(n)) return n;
  }
  return 0;
}

/** The usable quantity of an entry: a whole number, at least 1. */
export const itemQuantity = (item: Partial<CartItem>) => Math.max(1, Math.floor(Number(item.quantity)) || 1);

/** Line price: the unit price times the quantity, exactly in cents (the server's arithmetic). */
export function linePrice(item: Partial<CartItem>): number {
  return Number(lineAmount(unitPrice(item), itemQuantity(item)));
}

/** A property viewing (it carries a booking date): booked once, so no quantity steps. */
export const isBooking = (item: Partial<CartItem>) => Boolean(item.bookingDate);

/**
 * The goods total: what the shopper will pay (issue 21: a viewing is an appointment and adds
 * nothing payable; the spec's cart rule priced it at the property's price). In the shared
 * currency when every product has the same one, otherwise a plain number (currency null): the
 * checkout prices such a cart in USD on the server.
 */
export function cartTotal(items: readonly Partial<CartItem>[]): { amount: number; currency: string | null } {
  const goods = items.filter((item) => !isBooking(item));
  const amount = Number(sumAmounts(goods.map((item) => lineAmount(unitPrice(item), itemQuantity(item)))));
  const currencies = new Set(goods.map((item) => item.selected_currency || 'USD'));
  return { amount, currency: currencies.size === 1 ? [...currencies][0] : null };
}

/** How many viewings the cart books (each free of charge). */
export const viewingCount = (items: readonly Partial<CartItem>[]) => items.filter(isBooking).length;

/** Sets an entry's quantity (never below 1; product-page maximum 15). */
export function setItemQuantity(items: readonly CartItem[], index: number, quantity: number): CartItem[] {
  return items.map((item, i) => (i === index ? { ...item, quantity: clampQuantity(quantity) } : item));
}

export const removeCartItem = (items: readonly CartItem[], index: number): CartItem[] => items.filter((_, i) => i !== index);

/** A line's unit price as the server quoted it, in the quote's currency. */
export interface QuotedUnit {
  unitPrice: { amount: unknown };
}

/** A saved unit price the server's quote changed: the cart says so ("Price changed from ... to ..."). */
export interface PriceChange {
  id: number;
  currency: string;
  from: number;
  to: number;
}

/**
 * The cart with each saved unit price replaced by the server's quote of it (`lines` in the cart's
 * order), and the prices that changed since the items were added. A line saved in another
 * currency than the quote's (a mixed-currency cart is quoted in USD) keeps its saved price.
 */
export function repriceCart(items: readonly CartItem[], quote: { currency: string; lines: readonly QuotedUnit[] }): { items: CartItem[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const repriced = items.map((item, index) => {
    const quoted = Number(quote.lines[index]?.unitPrice.amount);
    const currency = item.selected_currency || 'USD';
    const saved = unitPrice(item);
    if (currency !== quote.currency || !Number.isFinite(quoted) || quoted === saved) return item;
    changes.push({ id: item.id, currency, from: saved, to: quoted });
    return { ...item, convertedPrice: quoted };
  });
  return { items: changes.length ? repriced : [...items], changes };
}
