import type { Prisma } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import type { Context } from '../../context.ts';
import { mapEventually, type Eventually } from '../../domain/shared/cached.ts';
import { CURRENCY_CODES, convert, formatAmount, type CurrencyCode, type CurrencyRate } from '../../domain/money/currency.ts';

export const CurrencyCodeEnum = builder.enumType('CurrencyCode', {
  description: 'The currencies shoppers can see prices and pay in.',
  values: describedValues(CURRENCY_CODES, {
    AED: 'UAE dirham.',
    GBP: 'Pound sterling.',
    PKR: 'Pakistani rupee.',
    USD: 'US dollar: the currency prices are stored in.',
  }),
});

/** The `currency` argument of every field answering a price (one description, one default). */
export const currencyArgs = builder.args((t) => ({
  currency: t.field({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true, description: 'The currency to answer in (USD by default), converted from USD at the published rate.' }),
}));

export interface MoneyShape {
  amount: Prisma.Decimal;
  currency: CurrencyRate;
}

export const Money = builder.objectRef<MoneyShape>('Money').implement({
  description: 'An amount in one currency, computed by the server from the USD price and the published rate.',
  fields: (t) => ({
    amount: t.field({ description: 'The amount, as a decimal number in the currency.', type: 'Decimal', resolve: (m) => m.amount.toFixed(2) }),
    currency: t.field({ description: 'The currency of the amount.', type: CurrencyCodeEnum, resolve: (m) => m.currency.code }),
    formatted: t.string({
      description: 'Code and amount with 2 decimals and thousands separators, e.g. "AED 1,234.50".',
      resolve: (m) => `${m.currency.code} ${formatAmount(m.amount)}`,
    }),
  }),
});

export const Currency = builder.objectRef<CurrencyRate>('Currency').implement({
  description: 'A currency and its rate against USD.',
  fields: (t) => ({
    code: t.field({ description: 'The ISO 4217 code.', type: CurrencyCodeEnum, resolve: (c) => c.code }),
    symbol: t.exposeString('symbol', { description: 'The symbol prices are shown with (e.g. $, £, AED).' }),
    rate: t.field({ type: 'Decimal', description: 'Units of this currency per 1 USD.', resolve: (c) => c.rate.toString() }),
  }),
});

builder.queryField('currencies', (t) =>
  t.field({
    type: [Currency],
    description: 'Every currency with the rate the server prices with.',
    resolve: async (_root, _args, ctx) => [...(await ctx.services.rates.all()).values()],
  }),
);

/** A USD amount in the requested currency. */
export function moneyIn(ctx: Context, usd: Prisma.Decimal, code: CurrencyCode): Eventually<MoneyShape> {
  return mapEventually(ctx.services.rates.get(code), (currency) => ({ amount: convert(usd, currency), currency }));
}
