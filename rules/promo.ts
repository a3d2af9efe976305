// Promo codes (docs/spec/storefront.md §4-§5, docs/spec/vendor-admin.md §5 and §9): the shape of a code, its
// defaults and every message about one. The percentage-off rule is rules/money.ts `percentOff` (the
// one implementation the server's prices and the product page both use: the listing pages' prices
// load it without the promo texts).

/** docs/spec/vendor-admin.md §9: "Promo code 3-20 characters" (letters, digits and hyphens). */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 20;
// The hyphen is escaped so the same source is also valid as an HTML `pattern` (compiled with the v flag).
// eslint-disable-next-line no-useless-escape -- see above
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9\-]{3,20}$/;
/** docs/spec/vendor-admin.md §9: "discount 1-100; default discount 10 percent; default validity 30 days from today". */
export const MIN_DISCOUNT_PERCENT = 1;
export const MAX_DISCOUNT_PERCENT = 100;
export const DEFAULT_DISCOUNT_PERCENT = 10;
export const DEFAULT_VALIDITY_DAYS = 30;

export const PROMO_MESSAGES = {
  // Creating a code (the admin's form and the server).
  codeRequired: 'Promo code is required.',
  codeShape: 'Promo code must be 3-20 characters: letters, digits and hyphens only.',
  discount: 'Discount must be a whole number between 1 and 100.',
  invalidDate: 'Invalid date',
  startInPast: 'Start date cannot be before today.',
  endAfterStart: 'End date must be after start date',
  duplicate: 'This promo code already exists.',
  // Applying a code (the product page, the quote and the checkout).
  missing: 'Please enter a promo code',
  noProduct: 'Product information is not available',
  invalid: 'Invalid promo code',
  inactive: 'This promo code is not active',
  notYet: 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  propertiesExcluded: 'Promo codes apply to home products only',
  applied: 'Promo code applied successfully',
} as const;

/** A promo code that applies to a line: its code (upper-cased) and its whole percentage off. */
export interface ValidPromo {
  code: string;
  percent: number;
}

/** What a code box keeps while typing: letters, digits and hyphens, at most 20. */
export const promoCodeAsTyped = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, PROMO_CODE_MAX_LENGTH);

/** Codes are stored upper-cased and match case-insensitively. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** A discount a code may carry: a whole number from 1 to 100. */
export const isDiscountPercent = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_DISCOUNT_PERCENT && (value as number) <= MAX_DISCOUNT_PERCENT;


/** Where a promo code stands on a day: what the admin's list shows and what checkout accepts. */
export type PromoCodeStatus = 'SCHEDULED' | 'ACTIVE' | 'EXPIRED' | 'INACTIVE';

export const PROMO_STATUS_LABELS: Record<PromoCodeStatus, string> = { SCHEDULED: 'Scheduled', ACTIVE: 'Active', EXPIRED: 'Expired', INACTIVE: 'Inactive' };

/**
 * THE rule of a code's standing, on calendar dates (YYYY-MM-DD, UTC, as the columns store them):
 * switched off is Inactive whatever its dates; otherwise Scheduled before its start day, Expired
 * after its end day (the end day itself still counts), else Active. Only Active codes apply.
 */
export function promoCodeStatus(promo: { isActive: boolean; startDate: string; endDate: string }, today: string): PromoCodeStatus {
  if (!promo.isActive) return 'INACTIVE';
  if (promo.startDate.slice(0, 10) > today) return 'SCHEDULED';
  if (promo.endDate.slice(0, 10) < today) return 'EXPIRED';
  return 'ACTIVE';
}

/** Today's calendar date in UTC (YYYY-MM-DD), the day promo dates are compared with. */
export const utcDateOf = (now: Date) => now.toISOString().slice(0, 10);
