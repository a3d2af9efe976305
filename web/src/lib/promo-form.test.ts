import { describe, expect, it } from 'vitest';
import { clampDiscount, cleanCode, emptyPromoForm, promoFormError } from './promo-form.ts';

const today = '2026-11-22';

describe('promo form', () => {
  it('starts with 10 percent, today and 30 days', () => {
    expect(emptyPromoForm(today)).toEqual({ code: '', discountPercentage: 10, startDate: today, endDate: '2026-12-22' });
  });
  it('keeps only letters, digits and hyphens, at most 20', () => {
    expect(cleanCode('Save 10%_now!')).toBe('Save10now');
    expect(cleanCode('A'.repeat(25))).toHaveLength(20);
  });
  it('clamps the discount to 1-100', () => {
    expect(clampDiscount('0')).toBe(1);
    expect(clampDiscount('250')).toBe(100);
    expect(clampDiscount('12.6')).toBe(13);
    expect(clampDiscount('')).toBe(1);
  });
  it('names the first broken rule with the spec texts', () => {
    const ok = { ...emptyPromoForm(today), code: 'WINTER-26' };
    expect(promoFormError(ok, today)).toBeNull();
    expect(promoFormError({ ...ok, code: 'AB' }, today)).toMatch(/3-20 characters/);
    expect(promoFormError({ ...ok, startDate: '2026-11-21' }, today)).toBe('Start date cannot be before today.');
    expect(promoFormError({ ...ok, endDate: today }, today)).toBe('End date must be after start date');
    expect(promoFormError({ ...ok, endDate: '' }, today)).toBe('Invalid date');
  });
});
