// The dashboard overview (issue 22): figures equal to SQL over known orders and views, each
// vendor its own, the admin everything; refusals on both transports; the page-view beacon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
let adminToken: string;
let tokenA: string;
let tokenB: string;
let vendorA: { id: number };
let vendorB: { id: number };
let productsA: Array<{ id: number; name: string }>;
let productB: { id: number; name: string };

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
/** Noon UTC `n` days ago. */
const daysAgo = (n: number) => new Date(today - n * DAY + 12 * 3_600_000);
const isoDay = (n: number) => daysAgo(n).toISOString().slice(0, 10);

let orderSeq = 0;
/** An order placed `n` days ago with one part per line (as checkout writes them). */
async function placeOrder(n: number, currency: string, lines: Array<{ vendorId: number; productId: number; total: string; booking?: boolean }>) {
  orderSeq++;
  const customer = await t.db.customer.create({ data: { name: `Overview Buyer ${orderSeq}`, email: '', phone: '971500000002', address: '1 Test Road', city: 'Dubai' } });
  const rate = await t.db.currencyRate.findUniqueOrThrow({ where: { code: currency } });
  await t.db.order.create({
    data: {
      publicId: `ORD-OVW${orderSeq}${Date.now() % 100000}`,
      customerId: customer.id,
      currency,
      rate: rate.rate,
      totalCost: lines.reduce((sum, line) => sum + Number(line.total), 0).toFixed(2),
      paymentMethod: 'CASH_ON_DELIVERY',
      clientName: 'Buyer', clientEmail: 'buyer@example.test', clientPhone: '971500000002', clientAddress: '1 Test Road',
      clientCity: 'Dubai', clientState: 'Dubai', clientCountry: 'United Arab Emirates', clientPostal: '00000',
      createdAt: daysAgo(n),
      parts: {
        create: lines.map((line) => ({
          vendorId: line.vendorId, storeId: `s${line.vendorId}`, storeName: `Store ${line.vendorId}`, brandType: 'REAL_ESTATE' as const, totalCost: line.total,
          items: {
            create: [{
              productId: line.productId, productName: 'Item', slug: 'item', catalogue: 'REAL_ESTATE' as const, productPrice: line.total, unitPrice: line.total,
              quantity: 1, lineTotal: line.total, currency, bookingDate: line.booking ? daysAgo(n - 2) : null,
            }],
          },
        })),
      },
    },
  });
}

const OVERVIEW = `query ($range: OverviewRange) { vendorOverview(range: $range) {
  from to marketplaceWide
  ordersPerDay { day count } viewingsPerDay { day count } viewsPerDay { day count }
  revenuePerDay { day usd byCurrency { currency amount } }
  revenueByCurrency { currency amount usd }
  totals { orders revenueUsd viewings views } previousTotals { orders revenueUsd viewings views }
  topProductsByOrders { productId orders views } topProductsByViews { productId orders views }
} }`;

async function overview(token: string | null, range = 'LAST_7_DAYS') {
  const res = await t.graphql(OVERVIEW, { range }, bearer(token));
  expect(res.errors).toBeUndefined();
  return res.data.vendorOverview;
}

/** The oracle: orders and views in [from, to) counted by SQL straight from the tables. */
async function sqlFigures(vendorId: number | null, fromDaysAgo: number, toDaysAgo: number) {
  const from = new Date(today - fromDaysAgo * DAY).toISOString().slice(0, 10);
  const to = new Date(today - toDaysAgo * DAY + DAY).toISOString().slice(0, 10);
  const [row] = await t.db.$queryRawUnsafe<Array<{ orders: number; views: number; viewings: number }>>(
    `SELECT (SELECT count(DISTINCT o.id) FROM orders o JOIN order_parts op ON op.order_id = o.id
              WHERE o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3))::int AS orders,
            (SELECT COALESCE(sum(v.views), 0) FROM product_views v JOIN products p ON p.id = v.product_id
              WHERE v.day >= $1::date AND v.day < $2::date AND ($3::int IS NULL OR p.vendor_id = $3))::int AS views,
            (SELECT count(*) FROM order_items oi JOIN order_parts op ON op.id = oi.part_id JOIN orders o ON o.id = op.order_id
              WHERE oi.booking_date IS NOT NULL AND o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3))::int AS viewings`,
    from, to, vendorId,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await makeVendor(t.db, { storeName: 'Overview A', products: 2, brandType: 'REAL_ESTATE' });
  const b = await makeVendor(t.db, { storeName: 'Overview B', products: 1, brandType: 'REAL_ESTATE' });
  vendorA = a.vendor;
  vendorB = b.vendor;
  productsA = a.products;
  productB = b.products[0]!;
  tokenA = await tokenFor(t.db, a.vendor.storeId);
  tokenB = await tokenFor(t.db, b.vendor.storeId);
  adminToken = await tokenFor(t.db, 'admin');

  // This week (days 0-6): A has 3 orders (one shared with B, one in AED), two of them viewings.
  await placeOrder(1, 'USD', [{ vendorId: vendorA.id, productId: productsA[0]!.id, total: '100.00', booking: true }]);
  await placeOrder(1, 'USD', [{ vendorId: vendorA.id, productId: productsA[0]!.id, total: '50.00' }, { vendorId: vendorB.id, productId: productB.id, total: '30.00' }]);
  await placeOrder(3, 'AED', [{ vendorId: vendorA.id, productId: productsA[1]!.id, total: '367.25', booking: true }]);
  // The week before (days 7-13): one order of A; day 20: outside both.
  await placeOrder(9, 'USD', [{ vendorId: vendorA.id, productId: productsA[1]!.id, total: '10.00' }]);
  await placeOrder(20, 'USD', [{ vendorId: vendorA.id, productId: productsA[1]!.id, total: '999.00' }]);
  await t.db.productView.createMany({
    data: [
      { productId: productsA[0]!.id, day: new Date(isoDay(0)), views: 4 },
      { productId: productsA[1]!.id, day: new Date(isoDay(2)), views: 7 },
      { productId: productsA[1]!.id, day: new Date(isoDay(8)), views: 5 },
      { productId: productB.id, day: new Date(isoDay(2)), views: 11 },
    ],
  });
});

afterAll(() => t?.close());

describe('vendorOverview', () => {
  it("a vendor's figures equal SQL over its own orders and views, every day listed", async () => {
    const o = await overview(tokenA);
    expect(o.marketplaceWide).toBe(false);
    expect(o.from).toBe(isoDay(6));
    expect(o.to).toBe(isoDay(0));
    expect(o.ordersPerDay.map((d: { day: string }) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(isoDay));

    const now = await sqlFigures(vendorA.id, 6, 0);
    const before = await sqlFigures(vendorA.id, 13, 7);
    expect(o.totals).toMatchObject({ orders: now.orders, views: now.views, viewings: now.viewings });
    expect(o.previousTotals).toMatchObject({ orders: before.orders, views: before.views, viewings: before.viewings });
    // The same figures, known by hand.
    expect(o.totals).toMatchObject({ orders: 3, views: 11, viewings: 2 });
    expect(o.previousTotals).toMatchObject({ orders: 1, views: 5, viewings: 0 });

    const perDay = (series: Array<{ day: string; count: number }>) => Object.fromEntries(series.filter((d) => d.count).map((d) => [d.day, d.count]));
    expect(perDay(o.ordersPerDay)).toEqual({ [isoDay(1)]: 2, [isoDay(3)]: 1 });
    expect(perDay(o.viewsPerDay)).toEqual({ [isoDay(0)]: 4, [isoDay(2)]: 7 });
    expect(perDay(o.viewingsPerDay)).toEqual({ [isoDay(1)]: 1, [isoDay(3)]: 1 });

    // Revenue: A's parts only (not B's 30), per currency and in USD at the stored rate.
    const aed = await t.db.currencyRate.findUniqueOrThrow({ where: { code: 'AED' } });
    const aedInUsd = Math.round((367.25 / Number(aed.rate)) * 100) / 100;
    expect(o.revenueByCurrency).toEqual([
      { currency: 'AED', amount: 367.25, usd: aedInUsd },
      { currency: 'USD', amount: 150, usd: 150 },
    ]);
    expect(o.totals.revenueUsd).toBeCloseTo(150 + aedInUsd, 2);
    expect(o.previousTotals.revenueUsd).toBe(10);
    expect(o.revenuePerDay.find((d: { day: string }) => d.day === isoDay(3)).byCurrency).toEqual([{ currency: 'AED', amount: 367.25 }]);

    expect(o.topProductsByOrders).toEqual([
      { productId: productsA[0]!.id, orders: 2, views: 4 },
      { productId: productsA[1]!.id, orders: 1, views: 7 },
    ]);
    expect(o.topProductsByViews.map((p: { productId: number }) => p.productId)).toEqual([productsA[1]!.id, productsA[0]!.id]);
  });

  it('another vendor sees only its own; the admin sees the whole marketplace', async () => {
    const b = await overview(tokenB);
    expect(b.totals).toMatchObject({ orders: 1, views: 11, viewings: 0, revenueUsd: 30 });
    expect(b.topProductsByViews).toEqual([{ productId: productB.id, orders: 1, views: 11 }]);

    const all = await overview(adminToken, 'LAST_30_DAYS');
    expect(all.marketplaceWide).toBe(true);
    expect(all.ordersPerDay).toHaveLength(30);
    const now = await sqlFigures(null, 29, 0);
    const before = await sqlFigures(null, 59, 30);
    expect(all.totals).toMatchObject({ orders: now.orders, views: now.views, viewings: now.viewings });
    expect(all.previousTotals).toMatchObject({ orders: before.orders, views: before.views, viewings: before.viewings });
    expect(all.ordersPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(now.orders);
    expect(all.totals.orders).toBeGreaterThanOrEqual(5);
  });

  it('the admin gets sign-ups and the newest stores; a vendor is refused them; nobody signed out gets anything', async () => {
    const query = `{ vendorOverview(range: LAST_7_DAYS) { signupsPerDay { day count } signups { current previous } newestVendors { storeName } } }`;
    const admin = await t.graphql(query, {}, bearer(adminToken));
    expect(admin.errors).toBeUndefined();
    const [signups] = await t.db.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM vendors WHERE NOT is_admin AND created_at >= $1::date`, isoDay(6));
    expect(admin.data.vendorOverview.signups.current).toBe(signups!.n);
    expect(admin.data.vendorOverview.signupsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(signups!.n);
    expect(admin.data.vendorOverview.newestVendors.map((v: { storeName: string }) => v.storeName).slice(0, 2)).toEqual(['Overview B', 'Overview A']);

    const vendor = await t.graphql(query, {}, bearer(tokenA));
    expect(vendor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(OVERVIEW, { range: 'LAST_7_DAYS' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('REST answers the same figures and refuses the same callers', async () => {
    const rest = await t.request('/api/overview?range=7', { headers: bearer(tokenA) });
    expect(rest.status).toBe(200);
    const gql = await overview(tokenA);
    expect(rest.json.totals).toEqual(gql.totals);
    expect(rest.json.ordersPerDay).toEqual(gql.ordersPerDay);
    expect((await t.request('/api/overview?range=7')).status).toBe(401);
    expect((await t.request('/api/overview?range=8', { headers: bearer(tokenA) })).status).toBe(400);
    expect((await t.request('/api/overview/vendors?range=30', { headers: bearer(tokenA) })).status).toBe(403);
    const admin = await t.request('/api/overview/vendors?range=30', { headers: bearer(adminToken) });
    expect(admin.status).toBe(200);
    expect(admin.json.signupsPerDay).toHaveLength(30);
  });
});

describe('page views', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const beacon = (productId: unknown, clientIp: string, userAgent = browser) =>
    t.request('/api/views', { method: 'POST', clientIp, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent }, body: JSON.stringify({ productId }) });
  const storedViews = async (productId: number) =>
    (await t.db.productView.findUnique({ where: { productId_day: { productId, day: new Date(isoDay(0)) } } }))?.views ?? 0;

  it('N views from N addresses become one row of N after a flush, nothing before it', async () => {
    const { products } = await makeVendor(t.db, { storeName: 'Viewed Store', products: 1 });
    const id = products[0]!.id;
    await t.app.services.views.flush();
    for (let i = 1; i <= 12; i++) expect((await beacon(id, `203.0.113.${i}`)).json).toEqual({ counted: true });
    expect(await t.db.productView.count({ where: { productId: id } })).toBe(0);
    expect(await t.app.services.views.flush()).toBe(12);
    expect(await t.db.productView.findMany({ where: { productId: id }, select: { views: true } })).toEqual([{ views: 12 }]);
    // A later flush adds to the day's row.
    await beacon(id, '203.0.113.99');
    await t.app.services.views.flush();
    expect(await storedViews(id)).toBe(13);
  });

  it('bots are not counted, nor one address twice in ten minutes', async () => {
    const { products } = await makeVendor(t.db, { storeName: 'Crawled Store', products: 1 });
    const id = products[0]!.id;
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Mozilla/5.0 Chrome-Lighthouse', 'AhrefsSpider', '']) {
      expect((await beacon(id, '198.51.100.1', agent)).json).toEqual({ counted: false });
    }
    expect((await beacon(id, '198.51.100.2')).json).toEqual({ counted: true });
    for (let i = 0; i < 5; i++) expect((await beacon(id, '198.51.100.2')).json).toEqual({ counted: false });
    await t.app.services.views.flush();
    expect(await storedViews(id)).toBe(1);
    expect((await beacon('not a number', '198.51.100.3')).status).toBe(400);
  });

  it('flushed views show in the overview', async () => {
    const before = (await overview(tokenB)).totals.views;
    await beacon(productB.id, '192.0.2.50');
    await beacon(productB.id, '192.0.2.51');
    await t.app.services.views.flush();
    t.app.services.responseCache.clear();
    expect((await overview(tokenB)).totals.views).toBe(before + 2);
  });
});
