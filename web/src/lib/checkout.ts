// Checkout rules of docs/spec/storefront.md §5 on the client (the server checks them again with the same rules:
// rules/checkout.ts).
import { ADDRESS_FIELDS, CHECKOUT_MESSAGES, requiredClientFields, type ShippingValues } from '@rules/index.ts';
import type { CartItem } from './cart.ts';
import { itemQuantity } from './cart.ts';
import { isCurrencyCode, type CurrencyCode } from './price.ts';
import { globalId } from './global-id.ts';

export { ADDRESS_FIELDS, requiredClientFields, type ShippingValues };

export const EMPTY_SHIPPING: ShippingValues = { name: '', email: '', phone: '', address: '', city: '', state: '', country: '', postalCode: '' };

export const CHECKOUT_TEXT = CHECKOUT_MESSAGES;

/** The first required field left blank, or null; the address is required only when goods ship. */
export function firstMissingField(values: ShippingValues, shipsGoods: boolean): keyof ShippingValues | null {
  return requiredClientFields(shipsGoods).find((field) => !values[field].trim()) ?? null;
}

export interface CartLine {
  /** The product's global ID. */
  product: string;
  quantity: number;
  currency: CurrencyCode;
  promoCode: string | null;
  bookingDate: string | null;
  /** A viewing's free time (issue 37 part 3), sent only where one was chosen. */
  viewingAt?: string;
}

/** The cart as the server's quote and order take it. */
export function cartLines(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({
    product: globalId('Product', Number(item.id)),
    quantity: itemQuantity(item),
    currency: isCurrencyCode(String(item.selected_currency)) ? (item.selected_currency as CurrencyCode) : 'USD',
    promoCode: item.appliedPromoCode || null,
    bookingDate: item.bookingDate || null,
    ...(item.bookingDate && item.viewingAt ? { viewingAt: String(item.viewingAt) } : {}),
  }));
}

export const LAST_ORDER_KEY = 'lastOrderId';
