// Listing performance (issue 37 part 6): each listing's views, enquiries, saves, viewings, orders
// and revenue over 7, 30 and 90 days, figures known by hand for a fixture of this file's own; the
// same on both transports; another store's listing refused; the save beacon counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let adminToken: string;
let storeA: string;
let lamp: { id: number; name: string };
let sofa: { id: number; name: string };

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
/** Noon UTC `n` days ago. */
const daysAgo = (n: number) => new Date(today - n * DAY + 12 * 3_600_000);
const dayOf = (n: number) => new Date(daysAgo(n).toISOString().slice(0, 10));

let orderSeq = 0;
/** An order placed `n` days ago with one line of `productId` (a viewing when `booking`). */
async function placeOrder(n: number, currency: string, vendorId: number, productId: number, total: string, booking = false) {
  orderSeq++;
  const customer = await t.db.customer.create({ data: { name: `Insights Buyer ${orderSeq}`, phone: '971500000002', address: '1 Test Road' } });
  const rate = await t.db.currencyRate.findUniqueOrThrow({ where: { code: currency } });
  await t.db.order.create({
    data: {
      publicId: `ORD-INS${orderSeq}${Date.now() % 100000}`, customerId: customer.id, currency, rate: rate.rate, totalCost: booking ? '0' : total,
      clientName: 'Buyer', clientEmail: 'buyer@example.test', clientPhone: '971500000002', clientAddress: '1 Test Road',
      clientCity: 'Dubai', clientState: 'Dubai', clientCountry: 'United Arab Emirates', clientPostal: '00000', createdAt: daysAgo(n),
      parts: {
        create: [{
          vendorId, storeId: 's', storeName: 'S', brandType: 'HOME_PRODUCTS' as const, totalCost: booking ? '0' : total,
          items: { create: [{ productId, productName: 'Item', slug: 'item', catalogue: 'HOME_PRODUCTS' as const, productPrice: total, unitPrice: total, quantity: 1, lineTotal: booking ? '0' : total, currency, bookingDate: booking ? daysAgo(n - 2) : null }] },
        }],
      },
    },
  });
}

const LIST = `query ($range: OverviewRange, $sort: ListingMeasure, $descending: Boolean, $storeId: String) {
  listingPerformance(range: $range, sort: $sort, descending: $descending, storeId: $storeId, first: 10) {
    totalCount from to
    edges { node { databaseId name views enquiries enquiryForms taps saves viewings orders revenueUsd revenueByCurrency { currency amount } } }
  } }`;
const ONE = `query ($id: ID!, $range: OverviewRange) { listingFigures(productId: $id, range: $range) { databaseId views enquiries saves orders } }`;

type Figures = { databaseId: number; views: number; enquiries: number; saves: number; viewings: number; orders: number; revenueUsd: number; revenueByCurrency: Array<{ currency: string; amount: number }> };

async function list(token: string, variables: Record<string, unknown>) {
  const res = await t.graphql(LIST, variables, bearer(token));
  expect(res.errors).toBeUndefined();
  return res.data.listingPerformance as { totalCount: number; from: string; edges: Array<{ node: Figures }> };
}
const byId = (page: { edges: Array<{ node: Figures }> }) => Object.fromEntries(page.edges.map((e) => [e.node.databaseId, e.node]));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await makeVendor(t.db, { storeName: 'Insights A', products: 2 });
  const b = await makeVendor(t.db, { storeName: 'Insights B', products: 1 });
  storeA = a.vendor.storeId;
  [lamp, sofa] = [a.products[0]!, a.products[1]!];
  tokenA = await tokenFor(t.db, a.vendor.storeId);
  tokenB = await tokenFor(t.db, b.vendor.storeId);
  adminToken = await tokenFor(t.db, 'admin');

  await t.db.productView.createMany({ data: [{ productId: lamp.id, day: dayOf(1), views: 3 }, { productId: lamp.id, day: dayOf(10), views: 5 }, { productId: lamp.id, day: dayOf(40), views: 7 }, { productId: lamp.id, day: dayOf(95), views: 50 }] });
  await t.db.productSave.create({ data: { productId: lamp.id, day: dayOf(20), saves: 1 } });
  const lead = (n: number) => ({ vendorId: a.vendor.id, productId: sofa.id, productName: sofa.name, name: 'Asker', email: 'asker@example.test', message: 'Is it still there?', preferredTime: 'any', createdAt: daysAgo(n) });
  await t.db.lead.createMany({ data: [lead(2), lead(50)] });
  await t.db.leadTap.create({ data: { vendorId: a.vendor.id, productId: sofa.id, kind: 'WHATSAPP', createdAt: daysAgo(5) } });
  await placeOrder(2, 'USD', a.vendor.id, lamp.id, '100.00');
  await placeOrder(15, 'AED', a.vendor.id, sofa.id, '367.25');
  await placeOrder(3, 'USD', a.vendor.id, sofa.id, '0', true);
  await placeOrder(100, 'USD', a.vendor.id, sofa.id, '999.00');
});

afterAll(() => t?.close());

describe('listing performance', () => {
  it('counts saves sent by the heart on both transports, and refuses an unknown listing', async () => {
    const rest = await t.request('/api/saves', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: lamp.id }) });
    expect(rest.status).toBe(200);
    const gql = await t.graphql('mutation ($id: ID!) { recordListingSave(input: { productId: $id }) { ... on RecordListingSaveSuccess { saved } } }', { id: globalId('Product', lamp.id) });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.recordListingSave.saved).toBe(true);
    const unknown = await t.request('/api/saves', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: 999999 }) });
    expect(unknown.status).toBe(404);
  });

  it("a vendor's figures over 7, 30 and 90 days are those of its fixture", async () => {
    const week = byId(await list(tokenA, { range: 'LAST_7_DAYS' }));
    expect(week[lamp.id]).toMatchObject({ views: 3, saves: 2, enquiries: 0, orders: 1, viewings: 0, revenueUsd: 100, revenueByCurrency: [{ currency: 'USD', amount: 100 }] });
    expect(week[sofa.id]).toMatchObject({ views: 0, enquiries: 2, enquiryForms: 1, taps: 1, orders: 0, viewings: 1, revenueUsd: 0, revenueByCurrency: [] });
    const month = byId(await list(tokenA, { range: 'LAST_30_DAYS' }));
    expect(month[lamp.id]).toMatchObject({ views: 8, saves: 3, orders: 1 });
    expect(month[sofa.id]).toMatchObject({ enquiries: 2, orders: 1, viewings: 1, revenueByCurrency: [{ currency: 'AED', amount: 367.25 }] });
    const aed = await t.db.currencyRate.findUniqueOrThrow({ where: { code: 'AED' } });
    expect(month[sofa.id]!.revenueUsd).toBeCloseTo(367.25 / Number(aed.rate), 2);
    const quarter = byId(await list(tokenA, { range: 'LAST_90_DAYS' }));
    expect(quarter[lamp.id]).toMatchObject({ views: 15, saves: 3 });
    expect(quarter[sofa.id]).toMatchObject({ enquiries: 3, orders: 1 });
  });

  it('sorts by the chosen measure, and REST answers the same page', async () => {
    const byViews = await list(tokenA, { range: 'LAST_30_DAYS', sort: 'VIEWS' });
    expect(byViews.totalCount).toBe(2);
    expect(byViews.edges.map((e) => e.node.databaseId)).toEqual([lamp.id, sofa.id]);
    const byEnquiries = await list(tokenA, { range: 'LAST_30_DAYS', sort: 'ENQUIRIES' });
    expect(byEnquiries.edges.map((e) => e.node.databaseId)).toEqual([sofa.id, lamp.id]);
    const fewestViews = await list(tokenA, { range: 'LAST_30_DAYS', sort: 'VIEWS', descending: false });
    expect(fewestViews.edges[0]!.node.databaseId).toBe(sofa.id);

    const rest = await t.request('/api/listing-performance?range=30&sort=revenue&limit=1', { headers: bearer(tokenA) });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('2');
    expect(rest.headers.get('link')).toContain('offset=1');
    const [top] = rest.json as Figures[];
    expect(top).toMatchObject({ id: sofa.id, orders: 1, viewings: 1, enquiries: 2, revenueByCurrency: [{ currency: 'AED', amount: 367.25 }] });
    const one = await t.request(`/api/vendor-products/${lamp.id}/performance?range=7`, { headers: bearer(tokenA) });
    expect(one.json).toMatchObject({ id: lamp.id, views: 3, saves: 2, orders: 1, revenueUsd: 100 });
    const bad = await t.request('/api/listing-performance?sort=popularity', { headers: bearer(tokenA) });
    expect(bad.status).toBe(400);
  });

  it("refuses another store's listing; the admin reads any store's", async () => {
    const other = await list(tokenB, { range: 'LAST_90_DAYS' });
    expect(other.edges.map((e) => e.node.databaseId)).not.toContain(lamp.id);
    const refused = await t.graphql(ONE, { id: globalId('Product', lamp.id) }, bearer(tokenB));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.request(`/api/vendor-products/${lamp.id}/performance`, { headers: bearer(tokenB) })).status).toBe(403);
    expect((await t.request(`/api/listing-performance?storeId=${storeA}`, { headers: bearer(tokenB) })).status).toBe(403);
    expect((await t.request('/api/listing-performance')).status).toBe(401);

    const admin = byId(await list(adminToken, { range: 'LAST_7_DAYS', storeId: storeA }));
    expect(Object.keys(admin).map(Number).sort()).toEqual([lamp.id, sofa.id].sort());
    expect(admin[lamp.id]).toMatchObject({ views: 3, saves: 2 });
    const adminOne = await t.graphql(ONE, { id: globalId('Product', lamp.id), range: 'LAST_7_DAYS' }, bearer(adminToken));
    expect(adminOne.data.listingFigures).toMatchObject({ databaseId: lamp.id, views: 3, orders: 1 });
  });
});

const CHECKLIST = `query { vendorOverview(range: LAST_7_DAYS) { store { checklist { show dismissed steps { key done optional } } } } }`;
const stepsOf = (checklist: { steps: Array<{ key: string; done: boolean }> }) => Object.fromEntries(checklist.steps.map((s) => [s.key, s.done]));

describe("a new store's first-run checklist", () => {
  it('each step follows the store\'s data; dismissing hides it, on both transports', async () => {
    const fresh = await makeVendor(t.db, { products: 0, brandType: 'REAL_ESTATE' });
    const token = await tokenFor(t.db, fresh.vendor.storeId);
    const read = async () => (await t.graphql(CHECKLIST, {}, bearer(token))).data.vendorOverview.store.checklist;
    const first = await read();
    expect(first).toMatchObject({ show: true, dismissed: false });
    expect(stepsOf(first)).toEqual({ PROFILE: false, LISTING_WITH_PHOTOS: false, VIEWING_HOURS: false, FIRST_ENQUIRY: false });

    await t.db.vendor.update({ where: { id: fresh.vendor.id }, data: { description: 'Villas in Dubai Hills.', image: 'https://example.test/logo.png' } });
    await t.db.product.update({ where: { id: sofa.id }, data: { vendorId: fresh.vendor.id } });
    await t.db.viewingSchedule.create({ data: { vendorId: fresh.vendor.id, timeZone: 'Asia/Dubai', slotMinutes: 30, hours: { create: [{ weekday: 1, startMinute: 600, endMinute: 720 }] } } });
    const tap = await t.db.leadTap.create({ data: { vendorId: fresh.vendor.id, productId: sofa.id, kind: 'CALL' } });
    const done = await read();
    // A listing with photos, viewing hours and a first tap: every step is done, the checklist hides itself.
    expect(stepsOf(done)).toEqual({ PROFILE: true, LISTING_WITH_PHOTOS: true, VIEWING_HOURS: true, FIRST_ENQUIRY: true });
    expect(done.show).toBe(false);
    await t.db.leadTap.delete({ where: { id: tap.id } });
    await t.db.product.update({ where: { id: sofa.id }, data: { vendorId: (await t.db.product.findUniqueOrThrow({ where: { id: lamp.id } })).vendorId } });

    const shop = await makeVendor(t.db, { products: 1 });
    const shopToken = await tokenFor(t.db, shop.vendor.storeId);
    const shopSteps = (await t.graphql(CHECKLIST, {}, bearer(shopToken))).data.vendorOverview.store.checklist;
    expect(stepsOf(shopSteps)).toMatchObject({ LISTING_WITH_PHOTOS: true, STOCK: false });
    const dismissed = await t.graphql('mutation { setFirstStepsDismissed(dismissed: true) { show dismissed } }', {}, bearer(shopToken));
    expect(dismissed.data.setFirstStepsDismissed).toEqual({ show: false, dismissed: true });
    const rest = await t.request('/api/overview?range=7', { headers: bearer(shopToken) });
    expect((rest.json as { store: { checklist: { show: boolean } } }).store.checklist.show).toBe(false);
    const again = await t.request('/api/overview/first-steps', { method: 'PUT', headers: { ...bearer(shopToken), 'content-type': 'application/json' }, body: JSON.stringify({ dismissed: false }) });
    expect(again.json).toMatchObject({ show: true, dismissed: false });
    const bad = await t.request('/api/overview/first-steps', { method: 'PUT', headers: { ...bearer(shopToken), 'content-type': 'application/json' }, body: JSON.stringify({ dismissed: 'yes' }) });
    expect(bad.status).toBe(400);
    expect((await t.graphql('mutation { setFirstStepsDismissed(dismissed: true) { show } }', {}, bearer(adminToken))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a product's stock movements", () => {
  it('lists each change newest first with who set it, on both transports; another store is refused', async () => {
    const SET = `mutation ($id: ID!, $stock: Int) { setProductStock(input: { id: $id, stock: $stock }) { __typename } }`;
    for (const stock of [10, 7]) expect((await t.graphql(SET, { id: globalId('Product', lamp.id), stock }, bearer(tokenA))).errors).toBeUndefined();
    const res = await t.graphql(`query ($id: ID!) { stockMovements(productId: $id, first: 1) { totalCount edges { node { delta stockAfter reason actorStoreName } } } }`, { id: globalId('Product', lamp.id) }, bearer(tokenA));
    expect(res.data.stockMovements).toEqual({ totalCount: 2, edges: [{ node: { delta: -3, stockAfter: 7, reason: 'MANUAL', actorStoreName: 'Insights A' } }] });
    const rest = await t.request(`/api/vendor-products/${lamp.id}/stock-movements?limit=5`, { headers: bearer(tokenA) });
    expect((rest.json as Array<{ delta: number }>).map((m) => m.delta)).toEqual([-3, 10]);
    expect((await t.request(`/api/vendor-products/${lamp.id}/stock-movements`, { headers: bearer(tokenB) })).status).toBe(403);
    const refused = await t.graphql(`query ($id: ID!) { stockMovements(productId: $id, first: 1) { totalCount } }`, { id: globalId('Product', lamp.id) }, bearer(tokenB));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
