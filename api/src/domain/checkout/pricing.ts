// The arithmetic of a checkout, kept pure so every rule has worked examples in a unit test
// (api/test/checkout/checkout-pricing.test.ts). Amounts are exact decimals, never floats.
//
// The rule, in order, for one unit of a cart line:
//   1. the USD price shown: the discounted price when it is below the list price, else the price;
//   2. converted into the order currency at the published rate, rounded half-up to cents
//      (exactly the amount the product page shows);
//   3. a promo code takes its percentage off that shown amount, rounded half-up to cents;
// then line = unit × quantity (exact, already in cents), vendor part = sum of its lines,
// order total = sum of all lines. Rounding happens per unit, never on totals, so the shopper can
// check every line with the numbers on the page.
import { Prisma } from '../../generated/prisma/client.ts';
import { convert, effectivePrice, type CurrencyRate } from '../money/currency.ts';
import { percentOff } from '@rules/money.ts';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

/** Half-up to cents (0.005 -> 0.01). */
export const roundCents = (amount: Decimal) => amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** An amount after `percent`% off, rounded half-up to cents: the shared promo rule (rules/promo.ts), which the product page uses too. */
export function applyPercentOff(amount: Decimal, percent: number): Decimal {
  return new Decimal(percentOff(amount.toFixed(), percent));
}

/** One unit of a listing in `currency`: steps 1-3 of the rule above. */
export function unitPrice(price: Decimal, discountedPrice: Decimal | null, currency: CurrencyRate, promoPercent: number | null): Decimal {
  const shown = convert(effectivePrice(price, discountedPrice), currency);
  return promoPercent ? applyPercentOff(shown, promoPercent) : shown;
}

export const lineTotal = (unit: Decimal, quantity: number) => unit.mul(quantity);

export const sum = (amounts: Decimal[]) => amounts.reduce((total, amount) => total.add(amount), new Decimal(0));

/**
 * A client's amount (a number or a decimal string) as cents, or null when it is not a
 * non-negative number. Float noise from a browser (0.1 + 0.2) rounds away; a wrong cent does not.
 */
export function clientAmount(value: unknown): Decimal | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  try {
    return roundCents(new Decimal(typeof value === 'string' ? value.trim() : value));
  } catch {
    return null;
  }
}

/**
 * The one currency an order is priced in: the one asked for, else the one every line shares,
 * else USD (a cart mixing currencies has no meaningful total in any of them).
 */
export function orderCurrency<C extends string>(requested: C | null | undefined, lineCurrencies: readonly (C | null | undefined)[]): C | 'USD' {
  if (requested) return requested;
  const distinct = new Set(lineCurrencies.map((c) => c ?? 'USD'));
  return distinct.size === 1 ? [...distinct][0] : 'USD';
}
