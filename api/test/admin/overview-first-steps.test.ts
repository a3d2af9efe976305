// The overview's first steps and a property store's viewings (issue 32), through GraphQL and REST:
// a store says its kind, its listings and the empty parts of its profile (the page shows a new
// store its first step while it has none); viewings booked, confirmed and upcoming follow the
// orders as vendors confirm and shoppers cancel them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';
import { call, freshIp, gql } from '../helpers/social.ts';
import { dayFromNow, placeOrderOf, SHOPPER } from '../helpers/orders.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const OVERVIEW = `query { vendorOverview(range: LAST_7_DAYS) { totals { viewings } viewings { booked confirmed upcoming } store { brandType listings profileGaps } } }`;
const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) { __typename ... on Error { message } } }`;
const CANCEL_TRACKED = `mutation ($input: CancelTrackedOrderPartInput!) { cancelTrackedOrderPart(input: $input) { __typename ... on Error { message } } }`;

async function overview(token: string) {
  const res = await t.graphql(OVERVIEW, {}, bearer(token));
  expect(res.errors).toBeUndefined();
  return res.data.vendorOverview;
}

describe("the overview's store", () => {
  it('a new store without listings says so, with the empty parts of its profile; one listing is enough to leave the first step', async () => {
    const fresh = await makeVendor(t.db, { products: 0, brandType: 'REAL_ESTATE' });
    const token = await tokenFor(t.db, fresh.vendor.storeId);
    expect((await overview(token)).store).toEqual({ brandType: 'REAL_ESTATE', listings: 0, profileGaps: ['description', 'picture'] });

    await t.db.vendor.update({ where: { id: fresh.vendor.id }, data: { description: 'Villas in Dubai Hills.' } });
    const shop = await makeVendor(t.db, { products: 1, brandType: 'HOME_PRODUCTS' });
    expect((await overview(token)).store.profileGaps).toEqual(['picture']);
    expect((await overview(await tokenFor(t.db, shop.vendor.storeId))).store).toMatchObject({ brandType: 'HOME_PRODUCTS', listings: 1 });
  });

  it('the admin reads the marketplace: no store; REST answers the same fields', async () => {
    const admin = await tokenFor(t.db, 'admin');
    expect((await overview(admin)).store).toBeNull();
    const fresh = await makeVendor(t.db, { products: 0, brandType: 'HOME_PRODUCTS' });
    const res = await call(t, 'GET', '/api/overview?range=7', { token: await tokenFor(t.db, fresh.vendor.storeId), visitor: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ store: { brandType: 'HOME_PRODUCTS', listings: 0, profileGaps: ['description', 'picture'] }, viewings: { booked: 0, confirmed: 0, upcoming: 0 } });
  });
});

describe("a property store's viewings", () => {
  it('booked, confirmed and upcoming follow the orders: a new request, its confirmation, a cancellation', async () => {
    const token = await tokenFor(t.db, 'skyline-estates');
    const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
    const before = await overview(token);
    expect(before.store.brandType).toBe('REAL_ESTATE');
    expect(before.viewings.booked).toBe(before.totals.viewings);

    const first = await placeOrderOf(t, [{ productId: property.id, bookingDate: dayFromNow(3) }], { paymentMethod: null, clientIp: freshIp() });
    const second = await placeOrderOf(t, [{ productId: property.id, bookingDate: dayFromNow(5) }], { paymentMethod: null, clientIp: freshIp() });
    const booked = await overview(token);
    expect(booked.viewings).toEqual({ booked: before.viewings.booked + 2, confirmed: before.viewings.confirmed, upcoming: before.viewings.upcoming + 2 });

    const partOf = async (orderId: string) => globalId('OrderPart', (await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } })).id);
    const confirmed = await gql(t, SET_STATUS, { input: { part: await partOf(first), action: 'CONFIRM' } }, { token, visitor: null });
    expect(confirmed.data.setOrderPartStatus.__typename).toBe('SetOrderPartStatusSuccess');
    const cancelled = await gql(t, CANCEL_TRACKED, { input: { orderId: second, email: SHOPPER.email, part: await partOf(second), reason: 'Found another flat' } }, { visitor: null, ip: freshIp() });
    expect(cancelled.data.cancelTrackedOrderPart.__typename).toBe('CancelTrackedOrderPartSuccess');

    expect((await overview(token)).viewings).toEqual({ booked: before.viewings.booked + 2, confirmed: before.viewings.confirmed + 1, upcoming: before.viewings.upcoming + 1 });
  });
});
