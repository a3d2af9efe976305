// Stock of home products (issue 37): the limits and texts the dashboard's fields, the CSV import
// and the server share. A stock of null is "not tracked": the product sells without limit
// (properties always; home products until their vendor counts them).

export const MAX_STOCK = 1_000_000;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;
/** "Only N left" and the vendor's low-stock mail start at this many units unless the vendor sets another. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const STOCK_MESSAGES = {
  stock: `Stock must be a whole number from 0 to ${MAX_STOCK}, or empty for "not tracked".`,
  threshold: `The low-stock threshold must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}.`,
  propertyStock: 'Properties have no stock: leave it empty.',
} as const;

export class StockRuleError extends Error {
  constructor(
    message: string,
    readonly field: 'stock' | 'lowStockThreshold',
  ) {
    super(message);
  }
}

const wholeNumber = (value: unknown): number | null | undefined => {
  if (value === null || value === undefined) return value;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '?';
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** A stock as sent: a whole number, or empty/null for "not tracked". */
export function parseStock(value: unknown): number | null {
  const number = wholeNumber(value);
  if (number === undefined || number === null) return null;
  if (!Number.isSafeInteger(number) || number > MAX_STOCK) throw new StockRuleError(STOCK_MESSAGES.stock, 'stock');
  return number;
}

/** A low-stock threshold as sent; undefined (or empty) keeps the stored one. */
export function parseLowStockThreshold(value: unknown): number | undefined {
  const number = wholeNumber(value);
  if (number === undefined || number === null) return undefined;
  if (!Number.isSafeInteger(number) || number > MAX_LOW_STOCK_THRESHOLD) throw new StockRuleError(STOCK_MESSAGES.threshold, 'lowStockThreshold');
  return number;
}

/** What a shopper is told about a product's stock: nothing (not tracked, or plenty), "Only N left", or out of stock. */
export type StockLevel = { kind: 'untracked' } | { kind: 'plenty'; left: number } | { kind: 'low'; left: number } | { kind: 'out' };

export function stockLevel(stock: number | null | undefined, lowStockThreshold: number): StockLevel {
  if (stock === null || stock === undefined) return { kind: 'untracked' };
  if (stock <= 0) return { kind: 'out' };
  return stock <= lowStockThreshold ? { kind: 'low', left: stock } : { kind: 'plenty', left: stock };
}
