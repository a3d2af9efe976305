// Moving and cancelling a timed viewing (issue 37 part 3), by the shopper through the tracking
// link (no account) and by the store: only to a free time, the old time freed, a notice to the
// other side, and every mail, received over real SMTP, carrying a calendar invitation with one UID,
// a growing SEQUENCE, METHOD REQUEST and finally CANCEL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, freshIp, gql } from '../helpers/social.ts';
import { placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { calendarOf, subjectOf } from '../helpers/mail-parts.ts';
import { trackingLink } from '../../src/domain/orders/tracking-link.ts';

let t: TestApp;
let smtp: SmtpSink;
let vendorToken: string;
let vendorEmail: string;
let property: { id: number; gid: string };
let orderId: string;
let part: { id: number; gid: string };
let linkToken: string;
const shopperEmail = SHOPPER.email.toLowerCase();
const seen: Record<string, number> = {};

/** The next mail to `to` (each call waits for one more than the last). */
async function nextMail(to: string) {
  const mail = await smtp.waitForMail(to, { after: seen[to] ?? 0, timeoutMs: 30_000 });
  seen[to] = (seen[to] ?? 0) + 1;
  return { subject: subjectOf(mail.raw), calendar: calendarOf(mail.raw) };
}

const RESCHEDULE = `mutation ($input: RescheduleTrackedViewingInput!) { rescheduleTrackedViewing(input: $input) {
  __typename ... on RescheduleTrackedViewingSuccess { part { status viewingAt viewingTime allowedActions } } ... on Error { message }
} }`;
const CANCEL = `mutation ($input: CancelTrackedOrderPartInput!) { cancelTrackedOrderPart(input: $input) { __typename ... on CancelTrackedOrderPartSuccess { part { status } } ... on Error { message } } }`;
const SLOTS = `query ($p: ID!, $d: Date!) { viewingSlots(product: $p, date: $d) { slots { time } } }`;

const freeTimes = async (date: string) => (await gql(t, SLOTS, { p: property.gid, d: date })).json.data.viewingSlots.slots.map((s: { time: string }) => s.time);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' } });
  vendorToken = await tokenFor(t.db, 'skyline-estates');
  const vendor = await t.db.vendor.findFirstOrThrow({ where: { storeId: 'skyline-estates' } });
  vendorEmail = vendor.email.toLowerCase();
  const row = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendorId: vendor.id }, orderBy: { id: 'asc' } });
  property = { id: row.id, gid: globalId('Product', row.id) };
  // Every day 10:00-13:00 in Dubai (UTC+4), hour-long slots.
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
  const saved = await call(t, 'PUT', '/api/viewing-schedule', { body: { time_zone: 'Asia/Dubai', slot_minutes: 60, hours }, token: vendorToken });
  expect(saved.status).toBe(200);
  orderId = await placeOrderOf(t, [{ productId: property.id, viewingAt: '2027-03-01T06:00:00Z' }], { paymentMethod: null, clientIp: freshIp() });
  const placed = await t.db.order.findUniqueOrThrow({ where: { publicId: orderId }, include: { parts: true } });
  part = { id: placed.parts[0].id, gid: globalId('OrderPart', placed.parts[0].id) };
  linkToken = new URL(trackingLink({ services: t.app.services }, orderId)).searchParams.get('token')!;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a timed viewing from booking to cancellation', () => {
  it('the booking mails carry an invitation for 10:00 Dubai time to the shopper and the store', async () => {
    for (const to of [shopperEmail, vendorEmail]) {
      const { calendar } = await nextMail(to);
      expect(calendar).toMatchObject({ METHOD: 'REQUEST', UID: `viewing-${part.id}@localhost`, SEQUENCE: '0', DTSTART: '20270301T060000Z', DTEND: '20270301T070000Z', STATUS: 'CONFIRMED' });
    }
  });

  it('the tracked order names the property to ask its free times for, on both transports', async () => {
    const TRACKED = `query ($o: String!, $tk: String) { orderTracking(orderId: $o, token: $tk) { parts { items { product } } } }`;
    const tracked = await gql(t, TRACKED, { o: orderId, tk: linkToken }, { ip: freshIp() });
    expect(tracked.json.data.orderTracking.parts[0].items[0].product).toBe(property.gid);
    const rest = await call(t, 'POST', '/api/order-tracking', { body: { order_id: orderId, token: linkToken } });
    expect(rest.status).toBe(200);
    expect(rest.json.cart_items[0].product_id).toBe(property.id);
  });

  it('the shopper cannot move it to a time the store does not offer, and nothing changes', async () => {
    const res = await gql(t, RESCHEDULE, { input: { orderId, token: linkToken, part: part.gid, viewingAt: '2027-03-01T05:30:00Z' } }, { ip: freshIp() });
    expect(res.json.data.rescheduleTrackedViewing.message).toBe("This time is not one of the store's viewing times. Please choose a free time from the list.");
    expect(await t.db.orderPart.findUniqueOrThrow({ where: { id: part.id }, select: { viewingAt: true, viewingSequence: true } })).toEqual({ viewingAt: new Date('2027-03-01T06:00:00Z'), viewingSequence: 0 });
  });

  it('the shopper moves it with the tracking link: the old time is free again and the store is mailed the new invitation', async () => {
    const res = await gql(t, RESCHEDULE, { input: { orderId, token: linkToken, part: part.gid, viewingAt: '2027-03-01T08:00:00Z' } }, { ip: freshIp() });
    expect(res.json.data.rescheduleTrackedViewing.part).toEqual({ status: 'RESCHEDULED', viewingAt: '2027-03-01T08:00:00.000Z', viewingTime: '12:00', allowedActions: ['RESCHEDULE', 'CANCEL'] });
    expect(await freeTimes('2027-03-01')).toEqual(['10:00', '11:00']);
    const notice = await nextMail(vendorEmail);
    expect(notice.subject).toBe(`Order ${orderId}: the viewing was moved by the shopper`);
    expect(notice.calendar).toMatchObject({ METHOD: 'REQUEST', UID: `viewing-${part.id}@localhost`, SEQUENCE: '1', DTSTART: '20270301T080000Z' });
    expect((await nextMail(shopperEmail)).calendar).toMatchObject({ SEQUENCE: '1', DTSTART: '20270301T080000Z' });
  });

  it('the store moves it over REST to a free time of another day: the shopper is mailed the next revision', async () => {
    // Another shopper holds 11:00: the store cannot move this viewing onto it.
    await placeOrderOf(t, [{ productId: property.id, viewingAt: '2027-03-01T07:00:00Z' }], { paymentMethod: null, clientIp: freshIp(), client: { email: 'second@example.com' } });
    expect((await nextMail(vendorEmail)).calendar).toMatchObject({ DTSTART: '20270301T070000Z' });
    const taken = await call(t, 'POST', `/api/order-parts/${part.id}/status`, { body: { action: 'RESCHEDULE', viewingAt: '2027-03-01T07:00:00Z' }, token: vendorToken });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('This viewing time has just been booked by someone else. Please choose another free time.');
    const res = await call(t, 'POST', `/api/order-parts/${part.id}/status`, { body: { action: 'RESCHEDULE', viewingAt: '2027-03-02T07:00:00Z' }, token: vendorToken });
    expect(res.status).toBe(200);
    expect(res.json.part).toMatchObject({ viewing_date: '2027-03-02', viewing_at: '2027-03-02T07:00:00.000Z', viewing_time_zone: 'Asia/Dubai' });
    const mail = await nextMail(shopperEmail);
    expect(mail.subject).toBe(`Order ${orderId}: Rescheduled by Skyline Estates`);
    expect(mail.calendar).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '2', DTSTART: '20270302T070000Z' });
  });

  it('the shopper cancels it: the slot is released and the store gets METHOD CANCEL for the same UID', async () => {
    const res = await gql(t, CANCEL, { input: { orderId, email: SHOPPER.email, part: part.gid, reason: 'We bought elsewhere' } }, { ip: freshIp() });
    expect(res.json.data.cancelTrackedOrderPart.part.status).toBe('CANCELLED');
    expect(await t.db.viewingBooking.count({ where: { partId: part.id, releasedAt: null } })).toBe(0);
    expect(await freeTimes('2027-03-02')).toEqual(['10:00', '11:00', '12:00']);
    const notice = await nextMail(vendorEmail);
    expect(notice.subject).toBe(`Order ${orderId} was cancelled by the shopper`);
    expect(notice.calendar).toMatchObject({ METHOD: 'CANCEL', UID: `viewing-${part.id}@localhost`, SEQUENCE: '3', STATUS: 'CANCELLED', DTSTART: '20270302T070000Z' });
  });
});
