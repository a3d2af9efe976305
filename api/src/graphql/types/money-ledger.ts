// A vendor's money over GraphQL (issue 36), on the same domain functions as REST: balances,
// ledger, payouts (its own; the admin names a vendor), the money of an order part (paid,
// refunds: staff and the shopper on the tracking page), and the part's two money writes.
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { CurrencyCodeEnum } from './money.ts';
import { OrderPart, partDatabaseId } from './order.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { balancesFor, ledgerFor, LEDGER_PAGE, monthlyStatementFor, payoutsFor, storeNameOf } from '../../domain/money-ledger/vendor-money.ts';
import { statementDays, type MonthlyStatement, type StatementCurrency } from '../../domain/money-ledger/statement.ts';
import { parseLedgerFilter, type LedgerLine } from '../../domain/money-ledger/ledger-reads.ts';
import { LEDGER_ENTRY_KINDS, LEDGER_KIND_LABELS } from '../../domain/money-ledger/kinds.ts';
import { partMoneyView, type PartRefund } from '../../domain/money-ledger/part-money.ts';
import { recordFundsReceived } from '../../domain/money-ledger/payments.ts';
import { refundOrderPart } from '../../domain/money-ledger/refunds.ts';
import type { Balance } from '../../domain/money-ledger/balances.ts';
import type { PayoutWithLines } from '../../domain/money-ledger/payouts.ts';
import type { CurrencyCode } from '../../domain/money/currency.ts';

export const LedgerEntryKindEnum = builder.enumType('LedgerEntryKind', {
  description: 'What a ledger line records: SALE +, COMMISSION −, BOOKING_FEE −, REFUND −, COMMISSION_RETURN +, CANCELLATION −, PAYOUT −, ADJUSTMENT ±.',
  values: describedValues(LEDGER_ENTRY_KINDS, {
    ADJUSTMENT: 'An adjustment by the admin, plus or minus, with its reason.',
    BOOKING_FEE: 'Minus: the booking fee for a viewing.',
    CANCELLATION: "Minus: a cancelled part's sale taken back.",
    COMMISSION: "Minus: the marketplace's commission on a sale.",
    COMMISSION_RETURN: 'Plus: commission given back on a refund.',
    PAYOUT: 'Minus: money paid out to the vendor.',
    REFUND: 'Minus: money refunded to the shopper.',
    SALE: "Plus: a part's sale.",
  }),
});
const LineStateEnum = builder.enumType('LedgerLineState', {
  description: 'Where a line\'s money stands now.',
  values: describedValues(['PENDING', 'AVAILABLE', 'PAID_OUT'] as const, {
    AVAILABLE: 'Past the holding period: due to the vendor at the next payout.',
    PAID_OUT: 'Paid to the vendor in a payout.',
    PENDING: 'Held until the holding period after delivery ends.',
  }),
});
export const PaymentStateEnum = builder.enumType('PartPaymentState', {
  description: 'NOT_PAYABLE (viewings), AWAITING_PAYMENT (a bank transfer not yet received in full), PAY_ON_DELIVERY (cash, until delivered), PAID.',
  values: describedValues(['NOT_PAYABLE', 'AWAITING_PAYMENT', 'PAY_ON_DELIVERY', 'PAID'] as const, {
    AWAITING_PAYMENT: 'A bank transfer not yet received in full.',
    NOT_PAYABLE: 'Nothing to pay (a viewing).',
    PAID: 'Paid in full.',
    PAY_ON_DELIVERY: 'Cash, paid when delivered.',
  }),
});

export const MoneyBalance = builder.objectRef<Balance>('MoneyBalance').implement({
  description: 'A vendor\'s balance in one currency, summed from its ledger now.',
  fields: (t) => ({
    currency: t.field({ description: 'The currency of this balance.', type: CurrencyCodeEnum, resolve: (b) => b.currency as CurrencyCode }),
    pending: t.string({ description: 'Not yet delivered, or within the holding period (a decimal text; may be negative).', resolve: (b) => b.pending }),
    available: t.string({ description: 'What the next payout would pay (may be negative after refunds).', resolve: (b) => b.available }),
    paidOut: t.string({ description: 'Paid out to the vendor so far: a decimal string with two places (e.g. "1250.00").', resolve: (b) => b.paidOut }),
  }),
});

export const LedgerLineRef = builder.objectRef<LedgerLine>('LedgerLine').implement({
  description: 'One line of a vendor\'s ledger; lines are never changed (a correction is a new line).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.field({ description: 'What the line records.', type: LedgerEntryKindEnum, resolve: (l) => l.kind }),
    kindLabel: t.string({ description: 'The kind in words, as the dashboard shows it.', resolve: (l) => LEDGER_KIND_LABELS[l.kind] }),
    currency: t.field({ description: 'The currency of the amount.', type: CurrencyCodeEnum, resolve: (l) => l.currency as CurrencyCode }),
    amount: t.string({ description: 'Signed, 2 decimals ("-12.50").', resolve: (l) => l.amount }),
    note: t.exposeString('note', { description: 'A reason or note (an adjustment, a refund); null when none.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When the line was written.', type: 'DateTime' }),
    orderId: t.exposeString('orderId', { description: 'The public id of the order the line belongs to; null for payouts and adjustments.', nullable: true }),
    payoutId: t.exposeInt('payoutId', { description: 'The databaseId of the payout that paid this line; null until it is paid out.', nullable: true }),
    state: t.field({ description: "Where the line's money stands now.", type: LineStateEnum, resolve: (l) => l.state }),
  }),
});

const LedgerPage = builder.objectRef<{ total: number; lines: LedgerLine[] }>('LedgerPage').implement({
  description: "A page of a vendor's ledger lines (offset paging).",
  fields: (t) => ({ totalCount: t.exposeInt('total', { description: 'How many lines match the filters, across all pages.' }), lines: t.field({ description: 'The lines of this page, newest first.', type: [LedgerLineRef], resolve: (p) => p.lines }) }),
});

const PayoutRef = builder.objectRef<PayoutWithLines>('Payout').implement({
  description: 'A payout the admin recorded, with the ledger lines it paid.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    currency: t.field({ description: 'The currency paid in.', type: CurrencyCodeEnum, resolve: (p) => p.currency as CurrencyCode }),
    amount: t.string({ description: 'The amount paid: a decimal string with two places (e.g. "1250.00").', resolve: (p) => p.amount.toFixed(2) }),
    bankReference: t.exposeString('bankReference', { description: 'The reference of the bank transfer that paid it.' }),
    createdAt: t.expose('createdAt', { description: 'When the payout was recorded.', type: 'DateTime' }),
    lines: t.field({
      description: 'The ledger lines this payout paid.',
      type: [LedgerLineRef],
      resolve: (p) => p.lines.map(({ entry }) => ({ id: entry.id, kind: entry.kind, currency: entry.currency, amount: entry.amount.toFixed(2), note: entry.note, createdAt: entry.createdAt, partId: entry.partId, orderId: entry.part?.order.publicId ?? null, payoutId: p.id, state: 'PAID_OUT' as const })),
    }),
  }),
});

const StatementCurrencyRef = builder.objectRef<StatementCurrency>('MoneyStatementCurrency').implement({
  description: 'One currency of a monthly statement: opening + the lines = closing.',
  fields: (t) => ({
    currency: t.field({ type: CurrencyCodeEnum, description: 'The currency of these balances and lines.', resolve: (c) => c.currency as CurrencyCode }),
    opening: t.string({ description: 'The balance when the month began (2 decimals).', resolve: (c) => c.opening }),
    lines: t.field({ type: [LedgerLineRef], description: "The month's lines, oldest first.", resolve: (c) => c.lines }),
    closing: t.string({ description: 'The balance when the month ended, or now for the current month (2 decimals).', resolve: (c) => c.closing }),
  }),
});

const MoneyStatementRef = builder.objectRef<MonthlyStatement>('MoneyStatement').implement({
  description: "A vendor's monthly statement (UTC calendar month), per currency; the same lines as the CSV of GET /api/money/statement.",
  fields: (t) => ({
    month: t.exposeString('month', { description: '"2026-11".' }),
    firstDay: t.string({ description: "The month's first day, YYYY-MM-DD (UTC).", resolve: (s) => statementDays(s).firstDay }),
    lastDay: t.string({ description: "The month's last day, YYYY-MM-DD (UTC).", resolve: (s) => statementDays(s).lastDay }),
    currencies: t.field({ type: [StatementCurrencyRef], description: 'One entry per currency the store had money in by the end of the month (USD, AED, PKR, GBP order).', resolve: (s) => s.currencies }),
  }),
});

/** The vendor named by a global id (the admin's choice), or the caller's own when absent. */
export function vendorIdArg(vendor: { typename: string; id: string } | null | undefined): number | null {
  if (!vendor) return null;
  if (vendor.typename !== 'Vendor') throw new ValidationError(`\`vendor\` must be a Vendor id; this one names a ${vendor.typename}.`, 'vendor');
  return Number(vendor.id);
}

const VendorMoney = builder.objectRef<{ vendorId: number | null }>('VendorMoney').implement({
  description: 'A vendor\'s money: its own for a vendor, the named vendor\'s for the admin.',
  fields: (t) => ({
    storeName: t.string({ description: "The store whose money this is.", resolve: async (v, _a, ctx) => storeNameOf(ctx, v.vendorId) }),
    balances: t.field({ description: "The vendor's balance per currency.", type: [MoneyBalance], resolve: async (v, _a, ctx) => (await balancesFor(ctx, v.vendorId)).balances }),
    ledger: t.field({
      description: "A page of the vendor's ledger lines, newest first.",
      type: LedgerPage,
      args: { currency: t.arg({ description: 'Only lines in this currency.', type: CurrencyCodeEnum }), kind: t.arg({ description: 'Only lines of this kind.', type: LedgerEntryKindEnum }), from: t.arg.string({ description: 'Only lines written on or after this day (YYYY-MM-DD, UTC).' }), to: t.arg.string({ description: 'Only lines written on or before this day (YYYY-MM-DD, UTC).' }), limit: t.arg.int({ description: 'How many lines to answer (50 by default, at most 500).' }), offset: t.arg.int({ description: 'How many lines to skip.' }) },
      resolve: (v, args, ctx) => {
        const limit = Math.min(Math.max(args.limit ?? LEDGER_PAGE.fallback, 1), LEDGER_PAGE.max);
        return ledgerFor(ctx, v.vendorId, parseLedgerFilter(args), { limit, offset: Math.max(args.offset ?? 0, 0) });
      },
    }),
    payouts: t.field({ type: [PayoutRef], description: 'The last 100, newest first.', resolve: (v, _a, ctx) => payoutsFor(ctx, v.vendorId) }),
    statement: t.field({
      type: MoneyStatementRef,
      description: 'The statement of one month, e.g. `month: "2026-11"` (a bad month is a VALIDATION_ERROR on `month`).',
      args: { month: t.arg.string({ required: true, description: 'The UTC calendar month, written like 2026-11.' }) },
      resolve: (v, args, ctx) => monthlyStatementFor(ctx, v.vendorId, args.month),
    }),
  }),
});

builder.queryFields((t) => ({
  vendorMoney: t.field({
    type: VendorMoney,
    description: 'A vendor\'s balances, ledger and payouts: a vendor its own (another `vendor` is FORBIDDEN), the admin any vendor\'s.',
    args: { vendor: t.arg.globalID({ description: "The admin: the vendor's global id (required); a vendor leaves it out (its own).", required: false }) },
    resolve: async (_root, args, ctx) => {
      const vendorId = vendorIdArg(args.vendor);
      // Checked up front, so a refusal is the whole answer's, not one field's.
      await balancesFor(ctx, vendorId);
      return { vendorId };
    },
  }),
}));

const PartRefundRef = builder.objectRef<PartRefund>('OrderPartRefund').implement({
  description: 'One refund of an order part.',
  fields: (t) => ({ amount: t.string({ description: 'The amount refunded: a decimal string with two places (e.g. "1250.00"), in the currency of the part.', resolve: (r) => r.amount }), reason: t.exposeString('reason', { description: 'Why, as the store or the admin wrote it; null when none given.', nullable: true }), at: t.expose('at', { description: 'When the refund was recorded.', type: 'DateTime' }) }),
});

const PartMoney = builder.objectRef<Awaited<ReturnType<typeof partMoneyView>> & { currency: string }>('OrderPartMoney').implement({
  description: 'What was paid and refunded on a part (the shopper sees it on the tracking page).',
  fields: (t) => ({
    state: t.field({ description: 'Where payment of the part stands.', type: PaymentStateEnum, resolve: (m) => m.state }),
    currency: t.field({ description: 'The currency the shopper paid in.', type: CurrencyCodeEnum, resolve: (m) => m.currency as CurrencyCode }),
    paid: t.string({ description: 'The total received, 2 decimals, in the order\'s currency.', resolve: (m) => m.paid }),
    refunded: t.string({ description: 'The total refunded, 2 decimals, in the order\'s currency.', resolve: (m) => m.refunded }),
    refunds: t.field({ type: [PartRefundRef], description: 'Oldest first, with the reason given.', resolve: (m) => m.refunds }),
  }),
});

builder.objectFields(OrderPart, (t) => ({
  money: t.field({
    description: 'What was paid and refunded on the part.',
    type: PartMoney,
    resolve: async ({ part, currency, paymentMethod }, _a, ctx) => ({ ...(await partMoneyView(ctx.db, { id: part.id, totalCost: part.totalCost, paymentMethod })), currency }),
  }),
}));

const RecordFundsReceivedInput = builder.inputType('RecordFundsReceivedInput', {
  fields: (t) => ({ part: t.globalID({ description: "The order part's global id.", required: true }), amount: t.string({ description: 'The amount received, as a decimal string in the currency of the part (e.g. "1250.00").', required: true }), receivedOn: t.string({ required: false, description: 'YYYY-MM-DD; absent: today.' }) }),
});
const RefundOrderPartInput = builder.inputType('RefundOrderPartInput', {
  fields: (t) => ({ part: t.globalID({ description: "The order part's global id.", required: true }), amount: t.string({ description: 'The amount to refund, as a decimal string in the currency of the part; at most what was paid and not refunded yet.', required: true }), reason: t.string({ description: 'Why, shown to the shopper and on the ledger (required).', required: true }) }),
});
const PartMoneyChanged = builder.objectRef<{ partId: number }>('OrderPartMoneyChanged').implement({
  description: "What a money step on a part answers: the part's updated money.",
  fields: (t) => ({ partDatabaseId: t.exposeInt('partId', { description: 'The databaseId of the part whose money changed.' }) }),
});

builder.mutationFields((t) => ({
  recordFundsReceived: t.field({
    type: PartMoneyChanged,
    description: 'The part\'s vendor or the admin marks a bank transfer received: the amount and the day. Never more than is due; written to the part\'s history.',
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'RecordFundsReceivedResult' } },
    args: { input: t.arg({ type: RecordFundsReceivedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const paid = await recordFundsReceived(ctx, partDatabaseId(input.part), { amount: input.amount, receivedOn: input.receivedOn });
      return { partId: paid.partId };
    },
  }),
  refundOrderPart: t.field({
    type: PartMoneyChanged,
    description: 'The part\'s vendor or the admin refunds the shopper, in full or in part, with a reason; never more than was paid. The shopper is mailed.',
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'RefundOrderPartResult' } },
    args: { input: t.arg({ type: RefundOrderPartInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const refund = await refundOrderPart(ctx, partDatabaseId(input.part), { amount: input.amount, reason: input.reason });
      return { partId: refund.partId };
    },
  }),
}));
