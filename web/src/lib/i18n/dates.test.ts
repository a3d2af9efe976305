import { describe, expect, it } from 'vitest';
import { dateFormat } from './dates.ts';
import { ltrRun, withoutIsolates } from './bidi.ts';

const SHORT = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const day = new Date('2026-11-28T10:00:00Z');

describe('dateFormat', () => {
  it('keeps each English page its own format', () => {
    expect(dateFormat('en', 'en-US', SHORT).format(day)).toBe('Nov 28, 2026');
    expect(dateFormat('en', 'en-GB', SHORT).format(day)).toBe('28 Nov 2026');
  });

  it('writes Arabic and Urdu month names with Latin digits', () => {
    const arabic = dateFormat('ar', 'en-US', SHORT).format(day);
    const urdu = dateFormat('ur', 'en-US', SHORT).format(day);
    for (const text of [arabic, urdu]) {
      expect(text).toMatch(/28/);
      expect(text).toMatch(/2026/);
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
    expect(arabic).toContain('نوفمبر');
    expect(urdu).toContain('نومبر');
  });

  it('reuses one format per language and options', () => {
    expect(dateFormat('ar', 'en-US', SHORT)).toBe(dateFormat('ar', 'en-GB', { ...SHORT }));
  });
});

describe('ltrRun', () => {
  it('isolates a left-to-right run on Arabic and Urdu pages only', () => {
    expect(ltrRun('en', 'AED 1,200.00')).toBe('AED 1,200.00');
    expect(ltrRun('ar', 'AED 1,200.00')).toBe('\u2066AED 1,200.00\u2069');
    expect(ltrRun('ur', 'د.إ363.33')).toBe('\u2066د.إ363.33\u2069');
    expect(withoutIsolates(ltrRun('ur', '$5.00'))).toBe('$5.00');
  });
});
