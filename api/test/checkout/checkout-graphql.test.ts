import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAsWebApp } from '../helpers/web-documents.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import ordersPageQuery from '../../../web/src/__generated__/DashboardOrdersPageQuery.graphql.ts';
import cartQuoteQuery from '../../../web/src/__generated__/useCartQuoteQuery.graphql.ts';

let t: TestApp;
let home: { id: number; price: string };
let property: { id: number; price: string };

beforeAll(async () => {
  // The public answer cache is on, as in production: quotes and promo checks must never come from it.
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1' } });
  const h = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  const p = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  home = { id: h.id, price: h.price.toFixed(2) };
  property = { id: p.id, price: p.price.toFixed(2) };
});
afterAll(() => t?.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const QUOTE = /* GraphQL */ `
  query ($input: QuoteCartInput!) {
    quoteCart(input: $input) {
      __typename
      ... on CartQuote { currency total { amount formatted } lines { productId quantity promoCode promoPercent bookingDate unitPrice { amount } lineTotal { amount } listPrice { amount } } parts { storeId brandType total { amount } } }
      ... on ValidationError { message field }
    }
  }`;

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PlacedOrder { orderId total { amount formatted } paymentMethodLabel replayed }
      ... on Error { message code }
    }
  }`;

const MY_ORDERS = /* GraphQL */ `
  query ($search: String, $brandType: BrandType) {
    myOrders(first: 50, search: $search, brandType: $brandType) { edges { node { orderId total { amount } parts { storeId brandType total { amount } items { productName quantity } } } } }
    myOrderBrandTypes
  }`;

async function login(email: string, password = 'vendor12345') {
  const res = await t.graphql(`mutation ($input: LoginInput!) { login(input: $input) { ... on LoginSession { token } } }`, { input: { email, password } });
  return { authorization: `Bearer ${res.data.login.token}` };
}

function lines() {
  return [
    { productId: home.id, quantity: 3, currency: 'GBP', promoCode: 'welcome10' },
    { productId: property.id, quantity: 1, currency: 'GBP', bookingDate: tomorrow() },
  ];
}

describe('GraphQL checkout', () => {
  it('quoteCart prices every line on the server', async () => {
    const res = await t.graphql(QUOTE, { input: { items: lines() } });
    expect(res.errors).toBeUndefined();
    const quote = res.data.quoteCart;
    expect(quote.__typename).toBe('CartQuote');
    expect(quote.currency).toBe('GBP');
    const gbp = (usd: string) => Math.round(Number(usd) * 0.78 * 100 + 1e-6) / 100;
    const homeUnit = Math.round(gbp(home.price) * 90 + 1e-6) / 100;
    expect(Number(quote.lines[0].unitPrice.amount)).toBeCloseTo(homeUnit, 2);
    expect(quote.lines[0]).toMatchObject({ promoCode: 'WELCOME10', promoPercent: 10, quantity: 3, bookingDate: null });
    expect(quote.lines[1].bookingDate).toBe(tomorrow());
    expect(quote.parts.map((p: any) => [p.storeId, p.brandType])).toEqual([['casa-nova-interiors', 'HOME_PRODUCTS'], ['skyline-estates', 'REAL_ESTATE']]);
    expect(Number(quote.total.amount)).toBeCloseTo(Number(quote.lines[0].lineTotal.amount) + Number(quote.lines[1].lineTotal.amount), 2);
    expect(quote.total.formatted).toMatch(/^GBP [\d,]+\.\d{2}$/);
    // Never stored in the shared answer cache: a quote depends on today's date.
    const again = await t.graphql(QUOTE, { input: { items: lines() } });
    expect(again.headers.get('x-cache')).not.toBe('hit');
  });

  it('quoteCart names a line that cannot be ordered', async () => {
    const bad = lines();
    bad[0].promoCode = 'EXPIRED5';
    const res = await t.graphql(QUOTE, { input: { items: bad } });
    expect(res.data.quoteCart).toMatchObject({ __typename: 'ValidationError', field: 'items.0.promoCode' });
    expect(res.data.quoteCart.message).toMatch(/expired/);
  });

  it('validatePromoCode answers like POST /validate-promo', async () => {
    const q = `query ($input: ValidatePromoCodeInput!) { validatePromoCode(input: $input) { __typename ... on PromoCodeCheck { success message code discountPercentage discountedPrice { amount currency } } ... on Error { message } } }`;
    const ok = await t.graphql(q, { input: { code: 'WELCOME10', productId: home.id, currency: 'PKR' } });
    expect(ok.data.validatePromoCode).toMatchObject({ success: true, code: 'WELCOME10', discountPercentage: 10, discountedPrice: { currency: 'PKR' } });
    const repeated = await t.graphql(q, { input: { code: 'WELCOME10', productId: home.id, currency: 'PKR' } });
    expect(repeated.headers.get('x-cache')).not.toBe('hit');
    const inactive = await t.graphql(q, { input: { code: 'SUMMER25', productId: home.id } });
    expect(inactive.data.validatePromoCode).toMatchObject({ success: false, message: 'This promo code is not active', code: null });
    const empty = await t.graphql(q, { input: { code: '', productId: home.id } });
    expect(empty.data.validatePromoCode).toMatchObject({ __typename: 'ValidationError', message: 'Please enter a promo code' });
  });

  it('placeOrder checks the client amounts against the quote and answers the same order for a repeated key', async () => {
    const quote = (await t.graphql(QUOTE, { input: { items: lines() } })).data.quoteCart;
    const priced = lines().map((l, i) => ({ ...l, unitPrice: quote.lines[i].unitPrice.amount }));
    const client = { name: 'Sam Lee', phone: '07700 900123', address: '1 High St', city: 'London', country: 'United Kingdom' };
    const before = await t.db.order.count();

    const wrong = await t.graphql(PLACE, { input: { client, items: priced, totalCost: '1.00', paymentMethod: 'CASH_ON_DELIVERY' } });
    expect(wrong.data.placeOrder).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT' });
    expect(wrong.data.placeOrder.message).toContain(`The order total is ${quote.total.formatted}`);
    expect(await t.db.order.count()).toBe(before);

    const input = { client, items: priced, totalCost: quote.total.amount, paymentMethod: 'CASH_ON_DELIVERY', idempotencyKey: 'graphql-test-key-1' };
    const first = await t.graphql(PLACE, { input });
    expect(first.data.placeOrder).toMatchObject({ __typename: 'PlacedOrder', total: { amount: quote.total.amount }, paymentMethodLabel: 'Cash on Arrival', replayed: false });
    const again = await t.graphql(PLACE, { input });
    expect(again.data.placeOrder).toMatchObject({ orderId: first.data.placeOrder.orderId, replayed: true });
    expect(await t.db.order.count()).toBe(before + 1);

    const noPayment = await t.graphql(PLACE, { input: { ...input, idempotencyKey: null, paymentMethod: null } });
    expect(noPayment.data.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Please select a payment method!' });
    const noName = await t.graphql(PLACE, { input: { ...input, idempotencyKey: null, client: { ...client, name: '' } } });
    expect(noName.data.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Please fill in all required fields!' });
  });

  it('myOrders: 401 anonymous, a vendor sees only their parts, the admin all; brand filter and search', async () => {
    const anonymous = await t.graphql(MY_ORDERS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const homes = await login('homes@marketplace.test');
    const mine = await t.graphql(MY_ORDERS, {}, homes);
    expect(mine.errors).toBeUndefined();
    const parts = mine.data.myOrders.edges.flatMap((e: any) => e.node.parts);
    expect(parts.length).toBeGreaterThan(0);
    expect(new Set(parts.map((p: any) => p.storeId))).toEqual(new Set(['casa-nova-interiors']));
    expect(mine.data.myOrderBrandTypes).toEqual(['HOME_PRODUCTS']);
    for (const edge of mine.data.myOrders.edges) expect(edge.node.total.amount).toBe(edge.node.parts[0].total.amount);

    const admin = await login('admin@marketplace.test', 'admin12345');
    const all = await t.graphql(MY_ORDERS, {}, admin);
    const stores = new Set(all.data.myOrders.edges.flatMap((e: any) => e.node.parts.map((p: any) => p.storeId)));
    expect(stores.has('skyline-estates') && stores.has('casa-nova-interiors')).toBe(true);

    const realEstate = await t.graphql(MY_ORDERS, { brandType: 'REAL_ESTATE' }, admin);
    expect(realEstate.data.myOrders.edges.flatMap((e: any) => e.node.parts.map((p: any) => p.brandType)).every((b: string) => b === 'REAL_ESTATE')).toBe(true);
    const byStore = await t.graphql(MY_ORDERS, { search: 'skyline' }, admin);
    expect(byStore.data.myOrders.edges.length).toBeGreaterThan(0);
    expect(byStore.data.myOrders.edges.every((e: any) => e.node.parts.every((p: any) => p.storeId === 'skyline-estates'))).toBe(true);
    const someId = all.data.myOrders.edges[0].node.orderId;
    const byId = await t.graphql(MY_ORDERS, { search: someId.toLowerCase() }, admin);
    expect(byId.data.myOrders.edges.map((e: any) => e.node.orderId)).toEqual([someId]);
  });

  it('deleteOrder: a vendor is refused (403) and nothing changes; the admin deletes', async () => {
    const order = await t.db.order.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const mutation = `mutation ($input: DeleteOrderInput!) { deleteOrder(input: $input) { __typename ... on DeletedOrder { orderId } ... on Error { message } } }`;
    const vendor = await t.graphql(mutation, { input: { orderId: order.publicId } }, await login('vendor@marketplace.test'));
    expect(vendor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.order.count({ where: { id: order.id } })).toBe(1);
    const admin = await login('admin@marketplace.test', 'admin12345');
    const done = await t.graphql(mutation, { input: { orderId: order.publicId } }, admin);
    expect(done.data.deleteOrder).toEqual({ __typename: 'DeletedOrder', orderId: order.publicId });
    expect(await t.db.order.count({ where: { id: order.id } })).toBe(0);
    const missing = await t.graphql(mutation, { input: { orderId: order.publicId } }, admin);
    expect(missing.data.deleteOrder).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
  });

  it('the web app\'s orders and summary queries pass the server\'s cost and depth limits', async () => {
    const admin = await login('admin@marketplace.test', 'admin12345');
    const orders = await sendAsWebApp(t, ordersPageQuery, {}, admin);
    expect(orders.errors).toBeUndefined();
    expect(orders.data.myOrders.edges.length).toBeGreaterThan(0);
    const summary = await sendAsWebApp(t, cartQuoteQuery, { input: { items: lines() } });
    expect(summary.errors).toBeUndefined();
    expect(summary.data.quoteCart.__typename).toBe('CartQuote');
  });
});
