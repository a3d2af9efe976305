// Dates on the admin pages: "MMM D, YYYY", and the spec's "Invalid date" for anything unreadable.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 22, 2026". A calendar date (YYYY-MM-DD) is shown as that day wherever the browser is; a
 * timestamp in the browser's own time zone. Anything else: "Invalid date".
 */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return 'Invalid date';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return 'Invalid date';
    return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

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
