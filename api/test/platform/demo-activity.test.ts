// The demo's 90 days of activity (issue 37 part 7), added to the seeded catalogue as `npm start`
// adds it: the ledger adds up part by part and payout by payout, the balances the app answers are
// the SQL sums, each tracked product's stock is the sum of its movements, and the demo logins'
// overview, money page and leads inbox have true things to show for 7, 30 and 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, loginToken } from '../helpers/auth.ts';
import { setClock, sqlBalance } from '../helpers/money.ts';
import { insertDemoActivity, type ActivitySummary } from '../../../prisma/seed/activity/index.ts';

let t: TestApp;
let summary: ActivitySummary;
/** The last order part of the catalogue's own few orders (which predate the ledger): the activity's come after it. */
let lastCataloguePart: number;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  setClock(t, now);
  lastCataloguePart = (await t.db.orderPart.aggregate({ _max: { id: true } }))._max.id ?? 0;
  summary = await t.db.$transaction((tx) => insertDemoActivity(tx, now), { timeout: 120_000 });
}, 180_000);
afterAll(() => t?.close());

const rows = <T>(sql: string) => t.db.$queryRawUnsafe<T[]>(sql);

describe('the demo activity', () => {
  it('has orders in every state, both payment methods, shipments with tracking, refunds and payouts', async () => {
    expect(summary.orders).toBeGreaterThan(200);
    const statuses = (await rows<{ status: string }>(`SELECT DISTINCT status::text FROM order_parts`)).map((r) => r.status).sort();
    expect(statuses).toEqual(['CANCELLED', 'COMPLETED', 'CONFIRMED', 'DELIVERED', 'PLACED', 'REQUESTED', 'RESCHEDULED', 'SHIPPED']);
    const [counts] = await rows<Record<string, number>>(`SELECT
      (SELECT count(*) FROM orders WHERE payment_method = 'BANK_TRANSFER')::int AS bank,
      (SELECT count(*) FROM orders WHERE payment_method = 'CASH_ON_DELIVERY')::int AS cash,
      (SELECT count(*) FROM order_parts WHERE status IN ('SHIPPED', 'DELIVERED') AND (shipment_carrier IS NULL OR shipment_tracking_number IS NULL))::int AS untracked,
      (SELECT count(*) FROM ledger_entries WHERE kind = 'REFUND')::int AS refunds,
      (SELECT count(*) FROM payouts)::int AS payouts,
      (SELECT count(*) FROM order_parts WHERE viewing_at > now() AND status <> 'CANCELLED')::int AS upcoming,
      (SELECT count(*) FROM orders WHERE created_at > now())::int AS future`);
    expect(counts).toMatchObject({ untracked: 0, future: 0 });
    for (const key of ['bank', 'cash', 'refunds', 'payouts', 'upcoming']) expect(counts[key], key).toBeGreaterThan(0);
  });

  it('keeps the ledger whole: a part nets its sale less commission, or nothing once cancelled or refunded; a payout pays exactly its lines', async () => {
    const wrong = await rows<{ id: number }>(`
      SELECT p.id FROM order_parts p JOIN ledger_entries e ON e.part_id = p.id
       GROUP BY p.id, p.status, p.total_cost, p.commission_percent
      HAVING sum(e.amount) <> CASE
        WHEN p.status = 'CANCELLED' OR bool_or(e.kind = 'REFUND') THEN 0
        WHEN bool_or(e.kind = 'BOOKING_FEE') THEN sum(e.amount) FILTER (WHERE e.kind = 'BOOKING_FEE')
        ELSE p.total_cost - round(p.total_cost * p.commission_percent / 100, 2) END`);
    expect(wrong).toEqual([]);
    const unpaidSales = await rows<{ id: number }>(`SELECT p.id FROM order_parts p WHERE p.total_cost > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.part_id = p.id AND e.kind = 'SALE') AND p.id > ${lastCataloguePart}`);
    expect(unpaidSales).toEqual([]);
    const payouts = await rows<{ id: number }>(`
      SELECT y.id FROM payouts y JOIN payout_lines l ON l.payout_id = y.id JOIN ledger_entries e ON e.id = l.entry_id LEFT JOIN order_parts p ON p.id = e.part_id
       GROUP BY y.id, y.amount
      HAVING sum(e.amount) <> y.amount OR bool_or(e.created_at > y.created_at OR p.funds_available_at > y.created_at)
          OR y.amount <> -(SELECT sum(amount) FROM ledger_entries WHERE payout_id = y.id AND kind = 'PAYOUT')`);
    expect(payouts).toEqual([]);
    const overpaid = await rows<{ id: number }>(`SELECT p.id FROM order_parts p JOIN part_payments m ON m.part_id = p.id GROUP BY p.id HAVING sum(m.amount) > p.total_cost`);
    expect(overpaid).toEqual([]);
  });

  it('answers every store its balances as the SQL sums of its lines', async () => {
    const token = await loginToken(t, 'homes@marketplace.test');
    const answer = await t.graphql(`{ vendorMoney { balances { currency pending available paidOut } payouts { amount } } }`, {}, bearer(token));
    const money = answer.data.vendorMoney;
    expect(money.payouts.length).toBeGreaterThan(0);
    expect(money.balances.length).toBeGreaterThan(1);
    const vendor = await t.db.vendor.findUniqueOrThrow({ where: { email: 'homes@marketplace.test' } });
    for (const balance of money.balances) expect(balance, balance.currency).toEqual({ currency: balance.currency, ...(await sqlBalance(t, vendor.id, balance.currency, now)) });
  });

  it('tells each tracked product its stock as the sum of its movements, never below zero, a few low and one sold out', async () => {
    const wrong = await rows<{ id: number }>(`
      SELECT p.id FROM products p JOIN stock_movements m ON m.product_id = p.id
       GROUP BY p.id, p.stock HAVING p.stock IS NULL OR sum(m.delta) <> p.stock OR min(m.stock_after) < 0`);
    expect(wrong).toEqual([]);
    const chain = await rows<{ id: number }>(`
      SELECT id FROM (SELECT id, stock_after, sum(delta) OVER (PARTITION BY product_id ORDER BY at, id) AS running FROM stock_movements) m WHERE running <> stock_after`);
    expect(chain).toEqual([]);
    const [stock] = await rows<Record<string, number>>(`SELECT
      (SELECT count(*) FROM products WHERE stock = 0)::int AS out,
      (SELECT count(*) FROM products WHERE stock > 0 AND stock <= low_stock_threshold)::int AS low,
      (SELECT count(DISTINCT reason) FROM stock_movements)::int AS reasons`);
    expect(stock.out).toBeGreaterThanOrEqual(1);
    expect(stock.low).toBeGreaterThan(0);
    expect(stock.reasons).toBe(5);
  });

  it('gives the demo logins an overview with orders, viewings and page views for 7, 30 and 90 days', async () => {
    const query = `query ($range: OverviewRange) { vendorOverview(range: $range) { totals { orders revenueUsd viewings views } } }`;
    for (const [email, figures] of [['admin@marketplace.test', ['orders', 'revenueUsd', 'viewings', 'views']], ['homes@marketplace.test', ['orders', 'revenueUsd', 'views']], ['vendor@marketplace.test', ['viewings', 'views']]] as const) {
      const token = await loginToken(t, email);
      for (const range of ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS']) {
        const answer = await t.graphql(query, { range }, bearer(token));
        for (const figure of figures) expect(answer.data.vendorOverview.totals[figure], `${email} ${range} ${figure}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives the demo vendor\'s listings saves in Listing performance', async () => {
    const token = await loginToken(t, 'vendor@marketplace.test');
    const answer = await t.graphql(`{ listingPerformance(range: LAST_30_DAYS, sort: SAVES, first: 1) { edges { node { saves views } } } }`, {}, bearer(token));
    const top = answer.data.listingPerformance.edges[0].node;
    expect(top.saves).toBeGreaterThan(0);
    expect(top.saves).toBeLessThan(top.views);
  });

  it('fills the demo vendor\'s leads inbox in every status', async () => {
    const token = await loginToken(t, 'vendor@marketplace.test');
    for (const status of ['NEW', 'CONTACTED', 'VIEWING_BOOKED', 'CLOSED']) {
      const answer = await t.graphql(`query ($status: LeadStatus) { leads(status: $status, first: 1) { totalCount } }`, { status }, bearer(token));
      expect(answer.data.leads.totalCount, status).toBeGreaterThan(1);
    }
  });
});
