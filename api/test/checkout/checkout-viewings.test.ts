// Viewings are appointments, not purchases (issue 21): the quote shows the property's price for
// information and adds nothing to what is payable; an order of viewings only needs no payment method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId } from '../helpers/admin-fixtures.ts';
import { call, freshIp, gql } from '../helpers/social.ts';
import { dayFromNow, SHOPPER } from '../helpers/orders.ts';

let t: TestApp;
let home: { id: number; price: string };
let property: { id: number; price: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const h = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  const p = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  home = { id: h.id, price: h.price.toFixed(2) };
  property = { id: p.id, price: p.price.toFixed(2), slug: p.slug };
});
afterAll(() => t?.close());

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote {
  total { amount } goodsTotal { amount } hasViewings viewingCount paymentRequired
  lines { isViewing unitPrice { amount } lineTotal { amount } informationalPrice { amount formatted } }
  parts { storeId total { amount } } } } }`;

describe('quoteCart', () => {
  it('prices the goods; a viewing shows its price for information and adds nothing', async () => {
    const res = await gql(t, QUOTE, { input: { currency: 'USD', items: [{ product: globalId('Product', home.id), quantity: 2 }, { product: globalId('Product', property.id), quantity: 1, bookingDate: dayFromNow(2) }] } }, { visitor: null });
    const quote = res.data.quoteCart;
    const goods = (Number(home.price) * 2).toFixed(2);
    expect(quote).toMatchObject({ total: { amount: goods }, goodsTotal: { amount: goods }, hasViewings: true, viewingCount: 1, paymentRequired: true });
    expect(quote.lines[1]).toMatchObject({ isViewing: true, unitPrice: { amount: property.price }, lineTotal: { amount: '0.00' }, informationalPrice: { amount: property.price } });
    expect(quote.lines[0]).toMatchObject({ isViewing: false, informationalPrice: null });
    expect(quote.parts.map((p: { total: { amount: string } }) => p.total.amount)).toEqual([goods, '0.00']);
  });

  it('a cart of viewings only has nothing payable', async () => {
    const res = await gql(t, QUOTE, { input: { currency: 'USD', items: [{ product: globalId('Product', property.id), quantity: 1, bookingDate: dayFromNow(2) }] } }, { visitor: null });
    expect(res.data.quoteCart).toMatchObject({ total: { amount: '0.00' }, hasViewings: true, viewingCount: 1, paymentRequired: false });
  });
});

describe('placing an order of viewings only', () => {
  it('GraphQL: needs no payment method and stores none', async () => {
    const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId paymentMethod paymentMethodLabel total { amount } } ... on Error { message } } }`;
    const input = { client: SHOPPER, currency: 'USD', totalCost: '0', items: [{ product: globalId('Product', property.id), quantity: 1, bookingDate: dayFromNow(4) }] };
    const res = await gql(t, PLACE, { input }, { visitor: null, ip: freshIp() });
    expect(res.data.placeOrder).toMatchObject({ __typename: 'PlacedOrder', paymentMethod: null, paymentMethodLabel: 'No payment due', total: { amount: '0.00' } });
    const order = await t.db.order.findUniqueOrThrow({ where: { publicId: res.data.placeOrder.orderId }, include: { parts: { include: { items: true } } } });
    expect(order).toMatchObject({ paymentMethod: null });
    expect(order.totalCost.toFixed(2)).toBe('0.00');
    expect(order.parts[0]).toMatchObject({ status: 'REQUESTED' });
    expect(order.parts[0].viewingDate!.toISOString().slice(0, 10)).toBe(dayFromNow(4));
  });

  it('REST: the spec payload without paymentMethod places it, payment_method null; a stale shown price is no reason to refuse', async () => {
    const body = {
      clientDetails: SHOPPER,
      cartItems: [{ id: property.id, slug: property.slug, quantity: 1, convertedPrice: Number(property.price) + 1000, selected_currency: 'USD', bookingDate: dayFromNow(5) }],
      totalCost: 0,
    };
    const res = await call(t, 'POST', '/api/checkout', { body, visitor: null });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ total_cost: 0, payment_method: null });
    // Charging for the viewing is refused: the total is what is payable.
    const priced = await call(t, 'POST', '/api/checkout', { body: { ...body, totalCost: Number(property.price) }, visitor: null });
    expect(priced.status).toBe(409);
    expect(priced.json.message).toMatch(/^The order total is USD 0\.00/);
  });

  it('an order with goods still needs a payment method', async () => {
    const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on ValidationError { field } } }`;
    const input = { client: SHOPPER, currency: 'USD', totalCost: home.price, items: [{ product: globalId('Product', home.id), quantity: 1, unitPrice: home.price }, { product: globalId('Product', property.id), quantity: 1, bookingDate: dayFromNow(4) }] };
    const res = await gql(t, PLACE, { input }, { visitor: null, ip: freshIp() });
    expect(res.data.placeOrder).toEqual({ __typename: 'ValidationError', field: 'paymentMethod' });
  });
});
