// Money after the order over GraphQL and the job queue (issue 36): the tracking answer shows the
// bank details, the reference and the refunds; a vendor reads only its own money; a rate set for
// later leaves today's parts alone and a vendor's override beats its brand type's default; cash
// on delivery is paid when delivered; an unpaid bank transfer is cancelled by the hourly job with
// mails to both sides, its lines reversed to zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { gql } from '../helpers/social.ts';
import { placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { runJobNow } from '../helpers/jobs.ts';
import { DAY_MS, setClock, sqlBalance } from '../helpers/money.ts';
import { QUEUE } from '../../src/jobs/queues.ts';
import { expiryNote } from '../../src/domain/money-ledger/bank-transfer-expiry.ts';

let t: TestApp;
let vendor: string;
let other: string;
let admin: string;
let vendorId: number;
let productId: number;

const TRACK = `query ($o: String!, $e: String) { orderTracking(orderId: $o, email: $e) {
  bankTransfer { reference details { iban } dueBy }
  parts { money { state paid refunded refunds { amount reason } } }
} }`;
const RATE = `mutation ($input: SetCommissionRateInput!) { setCommissionRate(input: $input) { __typename ... on Error { message } } }`;
const REFUND = `mutation ($input: RefundOrderPartInput!) { refundOrderPart(input: $input) { __typename ... on Error { message } } }`;
const RECEIVED = `mutation ($input: RecordFundsReceivedInput!) { recordFundsReceived(input: $input) { __typename ... on Error { message } } }`;
const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) { __typename } }`;
const MONEY = `query ($v: ID) { vendorMoney(vendor: $v) { balances { currency pending available paidOut } ledger(kind: SALE) { totalCount lines { kind amount orderId state } } } }`;

async function placedPart(paymentMethod: string) {
  const orderId = await placeOrderOf(t, [{ productId }], { paymentMethod });
  const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
  return { orderId, part, gid: globalId('OrderPart', part.id) };
}

beforeAll(async () => {
  // The workers run, so the hourly job can be run now through the queue.
  t = await createTestApp({ seed: true, jobs: true });
  [vendor, other, admin] = await Promise.all(['casa-nova-interiors', 'skyline-estates', 'admin'].map((s) => tokenFor(t.db, s)));
  vendorId = (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } })).id;
  productId = (await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendorId }, orderBy: { id: 'asc' } })).id;
});
afterAll(() => t?.close());

describe('money over GraphQL', () => {
  it('keeps the rate a part was placed under; an override beats the default', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect((await gql(t, RATE, { input: { brandType: 'HOME_PRODUCTS', percent: '10', validFrom: '2026-01-01' } }, { token: admin })).data.setCommissionRate.__typename).toBe('CommissionRate');
    expect((await gql(t, RATE, { input: { brandType: 'HOME_PRODUCTS', percent: '30', validFrom: tomorrow } }, { token: admin })).data.setCommissionRate.__typename).toBe('CommissionRate');
    const today = await placedPart('CASH_ON_DELIVERY');
    expect(today.part.commissionPercent.toString()).toBe('10');
    setClock(t, new Date(Date.now() + 2 * DAY_MS));
    expect((await placedPart('CASH_ON_DELIVERY')).part.commissionPercent.toString()).toBe('30');
    expect((await gql(t, RATE, { input: { vendor: globalId('Vendor', vendorId), percent: '4.25', validFrom: '2026-01-01' } }, { token: admin })).data.setCommissionRate.__typename).toBe('CommissionRate');
    expect((await placedPart('CASH_ON_DELIVERY')).part.commissionPercent.toString()).toBe('4.25');
    const refused = await gql(t, RATE, { input: { brandType: 'HOME_PRODUCTS', percent: '101' } }, { token: admin });
    expect(refused.data.setCommissionRate.message).toContain('from 0 to 100');
    expect((await gql(t, RATE, { input: { brandType: 'HOME_PRODUCTS', percent: '5' } }, { token: vendor })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    setClock(t, new Date());
  });

  it('counts cash on delivery as paid when delivered, and shows refunds on the tracking answer', async () => {
    const { orderId, part, gid } = await placedPart('CASH_ON_DELIVERY');
    const before = await gql(t, TRACK, { o: orderId, e: SHOPPER.email }, { visitor: null });
    expect(before.data.orderTracking).toMatchObject({ bankTransfer: null, parts: [{ money: { state: 'PAY_ON_DELIVERY', paid: '0.00', refunds: [] } }] });
    for (const action of ['CONFIRM', 'SHIP', 'DELIVER']) expect((await gql(t, SET_STATUS, { input: { part: gid, action } }, { token: vendor })).data.setOrderPartStatus.__typename).toBe('SetOrderPartStatusSuccess');
    expect((await gql(t, REFUND, { input: { part: gid, amount: '1.50', reason: 'Late delivery' } }, { token: other })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, REFUND, { input: { part: gid, amount: '1.50', reason: '  ' } }, { token: vendor })).data.refundOrderPart.message).toBe('Please give the reason for the refund');
    expect((await gql(t, REFUND, { input: { part: gid, amount: '1.50', reason: 'Late delivery' } }, { token: admin })).data.refundOrderPart.__typename).toBe('OrderPartMoneyChanged');
    const after = await gql(t, TRACK, { o: orderId, e: SHOPPER.email }, { visitor: null });
    expect(after.data.orderTracking.parts[0].money).toEqual({ state: 'PAID', paid: part.totalCost.toFixed(2), refunded: '1.50', refunds: [{ amount: '1.50', reason: 'Late delivery' }] });
  });

  it('lets a vendor read only its own money, matching a SQL sum of the ledger', async () => {
    const own = await gql(t, MONEY, {}, { token: vendor });
    const usd = own.data.vendorMoney.balances.find((b: { currency: string }) => b.currency === 'USD');
    expect(usd).toEqual({ currency: 'USD', ...(await sqlBalance(t, vendorId, 'USD', new Date())) });
    expect(own.data.vendorMoney.ledger.lines.every((line: { kind: string }) => line.kind === 'SALE')).toBe(true);
    expect((await gql(t, MONEY, { v: globalId('Vendor', vendorId) }, { token: other })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, MONEY, { v: globalId('Vendor', vendorId) }, { token: admin })).data.vendorMoney.ledger.totalCount).toBe(own.data.vendorMoney.ledger.totalCount);
    expect((await gql(t, MONEY, {}, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a deleted order', () => {
  it('leaves the vendor\'s balances as they were: its unpaid lines are reversed first', async () => {
    const before = await sqlBalance(t, vendorId, 'USD', new Date());
    const { orderId, part } = await placedPart('CASH_ON_DELIVERY');
    const res = await t.request(`/api/orders/${orderId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(await sqlBalance(t, vendorId, 'USD', new Date())).toEqual(before);
    expect(await t.db.ledgerEntry.count({ where: { partId: part.id } })).toBe(0);
  });
});

describe('an unpaid bank transfer', () => {
  it('shows the shopper where to pay and the reference, then is cancelled by the job with mails to both sides', async () => {
    const { orderId, part, gid } = await placedPart('BANK_TRANSFER');
    const tracked = await gql(t, TRACK, { o: orderId, e: SHOPPER.email }, { visitor: null });
    expect(tracked.data.orderTracking.bankTransfer.reference).toBe(orderId);
    expect(tracked.data.orderTracking.parts[0].money.state).toBe('AWAITING_PAYMENT');
    // Part of the money came: the part still waits for the rest.
    expect((await gql(t, RECEIVED, { input: { part: gid, amount: '1.00' } }, { token: vendor })).data.recordFundsReceived.__typename).toBe('OrderPartMoneyChanged');
    setClock(t, new Date(Date.now() + 6 * DAY_MS));
    await runJobNow(t, QUEUE.bankTransferExpiry);
    expect((await t.db.orderPart.findUniqueOrThrow({ where: { id: part.id } })).status).toBe('PLACED');
    setClock(t, new Date(Date.now() + 8 * DAY_MS));
    await runJobNow(t, QUEUE.bankTransferExpiry);
    expect((await t.db.orderPart.findUniqueOrThrow({ where: { id: part.id } })).status).toBe('CANCELLED');
    const lines = await t.db.ledgerEntry.findMany({ where: { partId: part.id } });
    expect(lines.reduce((sum, line) => sum + Math.round(Number(line.amount.toFixed(2)) * 100), 0)).toBe(0);
    expect(lines.find((line) => line.kind === 'REFUND')?.amount.toFixed(2)).toBe('-1.00');
    const history = await t.db.orderPartEvent.findMany({ where: { partId: part.id }, orderBy: { id: 'asc' } });
    expect(history.at(-1)).toMatchObject({ status: 'CANCELLED', actorKind: 'SYSTEM', note: expiryNote(7) });
    const vendorEmail = (await t.db.vendor.findUniqueOrThrow({ where: { id: vendorId } })).email;
    const mails = await t.db.outboxMail.findMany({ where: { subject: { contains: orderId } }, orderBy: { id: 'asc' } });
    expect(mails.some((mail) => mail.to === vendorEmail && mail.subject.includes('cancelled by the marketplace'))).toBe(true);
    expect(mails.some((mail) => mail.to === SHOPPER.email.toLowerCase() && mail.text.includes(expiryNote(7)))).toBe(true);
    setClock(t, new Date());
  });
});
