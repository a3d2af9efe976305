import type { Prisma } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import type { Context } from '../../context.ts';
import { mapEventually, type Eventually } from '../../domain/shared/cached.ts';
import { CURRENCY_CODES, convert, formatAmount, groupedAmount, type CurrencyCode, type CurrencyRate } from '../../domain/money/currency.ts';

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

/**
 * A price as the Money type answers it, built once per price: its three fields are plain reads of
 * its properties, so GraphQL's default resolver serves them (no resolver call with a fresh resolve
 * info and path per field: a card list shows up to two prices on each of its 24 cards; see
 * docs/decisions/pipeline-cost.md, "The list read, second pass"). Each string is made when read,
 * so a field not selected costs nothing (a map's 2,000 points ask no `formatted`).
 */
export class MoneyAnswer {
  readonly #value: Prisma.Decimal;
  readonly #rate: CurrencyRate;
  /** The amount with its 2 decimals, made on the first read (`amount` and `formatted` both show it). */
  #fixed: string | undefined;
  /** Made on the first read too: an answer is shared by every request showing that price (moneyIn). */
  #formatted: string | undefined;

  /** `value` is already in `rate`'s currency (see moneyIn for a USD price). */
  constructor(value: Prisma.Decimal, rate: CurrencyRate) {
    this.#value = value;
    this.#rate = rate;
  }

  /** The amount with 2 decimals, e.g. "1234.50". */
  get amount(): string {
    return (this.#fixed ??= this.#value.toFixed(2));
  }

  get currency(): CurrencyCode {
    return this.#rate.code;
  }

  /** Code and amount, e.g. "AED 1,234.50". */
  get formatted(): string {
    // formatAmount's digits from the amount already fixed (the same rounding: Decimal's default,
    // half up); it answers 0 for a value that is not a finite number.
    return (this.#formatted ??= `${this.#rate.code} ${this.#value.isFinite() ? groupedAmount(this.amount) : formatAmount(this.#value)}`);
  }
}

export const Money = builder.objectRef<MoneyAnswer>('Money').implement({
  description: 'An amount in one currency, computed by the server from the USD price and the published rate.',
  // Exposed fields of a plain object type have no resolver of their own (the answer's getters above).
  fields: (t) => ({
    amount: t.expose('amount', { description: 'The amount, as a decimal number in the currency.', type: 'Decimal' }),
    currency: t.expose('currency', { description: 'The currency of the amount.', type: CurrencyCodeEnum }),
    formatted: t.exposeString('formatted', { description: 'Code and amount with 2 decimals and thousands separators, e.g. "AED 1,234.50".' }),
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

/**
 * The answers already made, per rate and USD amount. An answer depends on those two alone and
 * never changes (its strings are made once), so it is shared: a card list's prices are the same
 * Decimals page after page (catalogue/product-columns.ts keeps them), and their answers, strings
 * included, are made once. A rate reloaded (every 30 s, or after an edit) is a new object, so its
 * answers start afresh; both maps hold their keys weakly.
 */
const answersByRate = new WeakMap<CurrencyRate, WeakMap<Prisma.Decimal, MoneyAnswer>>();

function answerIn(usd: Prisma.Decimal, currency: CurrencyRate): MoneyAnswer {
  let answers = answersByRate.get(currency);
  if (!answers) answersByRate.set(currency, (answers = new WeakMap()));
  let answer = answers.get(usd);
  if (!answer) answers.set(usd, (answer = new MoneyAnswer(convert(usd, currency), currency)));
  return answer;
}

/** A USD amount in the requested currency. */
export function moneyIn(ctx: Context, usd: Prisma.Decimal, code: CurrencyCode): Eventually<MoneyAnswer> {
  return mapEventually(ctx.services.rates.get(code), (currency) => answerIn(usd, currency));
}
