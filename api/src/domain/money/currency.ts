import { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/database.ts';
import { cached, mapEventually, type Eventually } from '../shared/cached.ts';
import { CURRENCY_CODES, CURRENCY_SYMBOLS, isCurrencyCode, type CurrencyCode } from '@rules/money.ts';

export { CURRENCY_CODES, isCurrencyCode, type CurrencyCode };

export interface CurrencyRate {
  code: CurrencyCode;
  /** Units of this currency per 1 USD. */
  rate: Prisma.Decimal;
  symbol: string;
}

const RATE_CACHE_MS = 30_000;

/**
 * Currency rates live in the database (seeded with the spec's constants). Every process keeps
 * them for a few seconds: they change rarely and are read by nearly every price.
 */
export function createRateBook(db: Db) {
  const rates = cached(async () => {
    const rows = await db.currencyRate.findMany();
    const byCode = new Map<CurrencyCode, CurrencyRate>();
    for (const row of rows) if (isCurrencyCode(row.code)) byCode.set(row.code, { code: row.code, rate: row.rate, symbol: row.symbol });
    if (!byCode.has('USD')) byCode.set('USD', { code: 'USD', rate: new Prisma.Decimal(1), symbol: CURRENCY_SYMBOLS.USD });
    return byCode;
  }, RATE_CACHE_MS);

  return {
    all: () => rates.get(),
    get(code: CurrencyCode): Eventually<CurrencyRate> {
      return mapEventually(rates.now(), (byCode) => {
        const rate = byCode.get(code);
        if (!rate) throw new Error(`no rate for ${code}`);
        return rate;
      });
    },
    /** Forget cached rates (after an admin edits them). */
    invalidate: () => rates.invalidate(),
  };
}
export type RateBook = ReturnType<typeof createRateBook>;

/**
 * USD amount in another currency, rounded half-up to cents. At a rate of exactly 1 (USD itself)
 * an amount already in cents (every stored price: numeric(14,2)) is its own answer: the product
 * and the rounding would copy it unchanged (a Decimal is immutable, so it is handed back as is),
 * and a card list converts every price it shows.
 */
export function convert(usd: Prisma.Decimal, rate: CurrencyRate): Prisma.Decimal {
  if (usd.decimalPlaces() <= 2 && rate.rate.eq(1)) return usd;
  return usd.mul(rate.rate).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}

/** "1,234,567.50": two decimals, comma thousands separators (the spec's format). */
export function formatAmount(amount: Prisma.Decimal | number | string | null | undefined): string {
  let value: Prisma.Decimal;
  try {
    // A Decimal is immutable: no copy of one (every price shown is one).
    value = Prisma.Decimal.isDecimal(amount) ? amount : new Prisma.Decimal(amount ?? 0);
  } catch {
    value = new Prisma.Decimal(0);
  }
  if (!value.isFinite()) value = new Prisma.Decimal(0);
  return groupedAmount(value.toFixed(2, Prisma.Decimal.ROUND_HALF_UP));
}

/** "1234567.50" as "1,234,567.50": formatAmount's separators on an amount already fixed to its 2 decimals. */
export function groupedAmount(fixed: string): string {
  const [whole, cents] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The price shown: the discounted price only when it is below the price. */
export function effectivePrice(price: Prisma.Decimal, discountedPrice: Prisma.Decimal | null): Prisma.Decimal {
  return discountedPrice && discountedPrice.lt(price) ? discountedPrice : price;
}

export const isDiscounted = (price: Prisma.Decimal, discountedPrice: Prisma.Decimal | null) =>
  discountedPrice != null && discountedPrice.lt(price);
