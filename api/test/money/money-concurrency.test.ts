// 50 refunds and payouts at once on one paid, delivered, available part (issue 36): together the
// refunds never give back more than was paid, no ledger line is paid out twice, every payout is
// the sum of the lines it paid, and the balances still equal a SQL sum of the ledger. Run on PGlite
// and, through scripts/with-postgres.ts, on PostgreSQL with real concurrent connections.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { call } from '../helpers/social.ts';
import { placeOrderOf } from '../helpers/orders.ts';
import { DAY_MS, setClock, sqlBalance } from '../helpers/money.ts';

let t: TestApp;
let vendor: string;
let admin: string;
let vendorId: number;
let partId: number;
let totalCents: number;
const start = new Date(Date.UTC(2026, 10, 3, 9));

const cents = (amount: string | { toFixed(n: number): string }) => Math.round(Number(typeof amount === 'string' ? amount : amount.toFixed(2)) * 100);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  setClock(t, start);
  [vendor, admin] = await Promise.all(['casa-nova-interiors', 'admin'].map((s) => tokenFor(t.db, s)));
  vendorId = (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } })).id;
  await call(t, 'POST', '/api/money/commission-rates', { token: admin, body: { brand_type: 'HOME_PRODUCTS', percent: '7.5', valid_from: '2026-01-01' } });
  const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendorId }, orderBy: { id: 'asc' } });
  const orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 2 }], { paymentMethod: 'BANK_TRANSFER' });
  const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
  partId = part.id;
  totalCents = cents(part.totalCost);
  expect((await call(t, 'POST', `/api/order-parts/${partId}/payments`, { token: vendor, body: { amount: part.totalCost.toFixed(2) } })).status).toBe(200);
  for (const action of ['CONFIRM', 'SHIP', 'DELIVER']) expect((await call(t, 'POST', `/api/order-parts/${partId}/status`, { token: vendor, body: { action } })).status).toBe(200);
  setClock(t, new Date(start.getTime() + 8 * DAY_MS));
});
afterAll(() => t?.close());

it('never refunds more than was paid nor pays a line out twice, with 50 requests at once', async () => {
  // Each refund is a little over a tenth of the total: at most 9 of the 25 can fit.
  const refundCents = Math.floor(totalCents / 10) + 1;
  const refund = (refundCents / 100).toFixed(2);
  const requests = Array.from({ length: 50 }, (_, i) =>
    i % 2 === 0
      ? call(t, 'POST', `/api/order-parts/${partId}/refunds`, { token: i % 4 === 0 ? vendor : admin, body: { amount: refund, reason: `Parallel refund ${i}` } })
      : call(t, 'POST', '/api/money/payouts', { token: admin, body: { vendor_id: vendorId, currency: 'USD', bank_reference: `PAR-${i}` } }),
  );
  const answers = await Promise.all(requests);
  for (const answer of answers) expect([200, 201, 400], answer.text).toContain(answer.status);
  const refunds = answers.filter((answer, i) => i % 2 === 0 && answer.status === 200);
  expect(refunds.length).toBe(Math.min(25, Math.floor(totalCents / refundCents)));

  const refunded = -cents((await t.db.ledgerEntry.aggregate({ where: { partId, kind: 'REFUND' }, _sum: { amount: true } }))._sum.amount!);
  expect(refunded).toBe(refunds.length * refundCents);
  expect(refunded).toBeLessThanOrEqual(totalCents);

  const payouts = await t.db.payout.findMany({ where: { vendorId }, include: { lines: { include: { entry: true } } } });
  expect(payouts.length).toBeGreaterThanOrEqual(1);
  for (const payout of payouts) expect(payout.lines.reduce((sum, line) => sum + cents(line.entry.amount), 0)).toBe(cents(payout.amount));
  const paidOut = payouts.reduce((sum, payout) => sum + cents(payout.amount), 0);
  // Nothing is paid beyond the sale less its commission (refunds only ever lower what is owed).
  const commission = Math.round((totalCents * 7.5) / 100);
  expect(paidOut).toBeLessThanOrEqual(totalCents - commission);

  const now = t.app.services.clock.now();
  const balance = await call(t, 'GET', '/api/money/balances', { token: vendor });
  const usd = balance.json.balances.find((b: { currency: string }) => b.currency === 'USD');
  expect({ pending: usd.pending, available: usd.available, paidOut: usd.paid_out }).toEqual(await sqlBalance(t, vendorId, 'USD', now));
  expect(cents(usd.paid_out)).toBe(paidOut);
});
