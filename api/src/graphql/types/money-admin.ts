// The admin's money over GraphQL (issue 36), on the same domain functions as REST: the
// marketplace view, commission rates, payment settings, payouts and adjustments.
import { builder } from '../builder.ts';
import { CurrencyCodeEnum } from './money.ts';
import { BrandTypeEnum } from './enums.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { marketplaceMoney, type MarketplaceTotals, type VendorBalanceRow } from '../../domain/money-ledger/marketplace.ts';
import { listCommissionRates, setCommissionRate } from '../../domain/money-ledger/commission-rates.ts';
import { readPaymentSettings, updatePaymentSettings, type PaymentSettings } from '../../domain/money-ledger/settings.ts';
import { recordPayouts, type RecordedPayout } from '../../domain/money-ledger/payouts.ts';
import { adjustBalance } from '../../domain/money-ledger/adjustments.ts';
import { vendorIdArg } from './money-ledger.ts';
import type { CurrencyCode } from '../../domain/money/currency.ts';

type Rate = Awaited<ReturnType<typeof listCommissionRates>>[number];

const currency = (value: string) => value as CurrencyCode;

const MarketplaceTotalsRef = builder.objectRef<MarketplaceTotals>('MarketplaceMoneyTotals').implement({
  description: "The marketplace's money in one currency.",
  fields: (t) => ({
    currency: t.field({ description: 'The currency of the amounts.', type: CurrencyCodeEnum, resolve: (m) => currency(m.currency) }),
    commissionEarned: t.exposeString('commissionEarned', { description: 'Commission and booking fees kept by the marketplace: a decimal string with two places (e.g. "1250.00").' }),
    owedToVendors: t.exposeString('owedToVendors', { description: 'What vendors are owed now, pending and available: a decimal string with two places (e.g. "1250.00").' }),
    payoutsDue: t.exposeString('payoutsDue', { description: 'What is available to pay out now: a decimal string with two places (e.g. "1250.00").' }),
    paidOut: t.exposeString('paidOut', { description: 'What was paid out to vendors so far: a decimal string with two places (e.g. "1250.00").' }),
  }),
});

const VendorBalanceRowRef = builder.objectRef<VendorBalanceRow>('VendorBalanceRow').implement({
  description: "One vendor's balance in one currency (admin).",
  fields: (t) => ({
    vendor: t.globalID({ description: "The vendor's global id.", resolve: (r) => ({ type: 'Vendor', id: r.vendorId }) }),
    vendorDatabaseId: t.exposeInt('vendorId', { description: "The vendor's databaseId." }),
    storeName: t.exposeString('storeName', { description: "The vendor's store name." }),
    currency: t.field({ description: 'The currency of the amounts.', type: CurrencyCodeEnum, resolve: (r) => currency(r.currency) }),
    pending: t.exposeString('pending', { description: 'Held until the holding period ends: a decimal string with two places (e.g. "1250.00").' }),
    available: t.exposeString('available', { description: 'Past the holding period, due at the next payout: a decimal string with two places (e.g. "1250.00").' }),
    paidOut: t.exposeString('paidOut', { description: 'Paid out so far: a decimal string with two places (e.g. "1250.00").' }),
  }),
});

const MarketplaceMoney = builder.objectRef<Awaited<ReturnType<typeof marketplaceMoney>>>('MarketplaceMoney').implement({
  description: 'The marketplace\'s money per currency, and each vendor\'s balances.',
  fields: (t) => ({ totals: t.field({ description: "The marketplace's totals, one row per currency.", type: [MarketplaceTotalsRef], resolve: (m) => m.totals }), vendors: t.field({ description: "Each vendor's balances, one row per vendor and currency.", type: [VendorBalanceRowRef], resolve: (m) => m.vendors }) }),
});

const CommissionRateRef = builder.objectRef<Rate | Omit<Rate, 'vendor'>>('CommissionRate').implement({
  description: "A commission rate: for every store of a brand type, or one vendor's own (which wins). Admin only.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    brandType: t.field({ description: 'The brand type the rate applies to; null for a rate of one vendor.', type: BrandTypeEnum, nullable: true, resolve: (r) => r.brandType }),
    vendorDatabaseId: t.exposeInt('vendorId', { description: 'The databaseId of the vendor the rate applies to; null for a brand type rate.', nullable: true }),
    storeName: t.string({ description: 'The vendor the rate applies to; null for a brand type rate.', nullable: true, resolve: (r) => ('vendor' in r ? (r.vendor?.storeName ?? null) : null) }),
    percent: t.string({ description: 'The commission the marketplace keeps on each sale, in percent, as a decimal string (e.g. "7.5").', resolve: (r) => r.percent.toString() }),
    bookingFee: t.string({ nullable: true, description: 'USD per viewing part.', resolve: (r) => r.bookingFee?.toFixed(2) ?? null }),
    validFrom: t.expose('validFrom', { description: 'From when the rate applies; a later rate of the same brand type or vendor replaces it.', type: 'DateTime' }),
  }),
});

const PaymentSettingsRef = builder.objectRef<PaymentSettings>('PaymentSettings').implement({
  description: 'How the marketplace holds and pays out money. Admin only.',
  fields: (t) => ({ holdingDays: t.exposeInt('holdingDays', { description: 'Days a sale is held after delivery before it is available to pay out.' }), bankTransferDays: t.exposeInt('bankTransferDays', { description: 'Days a shopper has to pay a Bank Transfer order before it may be cancelled.' }) }),
});

const RecordedPayoutRef = builder.objectRef<RecordedPayout>('RecordedPayout').implement({
  description: 'One payout recorded: a vendor paid its available balance.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    vendorDatabaseId: t.exposeInt('vendorId', { description: 'The databaseId of the vendor paid.' }),
    currency: t.field({ description: 'The currency paid in.', type: CurrencyCodeEnum, resolve: (p) => currency(p.currency) }),
    amount: t.exposeString('amount', { description: 'The amount paid: a decimal string with two places (e.g. "1250.00").' }),
    bankReference: t.exposeString('bankReference', { description: 'The reference of the bank transfer.' }),
  }),
});
const RecordPayoutsSuccess = builder.objectRef<{ payouts: RecordedPayout[] }>('RecordPayoutsSuccess').implement({
  fields: (t) => ({ payouts: t.field({ description: 'One payout per vendor paid.', type: [RecordedPayoutRef], resolve: (r) => r.payouts }) }),
});
const AdjustBalanceSuccess = builder.objectRef<{ amount: string }>('AdjustBalanceSuccess').implement({ fields: (t) => ({ amount: t.exposeString('amount', { description: 'The amount written on the new ADJUSTMENT ledger line: a decimal string with two places (e.g. "1250.00"), negative for a deduction.' }) }) });

builder.queryFields((t) => ({
  marketplaceMoney: t.field({ type: MarketplaceMoney, description: 'Admin only.', resolve: (_r, _a, ctx) => marketplaceMoney(ctx) }),
  commissionRates: t.field({ type: [CommissionRateRef], description: 'Admin only: newest start first.', resolve: (_r, _a, ctx) => listCommissionRates(ctx) }),
  paymentSettings: t.field({ type: PaymentSettingsRef, description: 'Signed-in vendors and the admin.', resolve: (_r, _a, ctx) => readPaymentSettings(ctx) }),
}));

const SetCommissionRateInput = builder.inputType('SetCommissionRateInput', {
  fields: (t) => ({
    brandType: t.field({ type: BrandTypeEnum, required: false, description: 'A brand type\'s default; or send `vendor`.' }),
    vendor: t.globalID({ required: false, description: 'One vendor\'s override.' }),
    percent: t.string({ description: 'The commission in percent, as a decimal string from "0" to "100" with at most 2 decimals (e.g. "7.5").', required: true }),
    bookingFee: t.string({ required: false, description: 'USD per viewing part.' }),
    validFrom: t.string({ required: false, description: 'YYYY-MM-DD; absent: now.' }),
  }),
});
const UpdatePaymentSettingsInput = builder.inputType('UpdatePaymentSettingsInput', { fields: (t) => ({ holdingDays: t.int({ description: 'Days a sale is held after delivery before it can be paid out (0-365).', required: true }), bankTransferDays: t.int({ description: 'Days a shopper has to pay a Bank Transfer order (1-365).', required: true }) }) });
const RecordPayoutsInput = builder.inputType('RecordPayoutsInput', {
  fields: (t) => ({ vendor: t.globalID({ required: false, description: 'Absent: every vendor with money available.' }), currency: t.field({ description: 'The currency of the balances to pay out.', type: CurrencyCodeEnum, required: true }), bankReference: t.string({ description: 'The reference of the bank transfer that paid the vendors (required).', required: true }) }),
});
const AdjustBalanceInput = builder.inputType('AdjustBalanceInput', {
  fields: (t) => ({ vendor: t.globalID({ description: "The vendor's global id (Vendor.id) whose balance changes.", required: true }), currency: t.field({ description: 'The currency of the balance to adjust; the amount is in it.', type: CurrencyCodeEnum, required: true }), amount: t.string({ required: true, description: 'Signed: "-20.00" takes money away.' }), reason: t.string({ description: 'Why the balance changes, shown on the ledger line to the vendor and the admin (required).', required: true }) }),
});

const errors = (name: string) => ({ types: [ValidationError, NotFoundError], directResult: true as const, union: { name } });

builder.mutationFields((t) => ({
  setCommissionRate: t.field({
    type: CommissionRateRef,
    description: 'Admin only: a rate from a day on, for a brand type or one vendor; parts already placed keep theirs.',
    errors: errors('SetCommissionRateResult'),
    args: { input: t.arg({ type: SetCommissionRateInput, required: true }) },
    resolve: (_r, { input }, ctx) => setCommissionRate(ctx, { brandType: input.brandType, vendorId: vendorIdArg(input.vendor), percent: input.percent, bookingFee: input.bookingFee, validFrom: input.validFrom }),
  }),
  updatePaymentSettings: t.field({
    type: PaymentSettingsRef,
    description: 'Admin only: the holding period and the bank-transfer deadline, in days.',
    errors: errors('UpdatePaymentSettingsResult'),
    args: { input: t.arg({ type: UpdatePaymentSettingsInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePaymentSettings(ctx, input),
  }),
  recordPayouts: t.field({
    type: RecordPayoutsSuccess,
    description: 'Admin only: pays out the available balance in one currency, to one vendor or to all, with the bank reference.',
    errors: errors('RecordPayoutsResult'),
    args: { input: t.arg({ type: RecordPayoutsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ payouts: await recordPayouts(ctx, { vendorId: vendorIdArg(input.vendor), currency: input.currency, bankReference: input.bankReference }) }),
  }),
  adjustBalance: t.field({
    type: AdjustBalanceSuccess,
    description: 'Admin only: a signed correction of a vendor\'s balance, with a reason.',
    errors: errors('AdjustBalanceResult'),
    args: { input: t.arg({ type: AdjustBalanceInput, required: true }) },
    resolve: (_r, { input }, ctx) => adjustBalance(ctx, { vendorId: vendorIdArg(input.vendor) ?? 0, currency: input.currency, amount: input.amount, reason: input.reason }),
  }),
}));
