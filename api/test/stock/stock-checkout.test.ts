// Stock of home products (issue 37) through the real interfaces: 20 checkouts at once for the last
// 3 units sell exactly 3 (run on PGlite and, through scripts/with-postgres.ts, on PostgreSQL with
// real concurrent connections); a cancelled or fully refunded part gives its units back once; the
// low-stock mail goes out once per crossing; the vendor sets stock on both transports, and nobody
// else may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { placeOrderOf, SHOPPER } from '../helpers/orders.ts';

let t: TestApp;
let vendor: string;
let otherVendor: string;
let admin: string;
let vendorId: number;
let products: { id: number; name: string }[];

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } ... on OutOfStockError { code field productId productName left message } ... on Error { message } } }`;
const SET_STOCK = `mutation ($input: SetProductStockInput!) { setProductStock(input: $input) { __typename ... on SetProductStockSuccess { product { stock lowStockThreshold } } ... on Error { code message } } }`;

const stockOf = async (id: number) => (await t.db.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const setStock = (id: number, stock: number | null, lowStockThreshold?: number) => call(t, 'PUT', `/api/vendor-products/${id}/stock`, { token: vendor, body: { stock, ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }) } });
const lowStockMails = () => t.db.outboxMail.count({ where: { subject: { startsWith: 'Low stock:' } } });

/** The priced GraphQL input of one line of `quantity` units, as the cart sends it. */
async function checkoutInput(productId: number, quantity: number) {
  const items = [{ product: globalId('Product', productId), quantity }];
  const quote = await gql(t, QUOTE, { input: { items, currency: 'USD' } }, { visitor: null });
  const priced = items.map((item, i) => ({ ...item, unitPrice: quote.data.quoteCart.lines[i].unitPrice.amount }));
  return { client: SHOPPER, items: priced, currency: 'USD', totalCost: quote.data.quoteCart.total.amount, paymentMethod: 'CASH_ON_DELIVERY' };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [vendor, otherVendor, admin] = await Promise.all(['casa-nova-interiors', 'voltline-electronics', 'admin'].map((s) => tokenFor(t.db, s)));
  vendorId = (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } })).id;
  products = await t.db.product.findMany({ where: { vendorId, catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'asc' }, take: 4, select: { id: true, name: true } });
  // Each test starts from a count it sets; the demo's own counts (and their mails) are not this file's.
  await t.db.product.updateMany({ where: { id: { in: products.map((p) => p.id) } }, data: { stock: null, lowStockNotified: false } });
});
afterAll(() => t?.close());

describe('checkout', () => {
  it('sells the last 3 units to exactly 3 of 20 shoppers at once; the 17 others are told the line is short', async () => {
    const product = products[0];
    expect((await setStock(product.id, 3, 1)).status).toBe(200);
    const input = await checkoutInput(product.id, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(t, PLACE, { input }, { visitor: null })));
    const results = answers.map((a) => a.data?.placeOrder);
    expect(results.filter((r) => r?.__typename === 'PlacedOrder')).toHaveLength(3);
    const refusals = results.filter((r) => r?.__typename === 'OutOfStockError');
    expect(refusals).toHaveLength(17);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'OUT_OF_STOCK', field: 'items.0', productId: product.id, productName: product.name, left: 0 });
    expect(refusals[0].message).toContain('out of stock');
    expect(await stockOf(product.id)).toBe(0);
    const movements = await t.db.stockMovement.findMany({ where: { productId: product.id, reason: 'ORDER' } });
    expect(movements.map((m) => m.delta)).toEqual([-1, -1, -1]);
    expect(await t.db.orderItem.count({ where: { productId: product.id, part: { order: { createdAt: { gte: new Date(Date.now() - 60_000) } } } } })).toBe(3);
  });

  it('refuses more units than are left over REST with 409 OUT_OF_STOCK naming the line and what is left, writing nothing', async () => {
    const [tracked, untracked] = [products[1], products[2]];
    expect((await setStock(tracked.id, 2)).status).toBe(200);
    const orders = await t.db.order.count();
    const lines = [{ productId: untracked.id, quantity: 1 }, { productId: tracked.id, quantity: 3 }];
    const quote = await gql(t, QUOTE, { input: { items: lines.map((l) => ({ product: globalId('Product', l.productId), quantity: l.quantity })), currency: 'USD' } }, { visitor: null });
    const cartItems = lines.map((l, i) => ({ id: l.productId, quantity: l.quantity, convertedPrice: Number(quote.data.quoteCart.lines[i].unitPrice.amount), selected_currency: 'USD' }));
    const answer = await call(t, 'POST', '/api/checkout', { body: { clientDetails: SHOPPER, cartItems, totalCost: Number(quote.data.quoteCart.total.amount), selected_currency: 'USD' } });
    expect(answer.status, answer.text).toBe(409);
    expect(answer.json).toMatchObject({ code: 'OUT_OF_STOCK', field: 'items.1', productId: tracked.id, left: 2 });
    expect(answer.json.message).toBe(`Only 2 of "${tracked.name}" left: please lower the quantity and place the order again.`);
    expect(await t.db.order.count()).toBe(orders);
    expect(await stockOf(tracked.id)).toBe(2);
  });
});

describe('units coming back', () => {
  it('returns the units of a cancelled part, once', async () => {
    const product = products[1];
    expect((await setStock(product.id, 10)).status).toBe(200);
    const orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 4 }]);
    expect(await stockOf(product.id)).toBe(6);
    const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
    const cancelled = await call(t, 'POST', `/api/order-parts/${part.id}/status`, { token: vendor, body: { action: 'CANCEL', note: 'The shopper changed their mind' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    expect(await t.db.stockMovement.findMany({ where: { partId: part.id }, select: { delta: true, reason: true }, orderBy: { id: 'asc' } })).toEqual([{ delta: -4, reason: 'ORDER' }, { delta: 4, reason: 'CANCEL' }]);
  });

  it('returns the units when the whole part is refunded, none on a partial refund', async () => {
    const product = products[3];
    expect((await setStock(product.id, 8)).status).toBe(200);
    const orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 2 }], { paymentMethod: 'BANK_TRANSFER' });
    const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
    const total = Number(part.totalCost.toFixed(2));
    expect((await call(t, 'POST', `/api/order-parts/${part.id}/payments`, { token: vendor, body: { amount: total.toFixed(2) } })).status).toBe(200);
    const partial = await call(t, 'POST', `/api/order-parts/${part.id}/refunds`, { token: vendor, body: { amount: '1.00', reason: 'A scratch on one leg' } });
    expect(partial.status, partial.text).toBe(200);
    expect(await stockOf(product.id)).toBe(6);
    const rest = await call(t, 'POST', `/api/order-parts/${part.id}/refunds`, { token: admin, body: { amount: (total - 1).toFixed(2), reason: 'Both chairs came back' } });
    expect(rest.status, rest.text).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    expect(await t.db.stockMovement.count({ where: { partId: part.id, reason: 'REFUND', delta: 2 } })).toBe(1);
  });
});

describe('low stock', () => {
  it('mails the vendor once when stock falls to the threshold, and again only after it rose above', async () => {
    const product = products[2];
    const before = await lowStockMails();
    expect((await setStock(product.id, 7, 5)).status).toBe(200);
    await placeOrderOf(t, [{ productId: product.id, quantity: 2 }]);
    expect(await lowStockMails()).toBe(before + 1);
    await placeOrderOf(t, [{ productId: product.id, quantity: 1 }]);
    expect(await lowStockMails()).toBe(before + 1);
    const mail = await t.db.outboxMail.findFirstOrThrow({ where: { subject: `Low stock: ${product.name}` }, orderBy: { id: 'desc' } });
    expect(mail.to).toBe((await t.db.vendor.findUniqueOrThrow({ where: { id: vendorId } })).email);
    expect(mail.text).toContain('5 left (your low-stock threshold is 5)');
    expect((await setStock(product.id, 20)).status).toBe(200);
    await placeOrderOf(t, [{ productId: product.id, quantity: 15 }]);
    expect(await lowStockMails()).toBe(before + 2);
  });
});

describe('setting stock', () => {
  it('sets stock and threshold through GraphQL, recorded as a MANUAL movement', async () => {
    const product = products[1];
    const answer = await gql(t, SET_STOCK, { input: { id: globalId('Product', product.id), stock: 12, lowStockThreshold: 3 } }, { token: vendor });
    expect(answer.data?.setProductStock, JSON.stringify(answer.json)).toEqual({ __typename: 'SetProductStockSuccess', product: { stock: 12, lowStockThreshold: 3 } });
    const last = await t.db.stockMovement.findFirstOrThrow({ where: { productId: product.id }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ reason: 'MANUAL', stockAfter: 12 });
    const untracked = await gql(t, SET_STOCK, { input: { id: globalId('Product', product.id), stock: null } }, { token: admin });
    expect(untracked.data?.setProductStock.product.stock).toBeNull();
  });

  it('refuses another store, a visitor, a property and a bad number, changing nothing', async () => {
    const product = products[1];
    expect((await setStock(product.id, 4)).status).toBe(200);
    const other = await call(t, 'PUT', `/api/vendor-products/${product.id}/stock`, { token: otherVendor, body: { stock: 99 } });
    expect(other.status).toBe(403);
    const otherGql = await gql(t, SET_STOCK, { input: { id: globalId('Product', product.id), stock: 99 } }, { token: otherVendor });
    expect(otherGql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await call(t, 'PUT', `/api/vendor-products/${product.id}/stock`, { body: { stock: 99 } })).status).toBe(401);
    const bad = await call(t, 'PUT', `/api/vendor-products/${product.id}/stock`, { token: vendor, body: { stock: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'stock', message: 'Stock must be a whole number from 0 to 1000000, or empty for "not tracked".' });
    const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE' } });
    const propertyAnswer = await call(t, 'PUT', `/api/vendor-products/${property.id}/stock`, { token: admin, body: { stock: 1 } });
    expect(propertyAnswer.status).toBe(400);
    expect(propertyAnswer.json.message).toBe('Properties have no stock: leave it empty.');
    expect(await stockOf(product.id)).toBe(4);
    expect(await stockOf(property.id)).toBeNull();
  });
});
