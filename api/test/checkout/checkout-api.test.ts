import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
type P = { id: number; slug: string; name: string; price: Prisma.Decimal; discountedPrice: Prisma.Decimal | null };
let home: P; // casa-nova-interiors, not discounted
let discounted: P; // a discounted home product of another vendor
let property: P; // skyline-estates
let hidden: P;
let revoked: P;

const select = { id: true, slug: true, name: true, price: true, discountedPrice: true } as const;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  home = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'casa-nova-interiors' } }, select, orderBy: { id: 'asc' } });
  const candidates = await t.db.product.findMany({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: { not: null }, vendor: { accessGranted: true, storeId: { notIn: ['casa-nova-interiors'] } } }, select, orderBy: { id: 'asc' } });
  discounted = candidates.find((p) => p.discountedPrice!.lt(p.price))!;
  property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, select, orderBy: { id: 'asc' } });
  hidden = await t.db.product.findFirstOrThrow({ where: { status: 'HIDDEN', vendor: { accessGranted: true } }, select });
  const revokedVendor = await t.db.vendor.findFirstOrThrow({ where: { accessGranted: false } });
  revoked = await t.db.product.create({
    data: { slug: 'revoked-test-lamp', name: 'Revoked Lamp', description: 'x', price: 10, catalogue: 'HOME_PRODUCTS', categoryId: (await t.db.category.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS' } })).id, vendorId: revokedVendor.id, featureImage: 'x.webp' },
    select,
  });
});
afterAll(() => t?.close());

const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);
const AED = D('3.67');
const r2 = (d: Prisma.Decimal) => d.toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
const shown = (p: P) => (p.discountedPrice && p.discountedPrice.lt(p.price) ? p.discountedPrice : p.price);
const inAed = (p: P, promo = 0) => {
  const converted = r2(shown(p).mul(AED));
  return promo ? r2(converted.mul(100 - promo).div(100)) : converted;
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const n = (d: Prisma.Decimal) => Number(d.toFixed(2));

const client = { name: 'Aisha Khan', email: 'aisha@example.com', phone: '+971 50 123 4567', address: '12 Palm Street', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' };

/** A valid order: the home product ×2 in AED with WELCOME10, and a property viewing (an appointment: it adds nothing to the total). */
function validOrder(overrides: Record<string, unknown> = {}) {
  const homeUnit = inAed(home, 10);
  const propertyUnit = inAed(property);
  return {
    clientDetails: client,
    cartItems: [
      { id: home.id, slug: home.slug, productName: home.name, productPrice: n(home.price), discountedPrice: null, convertedPrice: n(homeUnit), quantity: 2, store_id: 'casa-nova-interiors', selected_currency: 'AED', appliedPromoCode: 'WELCOME10', bookingDate: null },
      { id: property.id, slug: property.slug, productName: property.name, productPrice: n(property.price), convertedPrice: n(propertyUnit), quantity: 1, store_id: 'skyline-estates', selected_currency: 'AED', appliedPromoCode: null, bookingDate: tomorrow() },
    ],
    totalCost: n(homeUnit.mul(2)),
    paymentMethod: 'Bank Transfer',
    ...overrides,
  };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}, clientIp?: string) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), clientIp });

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function counts() {
  const [orders, parts, items, customers] = await Promise.all([t.db.order.count(), t.db.orderPart.count(), t.db.orderItem.count(), t.db.customer.count()]);
  return { orders, parts, items, customers };
}

async function login(email: string, password = 'vendor12345') {
  const res = await post('/api/login', { email, password }, {}, freshIp());
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.json.token}` };
}

describe('POST /validate-promo', () => {
  it('answers the documented fields for a valid code, any case', async () => {
    const res = await post('/api/validate-promo', { code: 'welcome10', productId: home.id });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: 'Promo code applied successfully',
      promoCode: 'WELCOME10',
      discountPercentage: 10,
      discountedPrice: n(r2(shown(home).mul(0.9))),
      convertedPrice: n(r2(shown(home).mul(0.9))),
      selected_currency: 'USD',
    });
    const aed = await post('/api/validate-promo', { code: 'WELCOME10', productId: home.id, currency: 'AED' });
    expect(aed.json.convertedPrice).toBe(n(inAed(home, 10)));
  });

  it('says why a code cannot be used (success false), and refuses missing input', async () => {
    expect((await post('/api/validate-promo', { code: 'SUMMER25', productId: home.id })).json).toMatchObject({ success: false, message: 'This promo code is not active' });
    expect((await post('/api/validate-promo', { code: 'EXPIRED5', productId: home.id })).json).toMatchObject({ success: false, message: 'This promo code has expired' });
    expect((await post('/api/validate-promo', { code: 'NOPE', productId: home.id })).json).toMatchObject({ success: false, message: 'Invalid promo code' });
    expect((await post('/api/validate-promo', { code: 'WELCOME10', productId: property.id })).json).toMatchObject({ success: false, message: 'Promo codes apply to home products only' });
    const empty = await post('/api/validate-promo', { code: ' ', productId: home.id });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Please enter a promo code');
    const noProduct = await post('/api/validate-promo', { code: 'WELCOME10' });
    expect(noProduct.status).toBe(400);
    expect(noProduct.json.message).toBe('Product information is not available');
  });
});

describe('POST /checkout', () => {
  it('places a guest order: one part per vendor, snapshots, customer, mails; GET /orders shows it', async () => {
    const before = await counts();
    const res = await post('/api/checkout', validOrder(), {}, freshIp());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: 'Order placed successfully', orderId: expect.stringMatching(/^ORD-[A-Z0-9]{8}$/), selected_currency: 'AED', payment_method: 'Bank Transfer', replayed: false });
    const after = await counts();
    expect(after).toEqual({ orders: before.orders + 1, parts: before.parts + 2, items: before.items + 2, customers: before.customers + 1 });

    const order = await t.db.order.findUniqueOrThrow({ where: { publicId: res.json.orderId }, include: { parts: { include: { items: true }, orderBy: { id: 'asc' } }, customer: true } });
    const homeUnit = inAed(home, 10);
    expect(order.totalCost.toFixed(2)).toBe(homeUnit.mul(2).toFixed(2));
    expect(order.parts.map((p) => [p.storeId, p.totalCost.toFixed(2), p.status])).toEqual([
      ['casa-nova-interiors', homeUnit.mul(2).toFixed(2), 'PLACED'],
      ['skyline-estates', '0.00', 'REQUESTED'],
    ]);
    // The viewing keeps the property's price for information; its line adds nothing.
    expect([order.parts[1].items[0].unitPrice.toFixed(2), order.parts[1].items[0].lineTotal.toFixed(2)]).toEqual([inAed(property).toFixed(2), '0.00']);
    expect(order.parts[0].items[0]).toMatchObject({ productName: home.name, quantity: 2, promoCode: 'WELCOME10', promoPercent: 10, currency: 'AED', bookingDate: null });
    expect(order.parts[1].items[0].bookingDate!.toISOString().slice(0, 10)).toBe(tomorrow());
    expect(order.customer).toMatchObject({ name: 'Aisha Khan', email: 'aisha@example.com', city: 'Dubai' });

    const mails = await t.db.outboxMail.findMany({ where: { subject: { contains: res.json.orderId } } });
    expect(mails.map((m) => m.to).sort()).toEqual(['aisha@example.com', 'homes@marketplace.test', 'vendor@marketplace.test']);
    expect(mails.find((m) => m.to === 'aisha@example.com')!.text).toContain('IBAN');

    // A later price edit never changes the old order.
    await t.db.product.update({ where: { id: home.id }, data: { name: 'Renamed' } });
    await t.db.product.update({ where: { id: home.id }, data: { name: home.name } });
    const admin = await login('admin@marketplace.test', 'admin12345');
    const list = await t.request(`/api/orders?isAdmin=0&search=${res.json.orderId}`, { headers: admin });
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      order_id: res.json.orderId,
      selected_currency: 'AED',
      total_cost: n(order.totalCost),
      vendor_store_id: 'casa-nova-interiors',
      client_details: { name: 'Aisha Khan', email: 'aisha@example.com', phone: '+971 50 123 4567', address: '12 Palm Street', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' },
      vendor_details: [
        { store_id: 'casa-nova-interiors', brand_type: 'Home Products' },
        { store_id: 'skyline-estates', brand_type: 'Real Estate' },
      ],
    });
    expect(list.json[0].cart_items[0]).toMatchObject({ productName: home.name, quantity: 2, productPrice: n(home.price), discountedPrice: null, convertedPrice: n(homeUnit), bookingDate: null, selected_currency: 'AED' });
    expect(list.json[0].cart_items[1]).toMatchObject({ productName: property.name, bookingDate: tomorrow(), quantity: 1 });
    expect(typeof list.json[0].cart_items[0].vendorName).toBe('string');
    expect(list.json[0].order_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('prices a mixed-currency cart in USD and checks each line in its own currency', async () => {
    const body = {
      clientDetails: { ...client, email: '' },
      cartItems: [
        { id: home.id, quantity: 1, convertedPrice: n(inAed(home)), selected_currency: 'AED' },
        { id: discounted.id, quantity: 3, convertedPrice: n(discounted.discountedPrice!), selected_currency: 'USD' },
      ],
      totalCost: n(shown(home).add(discounted.discountedPrice!.mul(3))),
      paymentMethod: 'Cash on Delivery',
    };
    const res = await post('/api/checkout', body, {}, freshIp());
    expect(res.status).toBe(201);
    expect(res.json.selected_currency).toBe('USD');
    expect(res.json.payment_method).toBe('Cash on Delivery');
    const order = await t.db.order.findUniqueOrThrow({ where: { publicId: res.json.orderId } });
    expect(order.totalCost.toFixed(2)).toBe(shown(home).add(discounted.discountedPrice!.mul(3)).toFixed(2));
  });

  describe('refuses tampering and writes nothing', () => {
    const cases: [string, () => Record<string, unknown>, number, RegExp][] = [
      ['a changed unit price', () => { const o = validOrder(); (o.cartItems[0] as any).convertedPrice -= 1; return o; }, 409, /The price of ".*" is now AED/],
      ['a changed total', () => ({ ...validOrder(), totalCost: (validOrder().totalCost as number) - 0.01 }), 409, /The order total is AED/],
      ['another currency rate', () => { const o = validOrder(); const it0 = o.cartItems[0] as any; it0.convertedPrice = n(r2(r2(shown(home).mul(3)).mul(0.9))); return o; }, 409, /The price of/],
      ['quantity 0', () => { const o = validOrder(); (o.cartItems[0] as any).quantity = 0; return o; }, 400, /Quantity must be a whole number from 1 to 15/],
      ['quantity 16', () => { const o = validOrder(); (o.cartItems[0] as any).quantity = 16; return o; }, 400, /Quantity must be a whole number from 1 to 15/],
      ['quantity 1.5', () => { const o = validOrder(); (o.cartItems[0] as any).quantity = 1.5; return o; }, 400, /Quantity/],
      ['a hidden product', () => ({ ...validOrder(), cartItems: [{ id: hidden.id, quantity: 1, convertedPrice: n(shown(hidden)), selected_currency: 'USD' }], totalCost: n(shown(hidden)) }), 400, /no longer available/],
      ['a revoked vendor\'s product', () => ({ ...validOrder(), cartItems: [{ id: revoked.id, quantity: 1, convertedPrice: 10, selected_currency: 'USD' }], totalCost: 10 }), 400, /no longer available/],
      ['an unknown product', () => ({ ...validOrder(), cartItems: [{ id: 99999999, quantity: 1, convertedPrice: 10 }], totalCost: 10 }), 400, /no longer available/],
      ['an expired promo', () => { const o = validOrder(); (o.cartItems[0] as any).appliedPromoCode = 'EXPIRED5'; return o; }, 400, /expired/],
      ['an inactive promo', () => { const o = validOrder(); (o.cartItems[0] as any).appliedPromoCode = 'SUMMER25'; return o; }, 400, /not active/],
      ['an unknown promo', () => { const o = validOrder(); (o.cartItems[0] as any).appliedPromoCode = 'FREE100'; return o; }, 400, /Invalid promo code/],
      ['a property without a booking date', () => { const o = validOrder(); (o.cartItems[1] as any).bookingDate = null; return o; }, 400, /Please select a date/],
      ['a booking date in the past', () => { const o = validOrder(); (o.cartItems[1] as any).bookingDate = '2020-01-01'; return o; }, 400, /cannot be in the past/],
      ['a property booked twice', () => { const o = validOrder(); (o.cartItems[1] as any).quantity = 2; return o; }, 400, /booked once/],
      ['the same product twice', () => { const o = validOrder(); o.cartItems.push({ ...(o.cartItems[0] as any) }); return o; }, 400, /only once/],
      ['a missing name', () => ({ ...validOrder(), clientDetails: { ...client, name: ' ' } }), 400, /^Please fill in all required fields!$/],
      ['a missing payment method', () => ({ ...validOrder(), paymentMethod: '' }), 400, /^Please select a payment method!$/],
      ['an unknown payment method', () => ({ ...validOrder(), paymentMethod: 'Credit Card' }), 400, /^Please select a payment method!$/],
      ['an empty cart', () => ({ ...validOrder(), cartItems: [], totalCost: 0 }), 400, /^Your cart is empty$/],
      // The limit checked is the limit the message names (rules/checkout.ts MAX_CART_LINES).
      ['51 cart items', () => ({ ...validOrder(), cartItems: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1, convertedPrice: 1 })), totalCost: 51 }), 400, /^A cart holds at most 50 items$/],
      ['101 cart items', () => ({ ...validOrder(), cartItems: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1, convertedPrice: 1 })), totalCost: 101 }), 400, /^A cart holds at most 50 items$/],
      ['an unknown currency', () => { const o = validOrder(); (o.cartItems[0] as any).selected_currency = 'EUR'; return o; }, 400, /currency/],
      ['a missing unit price', () => { const o = validOrder(); const it0 = o.cartItems[0] as any; delete it0.convertedPrice; delete it0.productPrice; delete it0.discountedPrice; return o; }, 400, /price of .* is missing/],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const before = await counts();
      const res = await post('/api/checkout', body(), {}, freshIp());
      expect(res.status).toBe(status);
      expect(res.json.message).toMatch(message);
      expect(await counts()).toEqual(before);
    });
  });

  it('50 checkouts in parallel make exactly 50 orders with the right totals', async () => {
    const before = await counts();
    const body = validOrder();
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/api/checkout', body, {}, freshIp())));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = new Set(results.map((r) => r.json.orderId));
    expect(ids.size).toBe(50);
    const orders = await t.db.order.findMany({ where: { publicId: { in: [...ids] } }, include: { parts: true } });
    expect(orders).toHaveLength(50);
    for (const order of orders) {
      expect(order.totalCost.toFixed(2)).toBe(D(body.totalCost as number).toFixed(2));
      expect(order.parts.reduce((s, p) => s.add(p.totalCost), D(0)).toFixed(2)).toBe(order.totalCost.toFixed(2));
    }
    const after = await counts();
    expect(after.orders - before.orders).toBe(50);
    expect(after.parts - before.parts).toBe(100);
  }, 120_000);

  it('10 first orders at once from one new email make one customer with all 10 orders', async () => {
    const email = `first-${Date.now()}@shopper.test`;
    const body = validOrder({ clientDetails: { ...client, email } });
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/checkout', body, {}, freshIp())));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const customers = await t.db.customer.findMany({ where: { email }, include: { _count: { select: { orders: true } } } });
    expect(customers).toHaveLength(1);
    expect(customers[0]._count.orders).toBe(10);
  }, 60_000);

  it('the same idempotency key 10 times in parallel makes one order', async () => {
    const before = await counts();
    const key = `test-key-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/checkout', validOrder(), { 'idempotency-key': key }, freshIp())));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.orderId)).size).toBe(1);
    expect(results.filter((r) => r.json.replayed === false)).toHaveLength(1);
    expect((await counts()).orders - before.orders).toBe(1);
    // The key with a different cart is refused.
    const other = await post('/api/checkout', { ...validOrder(), cartItems: [validOrder().cartItems[1]], totalCost: 0 }, { 'idempotency-key': key }, freshIp());
    expect(other.status).toBe(409);
    expect((await counts()).orders - before.orders).toBe(1);
  }, 60_000);

  it("queues the order's mails in its own transaction: one to the customer, one per vendor, each with its delivery job", async () => {
    const res = await post('/api/checkout', validOrder(), {}, freshIp());
    expect(res.status).toBe(201);
    const mails = await t.db.outboxMail.findMany({ where: { subject: { contains: res.json.orderId } }, select: { id: true } });
    expect(mails).toHaveLength(3);
    const jobs = await t.db.$queryRawUnsafe<Array<{ id: number }>>(
      `SELECT (data->>'outboxMailId')::int AS id FROM pgboss.job WHERE name = 'send-mail' AND (data->>'outboxMailId')::int = ANY($1::int[])`,
      mails.map((m) => m.id),
    );
    expect(jobs.map((j) => j.id).sort()).toEqual(mails.map((m) => m.id).sort());
  });

  it('POST /customerdata keeps its shape, answers success and writes nothing', async () => {
    const before = await counts();
    const res = await post('/api/customerdata', { name: 'Aisha Khan', email: 'aisha@example.com', phone: '1', address: 'x', lat: null, lng: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Customer data received' });
    expect(await counts()).toEqual(before);
  });
});

describe('GET /orders and DELETE /orders/{order_id}: the server decides who sees what', () => {
  let orderId: string;
  beforeAll(async () => {
    const res = await post('/api/checkout', validOrder(), {}, freshIp());
    orderId = res.json.orderId;
  });

  it('anonymous callers get 401', async () => {
    const res = await t.request('/api/orders?isAdmin=1');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('User is not authenticated. Token is missing.');
    expect((await t.request(`/api/orders/${orderId}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('a vendor sees only their own parts and items, even claiming isAdmin=1', async () => {
    const homes = await login('homes@marketplace.test');
    const res = await t.request('/api/orders?isAdmin=1', { headers: { ...homes, 'is-admin': '1' } });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const order of res.json) {
      expect(order.vendor_details.map((v: any) => v.store_id)).toEqual(['casa-nova-interiors']);
      expect(order.cart_items.every((i: any) => i.store_id === 'casa-nova-interiors')).toBe(true);
    }
    const mine = res.json.find((o: any) => o.order_id === orderId);
    expect(mine.total_cost).toBe(n(inAed(home, 10).mul(2)));
    expect(mine.cart_items).toHaveLength(1);

    const skyline = await login('vendor@marketplace.test');
    const theirs = (await t.request('/api/orders?isAdmin=0', { headers: skyline })).json.find((o: any) => o.order_id === orderId);
    expect(theirs.cart_items.map((i: any) => i.productName)).toEqual([property.name]);
    expect(theirs.total_cost).toBe(0);
  });

  it('a vendor cannot delete an order (403, nothing changes); the admin can (404 afterwards)', async () => {
    const homes = await login('homes@marketplace.test');
    const before = await counts();
    const refused = await t.request(`/api/orders/${orderId}`, { method: 'DELETE', headers: homes });
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);

    const admin = await login('admin@marketplace.test', 'admin12345');
    const all = await t.request('/api/orders?isAdmin=0', { headers: admin });
    expect(all.json.find((o: any) => o.order_id === orderId).vendor_details).toHaveLength(2);
    const deleted = await t.request(`/api/orders/${orderId}`, { method: 'DELETE', headers: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Order deleted successfully', order_id: orderId });
    const after = await counts();
    expect(after).toMatchObject({ orders: before.orders - 1, parts: before.parts - 2, items: before.items - 2, customers: before.customers });
    expect((await t.request(`/api/orders/${orderId}`, { method: 'DELETE', headers: admin })).status).toBe(404);
  });
});

describe('demo orders in the seed', () => {
  it('exist for both demo vendors, and every order adds up: lines = unit × quantity (viewings 0), parts = their lines, order = its parts', async () => {
    const orders = await t.db.order.findMany({ include: { parts: { include: { items: true } } } });
    const stores = new Set(orders.flatMap((o) => o.parts.map((p) => p.storeId)));
    expect(stores.has('casa-nova-interiors') && stores.has('skyline-estates')).toBe(true);
    for (const order of orders) {
      let orderSum = D(0);
      for (const part of order.parts) {
        let partSum = D(0);
        for (const item of part.items) {
          // A viewing (booking date) is an appointment: its line adds nothing.
          expect(item.lineTotal.toFixed(2)).toBe(item.bookingDate ? '0.00' : item.unitPrice.mul(item.quantity).toFixed(2));
          partSum = partSum.add(item.lineTotal);
        }
        expect(part.totalCost.toFixed(2)).toBe(partSum.toFixed(2));
        orderSum = orderSum.add(part.totalCost);
      }
      expect(order.totalCost.toFixed(2)).toBe(orderSum.toFixed(2));
    }
  });
});
