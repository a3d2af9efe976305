/** Reading the money writes' input: amounts, dates, reasons and currencies, with clear refusals. */
import { ValidationError } from '../errors.ts';
import { formatDateOnly, parseDateOnly } from '../promo/rules.ts';
import { isCurrencyCode, toCents, type CurrencyCode } from '@rules/money.ts';

export const REASON_LIMIT = 500;
export const REFERENCE_LIMIT = 100;
/** No single money write moves more than this (a typo guard; the database holds 16 digits). */
const MAX_CENTS = BigInt('100000000000');

/** A positive amount in cents ("12.50"); more than 2 decimals is refused rather than rounded. */
export function positiveAmount(value: unknown, field = 'amount'): bigint {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new ValidationError('The amount must be a number with at most 2 decimals, such as 120.50', field);
  const cents = toCents(text)!;
  if (cents <= BigInt(0)) throw new ValidationError('The amount must be more than 0', field);
  if (cents > MAX_CENTS) throw new ValidationError('The amount is too large', field);
  return cents;
}

/** A signed amount for an adjustment ("-12.50" takes money away); never 0. */
export function signedAmount(value: unknown, field = 'amount'): bigint {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const negative = text.startsWith('-');
  return (negative ? -BigInt(1) : BigInt(1)) * positiveAmount(negative ? text.slice(1) : text, field);
}

/** A required text such as a reason or a bank reference, trimmed, within `limit`. */
export function requiredText(value: unknown, field: string, what: string, limit = REASON_LIMIT): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ValidationError(`Please give ${what}`, field);
  if (text.length > limit) throw new ValidationError(`${what[0]!.toUpperCase()}${what.slice(1)} is limited to ${limit} characters`, field);
  return text;
}

export function currencyCode(value: unknown, field = 'currency'): CurrencyCode {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isCurrencyCode(text)) throw new ValidationError('The currency must be USD, AED, PKR or GBP', field);
  return text;
}

/** A day (YYYY-MM-DD) not after today (UTC, by `now`); absent means today. */
export function pastOrToday(value: unknown, field: string, now: Date): Date {
  if (value === undefined || value === null || value === '') return parseDateOnly(formatDateOnly(now))!;
  const date = typeof value === 'string' ? parseDateOnly(value.trim()) : null;
  if (!date) throw new ValidationError('The date must be a date like 2026-12-31', field);
  if (date.getTime() > now.getTime()) throw new ValidationError('The date cannot be in the future', field);
  return date;
}
