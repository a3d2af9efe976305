// The promo-code add form (docs/spec/vendor-admin.md §5 and §9): the shared rules and texts (rules/promo.ts), which the
// server applies too, on the form's YYYY-MM-DD texts.
import {
  DEFAULT_DISCOUNT_PERCENT,
  DEFAULT_VALIDITY_DAYS,
  isDiscountPercent,
  MAX_DISCOUNT_PERCENT,
  MIN_DISCOUNT_PERCENT,
  PROMO_CODE_PATTERN,
  PROMO_MESSAGES,
  promoCodeAsTyped,
} from '@rules/index.ts';
import { addDays } from './admin-dates.ts';

export interface PromoForm {
  code: string;
  discountPercentage: number;
  startDate: string;
  endDate: string;
}

/** A fresh form: 10 percent, from today, valid 30 days. */
export function emptyPromoForm(today: string): PromoForm {
  return { code: '', discountPercentage: DEFAULT_DISCOUNT_PERCENT, startDate: today, endDate: addDays(today, DEFAULT_VALIDITY_DAYS) };
}

/** What the code box keeps while typing: letters, digits and hyphens, at most 20. */
export const cleanCode = promoCodeAsTyped;

/** The discount box clamps to 1-100 (whole numbers); empty or unreadable gives 1. */
export function clampDiscount(text: string): number {
  const value = Math.round(Number(text));
  if (!Number.isFinite(value) || text.trim() === '') return MIN_DISCOUNT_PERCENT;
  return Math.min(MAX_DISCOUNT_PERCENT, Math.max(MIN_DISCOUNT_PERCENT, value));
}

/** The first rule the form breaks, or null. Dates are YYYY-MM-DD, compared as text. */
export function promoFormError(form: PromoForm, today: string): string | null {
  if (!PROMO_CODE_PATTERN.test(form.code)) return PROMO_MESSAGES.codeShape;
  if (!isDiscountPercent(form.discountPercentage)) return PROMO_MESSAGES.discount;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(form.endDate)) return PROMO_MESSAGES.invalidDate;
  if (form.startDate < today) return PROMO_MESSAGES.startInPast;
  if (form.endDate <= form.startDate) return PROMO_MESSAGES.endAfterStart;
  return null;
}
