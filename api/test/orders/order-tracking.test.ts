// Guest tracking (issue 21): the order id with the checkout email (any case) or the signed token
// of the mail link opens the order; any mismatch is null; lookups are rate limited; the shopper
// cancels a part only while it is placed or requested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freshIp, gql } from '../helpers/social.ts';
import { dayFromNow, placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { trackingLink } from '../../src/domain/orders/tracking-link.ts';

let t: TestApp;
let orderId: string;

const TRACK = `query ($o: String!, $e: String, $k: String) { orderTracking(orderId: $o, email: $e, token: $k) {
  orderId clientName city total { amount } paymentMethodLabel
  parts { id storeName status statusLabel allowedActions viewingDate vendorContact { email } items { productName } history { status actor note } } } }`;
const CANCEL = `mutation ($input: CancelTrackedOrderPartInput!) { cancelTrackedOrderPart(input: $input) { __typename
  ... on CancelTrackedOrderPartSuccess { part { status allowedActions history { status actor note } } }
  ... on TransitionNotAllowedError { from } ... on Error { message } } }`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.services.signer();
  const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  orderId = await placeOrderOf(t, [{ productId: product.id }, { productId: property.id, bookingDate: dayFromNow(3) }], { clientIp: freshIp() });
});
afterAll(() => t?.close());

const tokenOf = (id: string) => new URL(trackingLink({ services: t.app.services }, id)).searchParams.get('token')!;

describe('orderTracking', () => {
  it('opens the order with the checkout email in any case, showing every part as the shopper may act on it', async () => {
    const res = await gql(t, TRACK, { o: orderId, e: SHOPPER.email.toUpperCase() }, { visitor: null });
    const tracked = res.data.orderTracking;
    expect(tracked).toMatchObject({ orderId, clientName: SHOPPER.name, city: 'Dubai', paymentMethodLabel: 'Cash on Arrival' });
    // A viewing is the shopper's appointment to move or cancel (issue 37 part 3); goods only cancel while placed.
    expect(tracked.parts.map((p: any) => [p.status, p.allowedActions])).toEqual([['PLACED', ['CANCEL']], ['REQUESTED', ['RESCHEDULE', 'CANCEL']]]);
    expect(tracked.parts[1]).toMatchObject({ viewingDate: dayFromNow(3), vendorContact: { email: 'vendor@marketplace.test' }, history: [{ status: 'REQUESTED', actor: 'Shopper', note: null }] });
    expect(JSON.stringify(tracked)).not.toContain(SHOPPER.address);
  });

  it('answers null for any mismatch, never saying which half', async () => {
    for (const variables of [{ o: orderId, e: 'someone@else.test' }, { o: 'ORD-NOTHERE', e: SHOPPER.email }, { o: orderId }, { o: orderId, k: 'x'.repeat(43) }, { o: 'ORD-NOTHERE', k: tokenOf(orderId) }]) {
      const res = await gql(t, TRACK, variables, { visitor: null });
      expect(res.errors, JSON.stringify(variables)).toBeUndefined();
      expect(res.data.orderTracking, JSON.stringify(variables)).toBeNull();
    }
  });

  it('the signed link of the mails opens it without the email', async () => {
    const link = new URL(trackingLink({ services: t.app.services }, orderId));
    expect(link.pathname).toBe('/track-order');
    expect(link.searchParams.get('order')).toBe(orderId);
    const res = await gql(t, TRACK, { o: link.searchParams.get('order'), k: link.searchParams.get('token') }, { visitor: null });
    expect(res.data.orderTracking.orderId).toBe(orderId);
  });

  it('is rate limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await gql(t, TRACK, { o: orderId, e: `guess${i}@x.test` }, { visitor: null, ip })).data.orderTracking).toBeNull();
    const limited = await gql(t, TRACK, { o: orderId, e: SHOPPER.email }, { visitor: null, ip });
    expect(limited.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it("the mails' signed link is not counted as a guess, and a refused lookup says when to try again (issue 32)", async () => {
    const ip = freshIp();
    const key = `order-tracking:ip:${ip}`;
    // The page of a signed link asks twice (the server's render, then the browser): neither counts.
    for (let i = 0; i < 2; i++) expect((await gql(t, TRACK, { o: orderId.toLowerCase(), k: tokenOf(orderId) }, { visitor: null, ip })).data.orderTracking.orderId).toBe(orderId);
    expect(await t.db.rateLimit.findUnique({ where: { key } })).toBeNull();

    // An address at its limit still opens the signed link; a guess (a wrong token, an email) is refused.
    await t.db.rateLimit.create({ data: { key, count: 30, resetAt: new Date(Date.now() + 8 * 60_000) } });
    expect((await gql(t, TRACK, { o: orderId, k: tokenOf(orderId) }, { visitor: null, ip })).data.orderTracking.orderId).toBe(orderId);
    for (const variables of [{ o: orderId, k: 'x'.repeat(43) }, { o: orderId, e: SHOPPER.email }, { o: 'ORD-NOTHERE', k: tokenOf(orderId) }]) {
      const refused = await gql(t, TRACK, variables, { visitor: null, ip });
      expect(refused.data.orderTracking).toBeNull();
      expect(refused.errors[0]).toMatchObject({ message: 'Too many order lookups from your address. Please try again in 8 minutes.', extensions: { code: 'RATE_LIMITED' } });
      expect(refused.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(7 * 60);
    }
  });
});

describe('cancelTrackedOrderPart', () => {
  it('cancels a requested viewing with the reason, as the shopper; refuses a confirmed part and a wrong proof', async () => {
    const tracked = (await gql(t, TRACK, { o: orderId, k: tokenOf(orderId) }, { visitor: null })).data.orderTracking;
    const [productPart, viewingPart] = tracked.parts;
    const wrong = await gql(t, CANCEL, { input: { orderId, email: 'someone@else.test', part: viewingPart.id, reason: 'x' } }, { visitor: null });
    expect(wrong.data.cancelTrackedOrderPart.__typename).toBe('NotFoundError');

    const done = await gql(t, CANCEL, { input: { orderId, token: tokenOf(orderId), part: viewingPart.id, reason: 'I found another flat' } }, { visitor: null });
    expect(done.data.cancelTrackedOrderPart.part).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect(done.data.cancelTrackedOrderPart.part.history.at(-1)).toEqual({ status: 'CANCELLED', actor: 'Shopper', note: 'I found another flat' });
    const event = await t.db.orderPartEvent.findFirstOrThrow({ where: { status: 'CANCELLED', part: { order: { publicId: orderId } } } });
    expect(event).toMatchObject({ actorKind: 'SHOPPER', actorVendorId: null });

    const partId = Number(Buffer.from(productPart.id, 'base64').toString().split(':')[1]);
    await t.db.orderPart.update({ where: { id: partId }, data: { status: 'CONFIRMED' } });
    const events = await t.db.orderPartEvent.count({ where: { partId } });
    const late = await gql(t, CANCEL, { input: { orderId, email: SHOPPER.email, part: productPart.id, reason: 'Too slow' } }, { visitor: null });
    expect(late.data.cancelTrackedOrderPart).toMatchObject({ __typename: 'TransitionNotAllowedError', from: 'CONFIRMED', message: 'This part cannot go from Confirmed to Cancelled.' });
    expect(await t.db.orderPart.findUniqueOrThrow({ where: { id: partId }, select: { status: true } })).toEqual({ status: 'CONFIRMED' });
    expect(await t.db.orderPartEvent.count({ where: { partId } })).toBe(events);
  });
});
