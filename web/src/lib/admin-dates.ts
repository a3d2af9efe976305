// Dates on the admin pages: "MMM D, YYYY", and the spec's "Invalid date" for anything unreadable;
// on an Arabic or Urdu dashboard the same date in its language (issue 35, hooks/useDisplayDate.ts).
import type { Locale } from '@rules/locales.ts';
import { dateFormat } from './i18n/dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 22, 2026". A calendar date (YYYY-MM-DD) is shown as that day wherever the browser is; a
 * timestamp in the browser's own time zone. Anything else: `invalid` ("Invalid date").
 */
export function formatDisplayDate(value: string | null | undefined, locale: Locale = 'en', invalid = 'Invalid date'): string {
  if (!value) return invalid;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return invalid;
    return locale === 'en' ? `${MONTHS[m - 1]} ${d}, ${y}` : dateFormat(locale, 'en-US', { ...DISPLAY_DATE, timeZone: 'UTC' }).format(date);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return invalid;
  return locale === 'en' ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : dateFormat(locale, 'en-US', DISPLAY_DATE).format(date);
}

/** The same parts in Arabic and Urdu: the day, the month's name, the year. */
const DISPLAY_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The browser's calendar date as YYYY-MM-DD (for date inputs). */
export function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no time-zone drift). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
