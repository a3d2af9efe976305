// Orders placed the way a shopper places them (quoteCart, then placeOrder with the quoted
// amounts), for the tests of what happens after checkout.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { globalId } from './admin-fixtures.ts';
import { gql } from './social.ts';

export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const SHOPPER = { name: 'Sara Malik', email: 'Sara.Malik@Example.com', phone: '+971 50 765 4321', address: '4 Creek Road', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' };

export interface CartLine {
  productId: number;
  quantity?: number;
  bookingDate?: string;
  /** A timed viewing: one of the store's free slots (an ISO instant). */
  viewingAt?: string;
}

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { __typename ... on CartQuote { total { amount } lines { unitPrice { amount } } } ... on Error { message } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId paymentMethod total { amount } } ... on Error { message } } }`;

/** Places an order of `lines` (USD) and answers its public id; fails the test when it is refused. */
export async function placeOrderOf(t: TestApp, lines: CartLine[], options: { client?: Partial<typeof SHOPPER>; paymentMethod?: string | null; clientIp?: string; acceptLanguage?: string } = {}): Promise<string> {
  const items = lines.map((line) => ({ product: globalId('Product', line.productId), quantity: line.quantity ?? 1, ...(line.bookingDate ? { bookingDate: line.bookingDate } : {}), ...(line.viewingAt ? { viewingAt: line.viewingAt } : {}) }));
  const quote = await gql(t, QUOTE, { input: { items, currency: 'USD' } }, { visitor: null, ip: options.clientIp });
  expect(quote.data?.quoteCart.__typename, JSON.stringify(quote.json)).toBe('CartQuote');
  const priced = items.map((item, i) => ({ ...item, unitPrice: quote.data.quoteCart.lines[i].unitPrice.amount }));
  const paymentMethod = options.paymentMethod === undefined ? 'CASH_ON_DELIVERY' : options.paymentMethod;
  const input = { client: { ...SHOPPER, ...options.client }, items: priced, currency: 'USD', totalCost: quote.data.quoteCart.total.amount, paymentMethod };
  const placed = await gql(t, PLACE, { input }, { visitor: null, ip: options.clientIp, acceptLanguage: options.acceptLanguage });
  expect(placed.data?.placeOrder.__typename, JSON.stringify(placed.json)).toBe('PlacedOrder');
  return placed.data.placeOrder.orderId;
}
