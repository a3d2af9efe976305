// Shipments (issue 37 part 4): the carrier and tracking number given when a part ships (GraphQL)
// or edited afterwards (REST), validated, turned into the carrier's tracking link where its page
// is known, shown on the shopper's tracking page and in the shipped mail; only the part's vendor
// (or the admin) sets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { placeOrderOf } from '../helpers/orders.ts';
import { outboxReader } from '../helpers/outbox.ts';

let t: TestApp;
let orderId: string;
let part: { id: number; gid: string };
let owner: string;
let other: string;
const newMails = outboxReader();

const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) {
  __typename
  ... on SetOrderPartStatusSuccess { part { status shipment { carrier trackingNumber trackingUrl } } }
  ... on ValidationError { field message }
} }`;

const TRACK = `query ($orderId: String!, $email: String) { orderTracking(orderId: $orderId, email: $email) { parts { status shipment { carrier trackingNumber trackingUrl } } } }`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 1 }]);
  const order = await t.db.order.findUniqueOrThrow({ where: { publicId: orderId }, include: { parts: true } });
  part = { id: order.parts[0].id, gid: globalId('OrderPart', order.parts[0].id) };
  [owner, other] = await Promise.all(['casa-nova-interiors', 'skyline-estates'].map((s) => tokenFor(t.db, s))) as [string, string];
  await gql(t, SET_STATUS, { input: { part: part.gid, action: 'CONFIRM' } }, { token: owner });
  await newMails(t.db);
});
afterAll(() => t?.close());

const columns = () => t.db.orderPart.findUniqueOrThrow({ where: { id: part.id }, select: { status: true, carrier: true, trackingNumber: true } });

describe('shipments', () => {
  it('refuses a tracking number without a carrier, or with characters no carrier prints, and changes nothing', async () => {
    const noCarrier = await gql(t, SET_STATUS, { input: { part: part.gid, action: 'SHIP', trackingNumber: '1234567890' } }, { token: owner });
    expect(noCarrier.json.data.setOrderPartStatus).toMatchObject({ __typename: 'ValidationError', field: 'carrier' });
    const badNumber = await gql(t, SET_STATUS, { input: { part: part.gid, action: 'SHIP', carrier: 'DHL', trackingNumber: '12<script>' } }, { token: owner });
    expect(badNumber.json.data.setOrderPartStatus).toMatchObject({ __typename: 'ValidationError', field: 'trackingNumber' });
    const tooLong = await gql(t, SET_STATUS, { input: { part: part.gid, action: 'SHIP', carrier: 'DHL', trackingNumber: '1'.repeat(41) } }, { token: owner });
    expect(tooLong.json.data.setOrderPartStatus.message).toBe('The tracking number is limited to 40 characters.');
    expect(await columns()).toEqual({ status: 'CONFIRMED', carrier: null, trackingNumber: null });
  });

  it('ships with a known carrier spelled any way: the carrier is stored as the table spells it, with its tracking link', async () => {
    const res = await gql(t, SET_STATUS, { input: { part: part.gid, action: 'SHIP', carrier: ' dhl express ', trackingNumber: 'JD0146 0000 1234' } }, { token: owner });
    expect(res.json.data.setOrderPartStatus.part).toEqual({
      status: 'SHIPPED',
      shipment: { carrier: 'DHL', trackingNumber: 'JD0146 0000 1234', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146%200000%201234' },
    });
  });

  it('mails the shopper the carrier, the number and the link with the shipped step', async () => {
    const mails = await newMails(t.db);
    const shipped = mails.find((mail) => mail.subject.includes('Shipped'));
    expect(shipped?.text).toContain('Carrier: DHL');
    expect(shipped?.text).toContain('Tracking number: JD0146 0000 1234');
    expect(shipped?.text).toContain('Track the parcel: https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146%200000%201234');
  });

  it('shows the shipment on the shopper\'s tracking page (GraphQL and REST)', async () => {
    const order = await t.db.order.findUniqueOrThrow({ where: { publicId: orderId } });
    const tracked = await gql(t, TRACK, { orderId, email: order.clientEmail });
    expect(tracked.json.data.orderTracking.parts[0].shipment).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' });
    const rest = await call(t, 'POST', '/api/order-tracking', { body: { order_id: orderId, email: order.clientEmail } });
    expect(rest.json.vendor_details[0].shipment).toMatchObject({ carrier: 'DHL', tracking_number: 'JD0146 0000 1234' });
  });

  it('lets only the part\'s vendor correct it over REST; an unknown carrier keeps the number without a link', async () => {
    const refused = await call(t, 'PUT', `/api/order-parts/${part.id}/shipment`, { body: { carrier: 'Aramex', trackingNumber: '999' }, token: other });
    expect(refused.status).toBe(403);
    expect(await columns()).toMatchObject({ carrier: 'DHL' });
    const anonymous = await call(t, 'PUT', `/api/order-parts/${part.id}/shipment`, { body: { carrier: 'Aramex', trackingNumber: '999' } });
    expect(anonymous.status).toBe(401);

    const res = await call(t, 'PUT', `/api/order-parts/${part.id}/shipment`, { body: { carrier: 'Karachi Van Co', tracking_number: 'KV-77' }, token: owner });
    expect(res.status).toBe(200);
    expect(res.json.part.shipment).toEqual({ carrier: 'Karachi Van Co', tracking_number: 'KV-77', tracking_url: null });
    const mails = await newMails(t.db);
    expect(mails.map((mail) => mail.subject)).toEqual([`Order ${orderId}: tracking details from Casa Nova Interiors`]);
    expect(mails[0].text).toContain('Tracking number: KV-77');
    expect(mails[0].text).not.toContain('Track the parcel');
  });

  it('refuses shipment details on a step other than shipping, and on a part that has not shipped', async () => {
    const res = await gql(t, SET_STATUS, { input: { part: part.gid, action: 'DELIVER', carrier: 'UPS' } }, { token: owner });
    expect(res.json.data.setOrderPartStatus.__typename).toBe('ValidationError');
    const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
    const placed = await placeOrderOf(t, [{ productId: product.id, quantity: 1 }]);
    const placedPart = (await t.db.order.findUniqueOrThrow({ where: { publicId: placed }, include: { parts: true } })).parts[0];
    const early = await call(t, 'PUT', `/api/order-parts/${placedPart.id}/shipment`, { body: { carrier: 'UPS', trackingNumber: '1Z999' }, token: owner });
    expect(early.status).toBe(400);
    expect(early.json.message).toContain('once the part is shipped');
  });
});
