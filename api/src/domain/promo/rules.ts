// Checking a new promo code on the server (docs/spec/vendor-admin.md §5 and §9): the shape, defaults and texts are the
// shared rules (rules/promo.ts, which the admin's form uses too); the dates are judged here.
import { ValidationError } from '../errors.ts';
import { DEFAULT_DISCOUNT_PERCENT, DEFAULT_VALIDITY_DAYS, isDiscountPercent, PROMO_CODE_PATTERN, PROMO_MESSAGES } from '@rules/promo.ts';

export interface PromoInput {
  code: string;
  discountPercentage?: number | null;
  /** YYYY-MM-DD; default today. */
  startDate?: string | null;
  /** YYYY-MM-DD; default 30 days after the start. */
  endDate?: string | null;
}

/** A new promo code that passed every rule, ready to be stored. */
export interface NewPromoCode {
  /** Upper-cased: codes are unique and matched case-insensitively. */
  code: string;
  discountPercent: number;
  startsOn: Date;
  endsOn: Date;
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD calendar date as midnight UTC, or null when it is not one. */
export function parseDateOnly(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export const formatDateOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * "Today" for the start-date rule: the earliest calendar date anywhere on earth (UTC-12), so an
 * admin whose local day is still yesterday in UTC terms can start a code on their today.
 */
export function earliestToday(now: Date): Date {
  return parseDateOnly(formatDateOnly(new Date(now.getTime() - 12 * 3_600_000)))!;
}

/** A date field: YYYY-MM-DD, or an ISO timestamp whose date part is taken (older clients send those). */
function dateField(value: string | null | undefined, field: string): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const date = match && parseDateOnly(match[1]);
  if (!date) throw new ValidationError(PROMO_MESSAGES.invalidDate, field);
  return date;
}

/** Checks and normalizes a new promo code; throws ValidationError with the field at fault. */
export function validatePromoInput(input: PromoInput, now = new Date()): NewPromoCode {
  const code = (input.code ?? '').trim();
  if (!code) throw new ValidationError(PROMO_MESSAGES.codeRequired, 'code');
  if (!PROMO_CODE_PATTERN.test(code)) throw new ValidationError(PROMO_MESSAGES.codeShape, 'code');

  const discount = input.discountPercentage ?? DEFAULT_DISCOUNT_PERCENT;
  if (!isDiscountPercent(discount)) throw new ValidationError(PROMO_MESSAGES.discount, 'discountPercentage');

  const today = earliestToday(now);
  const startsOn = dateField(input.startDate, 'startDate') ?? parseDateOnly(formatDateOnly(now))!;
  if (startsOn < today) throw new ValidationError(PROMO_MESSAGES.startInPast, 'startDate');
  const endsOn = dateField(input.endDate, 'endDate') ?? new Date(startsOn.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS);
  if (endsOn <= startsOn) throw new ValidationError(PROMO_MESSAGES.endAfterStart, 'endDate');

  return { code: code.toUpperCase(), discountPercent: discount, startsOn, endsOn };
}
