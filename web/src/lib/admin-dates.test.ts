import { describe, expect, it } from 'vitest';
import { addDays, formatDisplayDate, localDateString } from './admin-dates.ts';

describe('formatDisplayDate', () => {
  it('shows calendar dates as MMM D, YYYY without time-zone drift', () => {
    expect(formatDisplayDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDisplayDate('2027-12-31')).toBe('Dec 31, 2027');
  });
  it('shows timestamps in local time', () => {
    const local = new Date(2026, 10, 22, 15, 0, 0);
    expect(formatDisplayDate(local.toISOString())).toBe('Nov 22, 2026');
  });
  it('answers Invalid date for anything unreadable', () => {
    expect(formatDisplayDate('2026-02-30')).toBe('Invalid date');
    expect(formatDisplayDate('soon')).toBe('Invalid date');
    expect(formatDisplayDate(null)).toBe('Invalid date');
  });
});

describe('day arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('formats the local date', () => {
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
