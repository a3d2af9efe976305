// Money after the order over REST (issue 36), on the same domain functions as GraphQL: a
// vendor's balances, ledger, payouts and monthly statement (its own; the admin names a vendor),
// and the admin's commissions, adjustments, payouts, settings and marketplace view.
import type { Route } from '../router.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc } from '../params.ts';
import { readObject } from '../body.ts';
import { json } from '../../http/responses.ts';
import { balancesFor, ledgerFor, LEDGER_PAGE, payoutsFor, statementFor } from '../../domain/money-ledger/vendor-money.ts';
import { parseLedgerFilter, type LedgerLine } from '../../domain/money-ledger/ledger-reads.ts';
import { LEDGER_ENTRY_KINDS, LEDGER_KIND_LABELS } from '../../domain/money-ledger/kinds.ts';
import { recordPayouts, type PayoutWithLines, type RecordedPayout } from '../../domain/money-ledger/payouts.ts';
import { adjustBalance } from '../../domain/money-ledger/adjustments.ts';
import { marketplaceMoney } from '../../domain/money-ledger/marketplace.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { moneySettingsRoutes } from './money-settings.ts';

const str = { type: 'string' };
const amount = { type: 'string', description: 'A decimal with 2 places, e.g. "120.50"' };
const vendorQuery = { vendor_id: { description: "The vendor's id: the admin names one; a vendor reads only its own (another id is 403).", type: 'integer' as const } };
const optionalVendor = (query: URLSearchParams) => (query.get('vendor_id') ? intParam(query.get('vendor_id'), 'vendor_id', { min: 1 }) : null);

const balanceSchema = { type: 'object', required: ['currency', 'pending', 'available', 'paid_out'], properties: { currency: { enum: [...CURRENCY_CODES] }, pending: amount, available: amount, paid_out: amount } };
const lineSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, kind: { enum: [...LEDGER_ENTRY_KINDS] }, kind_label: str, currency: str, amount, note: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' },
    order_id: { type: ['string', 'null'] }, part_id: { type: ['integer', 'null'] }, payout_id: { type: ['integer', 'null'] }, state: { enum: ['PENDING', 'AVAILABLE', 'PAID_OUT'] },
  },
};
/** A payout as recorded (POST /money/payouts); the list also carries the lines each one paid. */
const payoutSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, vendor_id: { type: 'integer' }, currency: str, amount, bank_reference: str, created_at: { type: 'string', format: 'date-time' } },
};
const payoutWithLinesSchema = { type: 'object', properties: { ...payoutSchema.properties, lines: { type: 'array', items: lineSchema } } };

const toRestLine = (line: LedgerLine) => ({
  id: line.id, kind: line.kind, kind_label: LEDGER_KIND_LABELS[line.kind], currency: line.currency, amount: line.amount, note: line.note, created_at: line.createdAt.toISOString(),
  order_id: line.orderId, part_id: line.partId, payout_id: line.payoutId, state: line.state,
});
const toRestPayout = (payout: RecordedPayout) => ({ id: payout.id, vendor_id: payout.vendorId, currency: payout.currency, amount: payout.amount, bank_reference: payout.bankReference, created_at: payout.createdAt.toISOString() });
const payoutWithLines = (payout: PayoutWithLines) => ({
  ...toRestPayout({ ...payout, amount: payout.amount.toFixed(2) }),
  lines: payout.lines.map(({ entry }) => ({ id: entry.id, kind: entry.kind, kind_label: LEDGER_KIND_LABELS[entry.kind], currency: entry.currency, amount: entry.amount.toFixed(2), note: entry.note, created_at: entry.createdAt.toISOString(), order_id: entry.part?.order.publicId ?? null, part_id: entry.partId, payout_id: payout.id, state: 'PAID_OUT' })),
});

export const moneyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/money/balances',
    auth: 'vendor',
    doc: { operationId: 'getMoneyBalances', tag: 'Money', errors: [404], query: vendorQuery, summary: 'A vendor\'s balances per currency, summed from its ledger now: pending (not yet delivered, or within the holding period), available (can be paid out) and paid out.', response: { type: 'object', properties: { vendor_id: { type: 'integer' }, balances: { type: 'array', items: balanceSchema } } } },
    async handle({ ctx, query }) {
      const { vendorId, balances } = await balancesFor(ctx, optionalVendor(query));
      return { vendor_id: vendorId, balances: balances.map((b) => ({ currency: b.currency, pending: b.pending, available: b.available, paid_out: b.paidOut })) };
    },
  },
  {
    method: 'GET',
    path: '/money/ledger',
    auth: 'vendor',
    doc: {
      operationId: 'listLedgerLines',
      tag: 'Money',
      errors: [404],
      paged: true,
      summary: 'A vendor\'s ledger lines, newest first: sales, commission, booking fees, refunds, commission returned, cancellations, payouts and adjustments, each with where its money stands.',
      query: { ...vendorQuery, currency: { description: 'USD, AED, PKR or GBP.' }, kind: { description: LEDGER_ENTRY_KINDS.join(', ') }, from: { description: 'On or after this day (YYYY-MM-DD, UTC).' }, to: { description: 'On or before this day (YYYY-MM-DD, UTC).' }, ...pageQueryDoc(LEDGER_PAGE) },
      response: { type: 'array', items: lineSchema },
    },
    async handle({ ctx, query, url }) {
      const filter = parseLedgerFilter({ currency: query.get('currency'), kind: query.get('kind'), from: query.get('from'), to: query.get('to') });
      const paging = pageParams(query, LEDGER_PAGE);
      const { total, lines } = await ledgerFor(ctx, optionalVendor(query), filter, { limit: paging.take, offset: paging.skip });
      return pagedAnswer(url, paging, total, lines.map(toRestLine));
    },
  },
  {
    method: 'GET',
    path: '/money/statement',
    auth: 'vendor',
    doc: { operationId: 'downloadMoneyStatement', tag: 'Money', errors: [404], csv: true, query: { ...vendorQuery, month: { description: 'The month, e.g. 2026-11 (UTC).', required: true } }, summary: 'A vendor\'s monthly statement as CSV: per currency the opening balance, every line of the month and the closing balance.', response: str },
    async handle({ ctx, query }) {
      const { filename, csv } = await statementFor(ctx, optionalVendor(query), query.get('month'));
      return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' } });
    },
  },
  {
    method: 'GET',
    path: '/money/payouts',
    auth: 'vendor',
    doc: { operationId: 'listPayouts', tag: 'Money', errors: [404], query: vendorQuery, summary: 'A vendor\'s payouts, newest first (the last 100), each with the ledger lines it paid.', response: { type: 'array', items: payoutWithLinesSchema } },
    async handle({ ctx, query }) {
      return (await payoutsFor(ctx, optionalVendor(query))).map(payoutWithLines);
    },
  },
  {
    method: 'POST',
    path: '/money/payouts',
    auth: 'admin',
    doc: {
      operationId: 'recordPayouts',
      tag: 'Money',
      errors: [404],
      success: [201],
      summary: 'Admin only: records that the available balance in one currency was paid by bank transfer, to one vendor (vendor_id) or to every vendor with money available. Answers the payouts made; 400 when the one vendor named has nothing available.',
      requestBody: { type: 'object', required: ['currency', 'bank_reference'], properties: { vendor_id: { type: 'integer' }, currency: { enum: [...CURRENCY_CODES] }, bank_reference: { type: 'string', description: 'At most 100 characters.' } } },
      response: { type: 'object', properties: { payouts: { type: 'array', items: payoutSchema } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const vendorId = input.vendor_id == null ? null : intParam(String(input.vendor_id), 'vendor_id', { min: 1 });
      const payouts = await recordPayouts(ctx, { vendorId, currency: input.currency, bankReference: input.bank_reference });
      return json({ payouts: payouts.map(toRestPayout) }, 201);
    },
  },
  {
    method: 'POST',
    path: '/money/adjustments',
    auth: 'admin',
    doc: {
      operationId: 'adjustBalance',
      tag: 'Money',
      errors: [404],
      success: [201],
      summary: 'Admin only: a correction of a vendor\'s balance in one currency, with a reason: a signed amount ("-20.00" takes money away), available at once.',
      requestBody: { type: 'object', required: ['vendor_id', 'currency', 'amount', 'reason'], properties: { vendor_id: { type: 'integer' }, currency: { enum: [...CURRENCY_CODES] }, amount: str, reason: str } },
      response: { type: 'object', properties: { vendor_id: { type: 'integer' }, currency: str, amount, reason: str } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const adjusted = await adjustBalance(ctx, { vendorId: intParam(String(input.vendor_id ?? ''), 'vendor_id', { min: 1 }), currency: input.currency, amount: input.amount, reason: input.reason });
      return json({ vendor_id: adjusted.vendorId, currency: adjusted.currency, amount: adjusted.amount, reason: adjusted.reason }, 201);
    },
  },
  {
    method: 'GET',
    path: '/money/marketplace',
    auth: 'admin',
    doc: {
      operationId: 'getMarketplaceMoney',
      tag: 'Money',
      summary: 'Admin only: per currency the commission earned, what is owed to vendors, the payouts due and what was paid out; and each vendor\'s balances.',
      response: { type: 'object', properties: { totals: { type: 'array', items: { type: 'object', properties: { currency: str, commission_earned: amount, owed_to_vendors: amount, payouts_due: amount, paid_out: amount } } }, vendors: { type: 'array', items: { type: 'object', properties: { vendor_id: { type: 'integer' }, store_name: str, ...balanceSchema.properties } } } } },
    },
    async handle({ ctx }) {
      const { totals, vendors } = await marketplaceMoney(ctx);
      return {
        totals: totals.map((t) => ({ currency: t.currency, commission_earned: t.commissionEarned, owed_to_vendors: t.owedToVendors, payouts_due: t.payoutsDue, paid_out: t.paidOut })),
        vendors: vendors.map((v) => ({ vendor_id: v.vendorId, store_name: v.storeName, currency: v.currency, pending: v.pending, available: v.available, paid_out: v.paidOut })),
      };
    },
  },
  ...moneySettingsRoutes,
];
