// Money display rules of docs/spec/storefront.md §5 and §9: two decimals, comma thousands separators, and a missing
// or non-numeric amount shows as 0.00. The currencies and the promo arithmetic are the shared
// rules (rules/money.ts, rules/promo.ts), the very functions the server prices with.
import { CURRENCY_MENU_ORDER, CURRENCY_SYMBOLS, isCurrencyCode, percentOff as exactPercentOff, type CurrencyCode } from '@rules/index.ts';
import { formatNumber } from './number-format.ts';

export { CURRENCY_SYMBOLS, isCurrencyCode, type CurrencyCode };

/** The currencies in the order the product page's menu lists them. */
export const CURRENCY_CODES = CURRENCY_MENU_ORDER;

/** Parses a price that may arrive as a number, a decimal string ("1234.50") or nothing. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** "1,234.50"; anything that is not a number gives "0.00". */
export function formatPrice(value: unknown): string {
  return formatNumber(toAmount(value) ?? 0, { minFraction: 2 });
}

/** The symbol of a currency code, or the code itself when unknown. */
export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code as CurrencyCode] ?? code;
}

/** "$1,234.50", "£99.00": a symbol and the formatted amount. */
export function formatWithSymbol(value: unknown, code: string = 'USD'): string {
  return `${currencySymbol(code)}${formatPrice(value)}`;
}

/** A Money of the API ({ amount, currency }) as the cart and checkout show it: "£99.00" (docs/spec/storefront.md §9's symbols). */
export function formatMoney(money: { amount: unknown; currency: string }): string {
  return formatWithSymbol(money.amount, money.currency);
}

/** "AED 1,234.50": the product page shows the code, a space and the amount. */
export function formatWithCode(value: unknown, code: string): string {
  return `${code} ${formatPrice(value)}`;
}

/** A product counts as discounted only when the discounted price is present and below the price. */
export function isDiscounted(price: unknown, discountedPrice: unknown): boolean {
  const normal = toAmount(price);
  const discounted = toAmount(discountedPrice);
  return normal !== null && discounted !== null && discounted < normal;
}

/**
 * An amount after `percent`% off, rounded half-up to cents: the server's promo rule, computed
 * exactly on the amount as the server sent it (a decimal text stays exact, whatever its size).
 */
export function percentOff(amount: unknown, percent: number): number {
  return Number(exactPercentOff(amount, percent));
}
