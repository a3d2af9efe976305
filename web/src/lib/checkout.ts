// Checkout rules of spec §5 on the client (the server checks them again).
import type { CartItem } from './cart.ts';
import { itemQuantity } from './cart.ts';
import { isCurrencyCode, type CurrencyCode } from './price.ts';

export interface ShippingValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export const EMPTY_SHIPPING: ShippingValues = { name: '', email: '', phone: '', address: '', city: '', state: '', country: '', postalCode: '' };

/** Required: name, address and phone (§5), and city and country (the form marks them required). */
export const REQUIRED_SHIPPING_FIELDS: readonly (keyof ShippingValues)[] = ['name', 'phone', 'address', 'city', 'country'];

export const CHECKOUT_TEXT = {
  required: 'Please fill in all required fields!',
  payment: 'Please select a payment method!',
  failed: 'Failed to place order',
  unknown: 'An unknown error occurred.',
  successTitle: 'Thank You! We’ll Start Processing Your Order!',
} as const;

/** The first required field left blank, or null. */
export function firstMissingField(values: ShippingValues): keyof ShippingValues | null {
  return REQUIRED_SHIPPING_FIELDS.find((field) => !values[field].trim()) ?? null;
}

export interface CartLine {
  productId: number;
  quantity: number;
  currency: CurrencyCode;
  promoCode: string | null;
  bookingDate: string | null;
}

/** The cart as the server's quote and order take it. */
export function cartLines(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({
    productId: Number(item.id),
    quantity: itemQuantity(item),
    currency: isCurrencyCode(String(item.selected_currency)) ? (item.selected_currency as CurrencyCode) : 'USD',
    promoCode: item.appliedPromoCode || null,
    bookingDate: item.bookingDate || null,
  }));
}

export const LAST_ORDER_KEY = 'lastOrderId';
