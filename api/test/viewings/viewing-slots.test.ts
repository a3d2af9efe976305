// Viewing slots (issue 37 part 3): a store's weekly hours in its own time zone become free times
// (summer time included), blocked days offer none, bad hours are refused whole, a booked time
// leaves the list, and 20 shoppers booking one slot at once get exactly one viewing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, freshIp, gql } from '../helpers/social.ts';
import { placeOrderOf, SHOPPER } from '../helpers/orders.ts';

let t: TestApp;
let token: string;
let property: { id: number; gid: string };

const SET = `mutation ($input: SetViewingScheduleInput!) { setViewingSchedule(input: $input) {
  __typename ... on SetViewingScheduleSuccess { schedule { timeZone slotMinutes hours { weekday start end } blockedDays } } ... on ValidationError { field message }
} }`;
const SLOTS = `query ($p: ID!, $d: Date!) { viewingSlots(product: $p, date: $d) { timed timeZone slots { startsAt time } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } ... on Error { message code } } }`;

// Mondays: one in London's winter (UTC+0), one in its summer (UTC+1), one blocked.
const WINTER_MONDAY = '2027-01-04';
const SUMMER_MONDAY = '2027-07-05';
const BLOCKED_MONDAY = '2027-01-11';

const slotsOn = async (date: string) => (await gql(t, SLOTS, { p: property.gid, d: date })).json.data.viewingSlots;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await tokenFor(t.db, 'skyline-estates');
  const row = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  property = { id: row.id, gid: globalId('Product', row.id) };
  // Start from no hours, whatever the demo data gave the store.
  await t.db.viewingSchedule.deleteMany({ where: { vendor: { storeId: 'skyline-estates' } } });
});
afterAll(() => t?.close());

describe('viewing hours and free times', () => {
  it('a store without hours offers no times: viewings are date-only requests', async () => {
    expect(await slotsOn(WINTER_MONDAY)).toEqual({ timed: false, timeZone: null, slots: [] });
  });

  it('refuses overlapping ranges, an unknown zone and an odd slot length, and keeps nothing', async () => {
    const overlap = await gql(t, SET, { input: { timeZone: 'Europe/London', slotMinutes: 60, hours: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '13:00' }], blockedDays: [] } }, { token });
    expect(overlap.json.data.setViewingSchedule).toEqual({ __typename: 'ValidationError', field: 'hours', message: 'The ranges of Monday overlap; join them into one range.' });
    const zone = await gql(t, SET, { input: { timeZone: 'Mars/Olympus', slotMinutes: 60, hours: [{ weekday: 1, start: '09:00', end: '12:00' }], blockedDays: [] } }, { token });
    expect(zone.json.data.setViewingSchedule.field).toBe('timeZone');
    const rest = await call(t, 'PUT', '/api/viewing-schedule', { body: { time_zone: 'Europe/London', slot_minutes: 7, hours: [{ weekday: 1, start: '09:00', end: '12:00' }] }, token });
    expect(rest.status).toBe(400);
    expect(await t.db.viewingSchedule.count({ where: { vendor: { storeId: 'skyline-estates' } } })).toBe(0);
  });

  it('computes the free times of a date in the store\'s zone, summer time included, and none on a blocked day', async () => {
    const hours = [{ weekday: 1, start: '09:00', end: '11:00' }, { weekday: 1, start: '14:00', end: '15:30' }];
    const saved = await gql(t, SET, { input: { timeZone: 'Europe/London', slotMinutes: 60, hours, blockedDays: [BLOCKED_MONDAY] } }, { token });
    expect(saved.json.data.setViewingSchedule.schedule).toEqual({ timeZone: 'Europe/London', slotMinutes: 60, hours, blockedDays: [BLOCKED_MONDAY] });

    const winter = await slotsOn(WINTER_MONDAY);
    expect(winter.timeZone).toBe('Europe/London');
    expect(winter.slots).toEqual([
      { startsAt: '2027-01-04T09:00:00.000Z', time: '09:00' },
      { startsAt: '2027-01-04T10:00:00.000Z', time: '10:00' },
      { startsAt: '2027-01-04T14:00:00.000Z', time: '14:00' },
    ]);
    const summer = await slotsOn(SUMMER_MONDAY);
    expect(summer.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(['2027-07-05T08:00:00.000Z', '2027-07-05T09:00:00.000Z', '2027-07-05T13:00:00.000Z']);
    expect((await slotsOn(BLOCKED_MONDAY)).slots).toEqual([]);
    // A Tuesday has no hours.
    expect((await slotsOn('2027-01-05')).slots).toEqual([]);

    const rest = await call(t, 'GET', `/api/viewing-slots/${property.id}?date=${SUMMER_MONDAY}`);
    expect(rest.json.slots[0]).toEqual({ starts_at: '2027-07-05T08:00:00.000Z', ends_at: '2027-07-05T09:00:00.000Z', time: '09:00' });
  });

  it('books a free time: the part holds it in the store\'s zone and the time leaves the list', async () => {
    const orderId = await placeOrderOf(t, [{ productId: property.id, viewingAt: '2027-07-05T08:00:00Z' }], { paymentMethod: null, clientIp: freshIp() });
    const part = (await t.db.order.findUniqueOrThrow({ where: { publicId: orderId }, include: { parts: true } })).parts[0];
    expect(part).toMatchObject({ viewingAt: new Date('2027-07-05T08:00:00Z'), viewingTimeZone: 'Europe/London', viewingDate: new Date('2027-07-05') });
    expect((await slotsOn(SUMMER_MONDAY)).slots.map((s: { time: string }) => s.time)).toEqual(['10:00', '14:00']);
  });

  it('refuses a time that is not one of the store\'s slots', async () => {
    const items = [{ product: property.gid, quantity: 1, viewingAt: '2027-07-05T08:30:00Z', unitPrice: '0' }];
    const res = await gql(t, PLACE, { input: { client: SHOPPER, items, currency: 'USD', totalCost: '0', paymentMethod: null } }, { ip: freshIp() });
    expect(res.json.data.placeOrder.message).toBe("This time is not one of the store's viewing times. Please choose a free time from the list.");
  });
});

describe('one slot, twenty shoppers at once', () => {
  it('books exactly one viewing and tells the other 19 the time was just taken', async () => {
    const quote = await gql(t, 'query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { lines { unitPrice { amount } } } } }', {
      input: { items: [{ product: property.gid, quantity: 1, viewingAt: '2027-07-05T13:00:00Z' }], currency: 'USD' },
    });
    const unitPrice = quote.json.data.quoteCart.lines[0].unitPrice.amount;
    const attempts = Array.from({ length: 20 }, (_, i) =>
      gql(t, PLACE, {
        input: { client: { ...SHOPPER, email: `racer${i}@example.com` }, items: [{ product: property.gid, quantity: 1, viewingAt: '2027-07-05T13:00:00Z', unitPrice }], currency: 'USD', totalCost: '0', paymentMethod: null },
      }, { ip: freshIp() }),
    );
    const answers = (await Promise.all(attempts)).map((res) => res.json.data.placeOrder);
    expect(answers.filter((a) => a.__typename === 'PlacedOrder')).toHaveLength(1);
    const refused = answers.filter((a) => a.__typename !== 'PlacedOrder');
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ code: 'CONFLICT', message: 'This viewing time has just been booked by someone else. Please choose another free time.' });
    expect(await t.db.viewingBooking.count({ where: { productId: property.id, startsAt: new Date('2027-07-05T13:00:00Z'), releasedAt: null } })).toBe(1);
    expect(await t.db.order.count({ where: { clientEmail: { startsWith: 'racer' } } })).toBe(1);
  });
});
