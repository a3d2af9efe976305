// The cart and checkout rules of docs/spec/storefront.md §5 and §9 that the checkout page and the server
// both apply: quantities, the size of a cart, the required shipping fields and their messages.
// Payment methods and the bank details are in payment.ts.
import { EMAIL_MESSAGES } from './email.ts';

/** docs/spec/storefront.md §9: "Minimum quantity 1 (cart); 1 to 15 (product page)". */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 15;
export const quantityMessage = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

/**
 * The most lines one order may have. The spec sets no number; 50 products (each up to 15 units)
 * is far beyond any real cart and bounds the work of one checkout.
 */
export const MAX_CART_LINES = 50;
export const cartTooLargeMessage = `A cart holds at most ${MAX_CART_LINES} items`;

/** The spec's checkout client details (the shipping details of an order); strings as typed by the shopper. */
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** What the checkout form holds. */
export type ShippingValues = ClientDetails;

/** Required of every order, in form order: how the vendor reaches the shopper (name and phone, docs/spec/storefront.md §5). */
export const REQUIRED_CONTACT_FIELDS: readonly (keyof ShippingValues)[] = ['name', 'phone'];

/** Required, in form order: name, address and phone (docs/spec/storefront.md §5), and city and country (the form marks them required). */
export const REQUIRED_SHIPPING_FIELDS: readonly (keyof ShippingValues)[] = [...REQUIRED_CONTACT_FIELDS, 'address', 'city', 'country'];

/** Where goods are shipped: asked only when the order ships goods. */
export const ADDRESS_FIELDS: readonly (keyof ShippingValues)[] = ['address', 'city', 'state', 'country', 'postalCode'];

/**
 * The fields an order requires: the shipping fields when any line is a product to ship, the
 * contact fields only for an order of property viewings (issue 32: nothing is shipped).
 */
export const requiredClientFields = (shipsGoods: boolean): readonly (keyof ShippingValues)[] => (shipsGoods ? REQUIRED_SHIPPING_FIELDS : REQUIRED_CONTACT_FIELDS);

export const CHECKOUT_MESSAGES = {
  required: 'Please fill in all required fields!',
  payment: 'Please select a payment method!',
  email: EMAIL_MESSAGES.invalid,
  failed: 'Failed to place order',
  unknown: 'An unknown error occurred.',
  successTitle: 'Thank You! We’ll Start Processing Your Order!',
} as const;
