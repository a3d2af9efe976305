import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId } from '../helpers/admin-fixtures.ts';

// Arguments that name an object take its global ID; the old Int database ids keep working, deprecated.
let t: TestApp;
let home: { id: number; gid: string };
let vendorGid: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const h = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  home = { id: h.id, gid: globalId('Product', h.id) };
  vendorGid = globalId('Vendor', h.vendorId);
});
afterAll(() => t?.close());

const QUOTE = /* GraphQL */ `
  query ($input: QuoteCartInput!) {
    quoteCart(input: $input) {
      __typename
      ... on CartQuote { total { amount } lines { productId unitPrice { amount } } }
      ... on ValidationError { message field code }
    }
  }`;

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PlacedOrder { orderId total { amount } }
      ... on ValidationError { message field code }
      ... on Error { message code }
    }
  }`;

const PROMO = /* GraphQL */ `
  query ($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) {
      __typename
      ... on PromoCodeCheck { success promoCode: code discountPercentage }
      ... on ValidationError { message field code }
      ... on Error { message code }
    }
  }`;

const client = { name: 'Ida Park', phone: '07700 900456', address: '2 Low St', city: 'Leeds', country: 'United Kingdom' };

async function quote(line: Record<string, unknown>) {
  const res = await t.graphql(QUOTE, { input: { items: [{ quantity: 2, currency: 'USD', ...line }] } });
  expect(res.errors).toBeUndefined();
  return res.data.quoteCart;
}

async function place(line: Record<string, unknown>, key: string) {
  const priced = await quote(line);
  expect(priced.__typename).toBe('CartQuote');
  const items = [{ quantity: 2, currency: 'USD', ...line, unitPrice: priced.lines[0].unitPrice.amount }];
  const res = await t.graphql(PLACE, { input: { client, items, totalCost: priced.total.amount, paymentMethod: 'CASH_ON_DELIVERY', idempotencyKey: key } });
  expect(res.errors).toBeUndefined();
  return res.data.placeOrder;
}

describe('quoteCart and placeOrder: CartLineInput.product', () => {
  it('takes the product global ID, and still the deprecated Int productId, for the same quote', async () => {
    const byGid = await quote({ product: home.gid });
    const byInt = await quote({ productId: home.id });
    expect(byGid).toMatchObject({ __typename: 'CartQuote', lines: [{ productId: home.id }] });
    expect(byGid).toEqual(byInt);
  });

  it('refuses a missing id, both ids, and a global id of another type with a ValidationError naming the field', async () => {
    expect(await quote({})).toEqual({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', field: 'items[0].product', message: "`items[0].product` is required: the Product's global ID." });
    expect(await quote({ product: home.gid, productId: home.id })).toMatchObject({ __typename: 'ValidationError', field: 'items[0].product', message: 'Send either `items[0].product` or the deprecated `items[0].productId`, not both.' });
    expect(await quote({ product: vendorGid })).toMatchObject({ __typename: 'ValidationError', field: 'items[0].product', message: '`items[0].product` must be a Product id; this one names a Vendor.' });
  });

  it('refuses a malformed global id with BAD_USER_INPUT', async () => {
    const res = await t.graphql(QUOTE, { input: { items: [{ quantity: 1, product: 'not-an-id' }] } });
    expect(res.errors?.[0]).toMatchObject({ message: '"not-an-id" is not a valid id.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('places an order with the global ID and with the deprecated Int, and refuses another type or none without writing', async () => {
    expect(await place({ product: home.gid }, 'ids-test-gid')).toMatchObject({ __typename: 'PlacedOrder' });
    expect(await place({ productId: home.id }, 'ids-test-int')).toMatchObject({ __typename: 'PlacedOrder' });
    const before = await t.db.order.count();
    for (const line of [{ product: vendorGid }, {}]) {
      const res = await t.graphql(PLACE, { input: { client, items: [{ quantity: 1, unitPrice: '1.00', ...line }], totalCost: '1.00', paymentMethod: 'CASH_ON_DELIVERY' } });
      expect(res.data.placeOrder).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', field: 'items[0].product' });
    }
    expect(await t.db.order.count()).toBe(before);
  });
});

describe('validatePromoCode: ValidatePromoCodeInput.product', () => {
  it('takes the product global ID, and still the deprecated Int productId', async () => {
    const byGid = await t.graphql(PROMO, { input: { code: 'welcome10', product: home.gid } });
    const byInt = await t.graphql(PROMO, { input: { code: 'welcome10', productId: home.id } });
    expect(byGid.errors).toBeUndefined();
    expect(byGid.data.validatePromoCode).toEqual({ __typename: 'PromoCodeCheck', success: true, promoCode: 'WELCOME10', discountPercentage: 10 });
    expect(byInt.data.validatePromoCode).toEqual(byGid.data.validatePromoCode);
  });

  it('refuses a global id of another type, a missing id and both', async () => {
    const other = await t.graphql(PROMO, { input: { code: 'welcome10', product: vendorGid } });
    expect(other.data.validatePromoCode).toEqual({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', field: 'product', message: '`product` must be a Product id; this one names a Vendor.' });
    const none = await t.graphql(PROMO, { input: { code: 'welcome10' } });
    expect(none.data.validatePromoCode).toMatchObject({ __typename: 'ValidationError', field: 'product', message: "`product` is required: the Product's global ID." });
    const both = await t.graphql(PROMO, { input: { code: 'welcome10', product: home.gid, productId: home.id } });
    expect(both.data.validatePromoCode).toMatchObject({ __typename: 'ValidationError', field: 'product' });
  });
});

describe('introspection', () => {
  it('shows the Int id fields as deprecated, with the reason, beside the new ID fields', async () => {
    const res = await t.graphql(`{
      cart: __type(name: "CartLineInput") { inputFields(includeDeprecated: true) { name isDeprecated deprecationReason type { name kind } } }
      promo: __type(name: "ValidatePromoCodeInput") { inputFields(includeDeprecated: true) { name isDeprecated deprecationReason type { name kind } } }
    }`);
    expect(res.errors).toBeUndefined();
    for (const type of [res.data.cart, res.data.promo]) {
      const field = (name: string) => type.inputFields.find((f: any) => f.name === name);
      expect(field('product')).toEqual({ name: 'product', isDeprecated: false, deprecationReason: null, type: { name: 'ID', kind: 'SCALAR' } });
      expect(field('productId')).toMatchObject({ isDeprecated: true, type: { name: 'Int', kind: 'SCALAR' } });
      expect(field('productId').deprecationReason).toMatch(/^Use `product` \(the object's global ID/);
    }
  });
});
