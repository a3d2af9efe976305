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
  fields: (t) => ({
    currency: t.field({ type: CurrencyCodeEnum, resolve: (m) => currency(m.currency) }),
    commissionEarned: t.exposeString('commissionEarned'),
    owedToVendors: t.exposeString('owedToVendors'),
    payoutsDue: t.exposeString('payoutsDue'),
    paidOut: t.exposeString('paidOut'),
  }),
});

const VendorBalanceRowRef = builder.objectRef<VendorBalanceRow>('VendorBalanceRow').implement({
  fields: (t) => ({
    vendor: t.globalID({ resolve: (r) => ({ type: 'Vendor', id: r.vendorId }) }),
    vendorDatabaseId: t.exposeInt('vendorId'),
    storeName: t.exposeString('storeName'),
    currency: t.field({ type: CurrencyCodeEnum, resolve: (r) => currency(r.currency) }),
    pending: t.exposeString('pending'),
    available: t.exposeString('available'),
    paidOut: t.exposeString('paidOut'),
  }),
});

const MarketplaceMoney = builder.objectRef<Awaited<ReturnType<typeof marketplaceMoney>>>('MarketplaceMoney').implement({
  description: 'The marketplace\'s money per currency, and each vendor\'s balances.',
  fields: (t) => ({ totals: t.field({ type: [MarketplaceTotalsRef], resolve: (m) => m.totals }), vendors: t.field({ type: [VendorBalanceRowRef], resolve: (m) => m.vendors }) }),
});

const CommissionRateRef = builder.objectRef<Rate | Omit<Rate, 'vendor'>>('CommissionRate').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    brandType: t.field({ type: BrandTypeEnum, nullable: true, resolve: (r) => r.brandType }),
    vendorDatabaseId: t.exposeInt('vendorId', { nullable: true }),
    storeName: t.string({ nullable: true, resolve: (r) => ('vendor' in r ? (r.vendor?.storeName ?? null) : null) }),
    percent: t.string({ resolve: (r) => r.percent.toString() }),
    bookingFee: t.string({ nullable: true, description: 'USD per viewing part.', resolve: (r) => r.bookingFee?.toFixed(2) ?? null }),
    validFrom: t.expose('validFrom', { type: 'DateTime' }),
  }),
});

const PaymentSettingsRef = builder.objectRef<PaymentSettings>('PaymentSettings').implement({
  fields: (t) => ({ holdingDays: t.exposeInt('holdingDays'), bankTransferDays: t.exposeInt('bankTransferDays') }),
});

const RecordedPayoutRef = builder.objectRef<RecordedPayout>('RecordedPayout').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    vendorDatabaseId: t.exposeInt('vendorId'),
    currency: t.field({ type: CurrencyCodeEnum, resolve: (p) => currency(p.currency) }),
    amount: t.exposeString('amount'),
    bankReference: t.exposeString('bankReference'),
  }),
});
const RecordPayoutsSuccess = builder.objectRef<{ payouts: RecordedPayout[] }>('RecordPayoutsSuccess').implement({
  fields: (t) => ({ payouts: t.field({ type: [RecordedPayoutRef], resolve: (r) => r.payouts }) }),
});
const AdjustBalanceSuccess = builder.objectRef<{ amount: string }>('AdjustBalanceSuccess').implement({ fields: (t) => ({ amount: t.exposeString('amount') }) });

builder.queryFields((t) => ({
  marketplaceMoney: t.field({ type: MarketplaceMoney, description: 'Admin only.', resolve: (_r, _a, ctx) => marketplaceMoney(ctx) }),
  commissionRates: t.field({ type: [CommissionRateRef], description: 'Admin only: newest start first.', resolve: (_r, _a, ctx) => listCommissionRates(ctx) }),
  paymentSettings: t.field({ type: PaymentSettingsRef, description: 'Signed-in vendors and the admin.', resolve: (_r, _a, ctx) => readPaymentSettings(ctx) }),
}));

const SetCommissionRateInput = builder.inputType('SetCommissionRateInput', {
  fields: (t) => ({
    brandType: t.field({ type: BrandTypeEnum, required: false, description: 'A brand type\'s default; or send `vendor`.' }),
    vendor: t.globalID({ required: false, description: 'One vendor\'s override.' }),
    percent: t.string({ required: true }),
    bookingFee: t.string({ required: false, description: 'USD per viewing part.' }),
    validFrom: t.string({ required: false, description: 'YYYY-MM-DD; absent: now.' }),
  }),
});
const UpdatePaymentSettingsInput = builder.inputType('UpdatePaymentSettingsInput', { fields: (t) => ({ holdingDays: t.int({ required: true }), bankTransferDays: t.int({ required: true }) }) });
const RecordPayoutsInput = builder.inputType('RecordPayoutsInput', {
  fields: (t) => ({ vendor: t.globalID({ required: false, description: 'Absent: every vendor with money available.' }), currency: t.field({ type: CurrencyCodeEnum, required: true }), bankReference: t.string({ required: true }) }),
});
const AdjustBalanceInput = builder.inputType('AdjustBalanceInput', {
  fields: (t) => ({ vendor: t.globalID({ required: true }), currency: t.field({ type: CurrencyCodeEnum, required: true }), amount: t.string({ required: true, description: 'Signed: "-20.00" takes money away.' }), reason: t.string({ required: true }) }),
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
