// Money after the order through the REST API (issue 36): a bank-transfer order marked received,
// delivered, available after the holding period (the app's clock moved), refunded in part and
// paid out; at every step the balances the API answers equal a SQL sum of the ledger. Then the
// refusals that must change nothing, the statement (CSV and GraphQL agree), the commission a part
// keeps, the payment and refund steps in the part's history, and the money webhooks (payment received,
// refunded, payout recorded) written to the outbox for the store and the marketplace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { DAY_MS, setClock, sqlBalance } from '../helpers/money.ts';

let t: TestApp;
let vendor: string;
let other: string;
let admin: string;
let vendorId: number;
let partId: number;
let total: string;
const start = new Date(Date.UTC(2026, 10, 2, 10));
let now = start;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => (c / 100).toFixed(2);

async function expectBalances(expected: { pending: string; available: string; paidOut: string }) {
  const answer = await call(t, 'GET', '/api/money/balances', { token: vendor });
  expect(answer.status).toBe(200);
  const usd = answer.json.balances.find((b: { currency: string }) => b.currency === 'USD');
  const sql = await sqlBalance(t, vendorId, 'USD', now);
  expect({ pending: usd.pending, available: usd.available, paidOut: usd.paid_out }).toEqual(sql);
  expect(sql).toEqual(expected);
}

async function step(action: string) {
  const answer = await call(t, 'POST', `/api/order-parts/${partId}/status`, { token: vendor, body: { action } });
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  setClock(t, start);
  [vendor, other, admin] = await Promise.all(['casa-nova-interiors', 'skyline-estates', 'admin'].map((s) => tokenFor(t.db, s)));
  vendorId = (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } })).id;
  // Subscribed endpoints make the outbox write each money event (delivery is webhooks/'s test).
  const events = ['order_part.payment_received', 'order_part.refunded', 'payout.recorded'];
  await t.db.webhookEndpoint.createMany({ data: [vendorId, null].map((owner) => ({ vendorId: owner, url: 'https://hooks.example.com/money', events, secret: 'whsec_dGVzdA==' })) });
  const rate = await call(t, 'POST', '/api/money/commission-rates', { token: admin, body: { brand_type: 'HOME_PRODUCTS', percent: '12.5', valid_from: '2026-01-01' } });
  expect(rate.status, rate.text).toBe(201);
});
afterAll(() => t?.close());

/** The money webhooks of one type in the outbox, oldest first: who gets each (a store, or the marketplace: null) and its data. */
async function moneyWebhooks(type: string) {
  const rows = await t.db.webhookMessage.findMany({ where: { type }, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ vendorId: row.vendorId, data: (row.payload as { data: Record<string, unknown> }).data }));
}

describe('a bank-transfer order from placing to payout', () => {
  let commission: number;
  let refundReturn: number;

  it('places a sale and the commission as pending lines', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendorId }, orderBy: { id: 'asc' } });
    const orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 3 }], { paymentMethod: 'BANK_TRANSFER' });
    const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
    partId = part.id;
    total = part.totalCost.toFixed(2);
    commission = Math.round((cents(total) * 12.5) / 100);
    const lines = await t.db.ledgerEntry.findMany({ where: { partId }, orderBy: { id: 'asc' } });
    expect(lines.map((l) => [l.kind, l.amount.toFixed(2)])).toEqual([['SALE', total], ['COMMISSION', money(-commission)]]);
    expect(part.commissionPercent.toString()).toBe('12.5');
    await expectBalances({ pending: money(cents(total) - commission), available: '0.00', paidOut: '0.00' });
  });

  it('refuses to record more than is due, or on another store, changing nothing', async () => {
    const tooMuch = await call(t, 'POST', `/api/order-parts/${partId}/payments`, { token: vendor, body: { amount: money(cents(total) + 1) } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toContain(`At most USD ${total}`);
    expect((await call(t, 'POST', `/api/order-parts/${partId}/payments`, { token: other, body: { amount: total } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/order-parts/${partId}/refunds`, { token: vendor, body: { amount: '1.00', reason: 'Scratch' } })).status).toBe(400);
    expect(await t.db.partPayment.count({ where: { partId } })).toBe(0);
  });

  it('marks the transfer received, in the part history', async () => {
    const paid = await call(t, 'POST', `/api/order-parts/${partId}/payments`, { token: vendor, body: { amount: total, received_on: '2026-11-02' } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ paid: total, payment_state: 'PAID' });
    const history = await t.db.orderPartEvent.findMany({ where: { partId }, orderBy: { id: 'asc' } });
    expect(history.at(-1)?.note).toBe(`Bank transfer of USD ${total} received on 2026-11-02.`);
    const messages = await moneyWebhooks('order_part.payment_received');
    expect(messages.map((m) => m.vendorId).sort()).toEqual([vendorId, null].sort());
    expect(messages[0].data).toMatchObject({ orderId: expect.any(String), amount: { amount: total, currency: 'USD' }, paid: { amount: total, currency: 'USD' }, receivedOn: '2026-11-02' });
  });

  it('stays pending once delivered, until the holding period has passed', async () => {
    for (const action of ['CONFIRM', 'SHIP', 'DELIVER']) await step(action);
    await expectBalances({ pending: money(cents(total) - commission), available: '0.00', paidOut: '0.00' });
    now = new Date(start.getTime() + 7 * DAY_MS - 60_000);
    setClock(t, now);
    await expectBalances({ pending: money(cents(total) - commission), available: '0.00', paidOut: '0.00' });
    now = new Date(start.getTime() + 7 * DAY_MS + 60_000);
    setClock(t, now);
    await expectBalances({ pending: '0.00', available: money(cents(total) - commission), paidOut: '0.00' });
  });

  it('refunds part of it: the refund and its commission leave the balance, the shopper is mailed', async () => {
    const refund = await call(t, 'POST', `/api/order-parts/${partId}/refunds`, { token: vendor, body: { amount: '10.01', reason: 'One chair arrived scratched' } });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.json).toMatchObject({ amount: '10.01', refunded: '10.01', paid: total });
    refundReturn = Math.round((1001 * 12.5) / 100);
    await expectBalances({ pending: '0.00', available: money(cents(total) - commission - 1001 + refundReturn), paidOut: '0.00' });
    const mail = await t.db.outboxMail.findFirst({ where: { to: SHOPPER.email.toLowerCase(), subject: { contains: 'USD 10.01 refunded' } } });
    expect(mail?.text ?? '').toContain('One chair arrived scratched');
    const history = await t.db.orderPartEvent.findMany({ where: { partId }, orderBy: { id: 'asc' } });
    expect(history.at(-1)).toMatchObject({ note: 'Refunded USD 10.01: One chair arrived scratched', actorKind: 'VENDOR' });
    const [refunded] = await moneyWebhooks('order_part.refunded');
    expect(refunded.data).toMatchObject({ amount: { amount: '10.01', currency: 'USD' }, refunded: { amount: '10.01', currency: 'USD' }, reason: 'One chair arrived scratched' });
    expect(JSON.stringify(refunded.data)).not.toContain(SHOPPER.email);
  });

  it('never refunds more than was paid', async () => {
    const left = cents(total) - 1001;
    const over = await call(t, 'POST', `/api/order-parts/${partId}/refunds`, { token: admin, body: { amount: money(left + 1), reason: 'Too much' } });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(`At most USD ${money(left)} can be refunded on this part`);
  });

  it('pays out the available balance, with the lines it paid', async () => {
    const available = cents(total) - commission - 1001 + refundReturn;
    expect((await call(t, 'POST', '/api/money/payouts', { token: vendor, body: { vendor_id: vendorId, currency: 'USD', bank_reference: 'TRF-1' } })).status).toBe(403);
    const payout = await call(t, 'POST', '/api/money/payouts', { token: admin, body: { vendor_id: vendorId, currency: 'USD', bank_reference: 'TRF-2026-11-09' } });
    expect(payout.status, payout.text).toBe(201);
    expect(payout.json.payouts).toHaveLength(1);
    expect(payout.json.payouts[0]).toMatchObject({ vendor_id: vendorId, amount: money(available), bank_reference: 'TRF-2026-11-09' });
    await expectBalances({ pending: '0.00', available: '0.00', paidOut: money(available) });
    const again = await call(t, 'POST', '/api/money/payouts', { token: admin, body: { vendor_id: vendorId, currency: 'USD', bank_reference: 'TRF-again' } });
    expect(again.status).toBe(400);
    const seen = await call(t, 'GET', '/api/money/payouts', { token: vendor });
    expect(seen.json).toHaveLength(1);
    const lineSum = seen.json[0].lines.reduce((sum: number, line: { amount: string }) => sum + cents(line.amount), 0);
    expect(lineSum).toBe(available);
    expect((await call(t, 'GET', `/api/money/payouts?vendor_id=${vendorId}`, { token: other })).status).toBe(403);
    const [recorded] = await moneyWebhooks('payout.recorded');
    expect(recorded.data).toMatchObject({ payout: payout.json.payouts[0].id, amount: { amount: money(available), currency: 'USD' }, bankReference: 'TRF-2026-11-09' });
  });

  it('writes a statement whose opening balance and lines add up to its closing balance', async () => {
    const answer = await call(t, 'GET', '/api/money/statement?month=2026-11', { token: vendor });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const rows = answer.text.trim().split('\r\n').map((row) => row.split(','));
    expect(rows[0]).toEqual(['Date', 'Type', 'Order', 'Currency', 'Amount', 'Status', 'Note']);
    const usd = rows.filter((row) => row[3] === 'USD');
    const opening = cents(usd[0]![4]!);
    const closing = cents(usd.at(-1)![4]!);
    const lines = usd.slice(1, -1).reduce((sum, row) => sum + cents(row[4]!), 0);
    expect([usd[0]![1], usd.at(-1)![1]]).toEqual(['Opening balance', 'Closing balance']);
    expect(opening + lines).toBe(closing);
    expect(closing).toBe(0);

    // The printable page's GraphQL statement has the same lines and balances as the CSV.
    const STATEMENT = 'query ($month: String!) { vendorMoney { statement(month: $month) { month currencies { currency opening closing lines { amount kindLabel } } } } }';
    const page = await gql(t, STATEMENT, { month: '2026-11' }, { token: vendor });
    const usdPage = page.data.vendorMoney.statement.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect([usdPage.opening, usdPage.closing].map(cents)).toEqual([opening, closing]);
    expect(usdPage.lines.map((line: { kindLabel: string; amount: string }) => [line.kindLabel, line.amount])).toEqual(usd.slice(1, -1).map((row) => [row[1], row[4]]));
    const bad = await gql(t, STATEMENT, { month: 'November' }, { token: vendor });
    expect(bad.json.errors?.[0]?.message).toBe('The month must be written like 2026-11');
  });

  it('shows the admin the commission earned', async () => {
    const view = await call(t, 'GET', '/api/money/marketplace', { token: admin });
    expect(view.status).toBe(200);
    expect(view.json.totals.find((row: { currency: string }) => row.currency === 'USD')).toMatchObject({ commission_earned: money(commission - refundReturn), payouts_due: '0.00' });
    expect((await call(t, 'GET', '/api/money/marketplace', { token: vendor })).status).toBe(403);
  });
});
