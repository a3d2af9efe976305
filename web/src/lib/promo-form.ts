// The promo-code add form's rules (spec §5 and §9); the server applies the same ones.
import { addDays } from './admin-dates.ts';

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;
export const DEFAULT_DISCOUNT = 10;
export const DEFAULT_VALIDITY_DAYS = 30;

export interface PromoForm {
  code: string;
  discountPercentage: number;
  startDate: string;
  endDate: string;
}

/** A fresh form: 10 percent, from today, valid 30 days. */
export function emptyPromoForm(today: string): PromoForm {
  return { code: '', discountPercentage: DEFAULT_DISCOUNT, startDate: today, endDate: addDays(today, DEFAULT_VALIDITY_DAYS) };
}

/** What the code box keeps while typing: letters, digits and hyphens, at most 20. */
export const cleanCode = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 20);

/** The discount box clamps to 1-100 (whole numbers); empty or unreadable gives 1. */
export function clampDiscount(text: string): number {
  const value = Math.round(Number(text));
  if (!Number.isFinite(value) || text.trim() === '') return 1;
  return Math.min(100, Math.max(1, value));
}

/** The first rule the form breaks, or null. Dates are YYYY-MM-DD, compared as text. */
export function promoFormError(form: PromoForm, today: string): string | null {
  if (!PROMO_CODE_PATTERN.test(form.code)) return 'Promo code must be 3-20 characters: letters, digits and hyphens only.';
  if (!Number.isInteger(form.discountPercentage) || form.discountPercentage < 1 || form.discountPercentage > 100) return 'Discount must be a whole number between 1 and 100.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(form.endDate)) return 'Invalid date';
  if (form.startDate < today) return 'Start date cannot be before today.';
  if (form.endDate <= form.startDate) return 'End date must be after start date';
  return null;
}
