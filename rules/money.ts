// Currencies and exact money arithmetic (docs/spec/storefront.md §9). The server prices every cart; the browser only
// shows amounts and does the little arithmetic a page needs (a promo's percentage off, a line or
// cart total). Both go through the functions below, exact decimals and whole cents as BigInt, so
// the page and the server agree to the cent: no float ever rounds an amount.

/** The accepted currencies (the GraphQL enum's order). The rates live in the database. */
export const CURRENCY_CODES = ['USD', 'AED', 'PKR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The order of the product page's currency menu (docs/spec/vendor-admin.md §9 lists them so). */
export const CURRENCY_MENU_ORDER: readonly CurrencyCode[] = ['USD', 'PKR', 'AED', 'GBP'];

/** docs/spec/vendor-admin.md §9: "Symbols: USD $, PKR ₨, AED د.إ, GBP £". */
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  USD: '$',
  PKR: '₨',
  AED: 'د.إ',
  GBP: '£',
};

export const isCurrencyCode = (code: unknown): code is CurrencyCode => CURRENCY_CODES.includes(code as CurrencyCode);

/** A decimal as an exact fraction: `units` / 10^`scale`. */
interface ExactDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number or a decimal text ("1234.50", "12", 0.1, 1e21) exactly as written: a number is
 * taken at its shortest decimal form (0.1 is one tenth, not the float's binary value).
 */
function exact(value: unknown): ExactDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let scale = fraction.length - Number(exponent);
  let digits = `${whole}${fraction}` || '0';
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

const TEN = BigInt(10);
const pow10 = (n: number) => TEN ** BigInt(n);

/** numerator / denominator (denominator > 0) rounded to a whole number, halves away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < BigInt(0);
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * BigInt(2) + denominator) / (denominator * BigInt(2));
  return negative ? -rounded : rounded;
}

/** An amount as whole cents, rounded half-up (away from zero) like the server; null when it is not a number. */
export function toCents(amount: unknown): bigint | null {
  const decimal = exact(amount);
  if (!decimal) return null;
  return decimal.scale <= 2 ? decimal.units * pow10(2 - decimal.scale) : divideHalfUp(decimal.units, pow10(decimal.scale - 2));
}

/** Whole cents as a decimal text with two decimals: 123450n -> "1234.50". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < BigInt(0);
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * `amount` × `multiplier` / `divisor` in whole cents, computed exactly and rounded half-up once
 * at the end (the promo rule in promo.ts is amount × (100 − percent) / 100). An amount that is
 * not a number counts as 0.
 */
export function scaledCents(amount: unknown, multiplier: number, divisor: number): bigint {
  const value = exact(amount) ?? { units: BigInt(0), scale: 0 };
  const times = exact(multiplier);
  const by = exact(divisor);
  if (!times || !by || by.units <= BigInt(0)) throw new RangeError(`cannot scale by ${multiplier}/${divisor}`);
  // (v / 10^a) × (m / 10^b) / (d / 10^c) × 100 = v·m·10^c·100 / (10^(a+b) · d)
  return divideHalfUp(value.units * times.units * pow10(by.scale + 2), pow10(value.scale + times.scale) * by.units);
}

/** A unit price times a quantity, exactly, as a decimal text in cents ("1981.80"). */
export function lineAmount(unitPrice: unknown, quantity: number): string {
  return centsToDecimal((toCents(unitPrice) ?? BigInt(0)) * BigInt(quantity));
}

/** The exact sum of amounts, each rounded to cents first, as a decimal text ("12.30"). */
export function sumAmounts(amounts: readonly unknown[]): string {
  return centsToDecimal(amounts.reduce<bigint>((total, amount) => total + (toCents(amount) ?? BigInt(0)), BigInt(0)));
}

/**
 * THE promo arithmetic: `amount` after `percent`% off, rounded half-up to cents, computed exactly
 * (no float): "990.90" for 1101.00 at 10%. An amount that is not a number counts as 0.
 */
export const percentOff = (amount: unknown, percent: number): string => centsToDecimal(scaledCents(amount, 100 - percent, 100));
