import { describe, expect, it } from 'vitest';
import { isDiscountPercent, normalizePromoCode, PROMO_CODE_PATTERN, PROMO_MESSAGES, promoCodeStatus, utcDateOf } from './promo.ts';
import { percentOff } from './money.ts';

describe('percentOff: the one promo rule', () => {
  it('takes the percentage off and rounds half-up to cents', () => {
    expect(percentOff('1101.00', 10)).toBe('990.90');
    expect(percentOff(9.99, 5)).toBe('9.49'); // 9.4905
    expect(percentOff(0.1, 5)).toBe('0.10'); // 0.095: the half goes up
    expect(percentOff('293.60', 25)).toBe('220.20');
    expect(percentOff('0.05', 50)).toBe('0.03'); // 0.025
    expect(percentOff('1.15', 50)).toBe('0.58'); // 0.575, which a float holds as 0.57499…
    expect(percentOff('100', 100)).toBe('0.00');
    expect(percentOff('0.01', 1)).toBe('0.01'); // 0.0099
  });

  it('is exact where floats are not', () => {
    expect(percentOff('279999999999997.20', 10)).toBe('251999999999997.48');
    expect(percentOff('0.015', 10)).toBe('0.01'); // 0.0135, no rounding before the percentage
  });

  it('counts an amount that is not a number as 0', () => {
    expect(percentOff(null, 10)).toBe('0.00');
    expect(percentOff('abc', 10)).toBe('0.00');
  });
});

describe('promo code rules', () => {
  it('accepts 3-20 letters, digits and hyphens', () => {
    expect(PROMO_CODE_PATTERN.test('AB')).toBe(false);
    expect(PROMO_CODE_PATTERN.test('ABC')).toBe(true);
    expect(PROMO_CODE_PATTERN.test('A'.repeat(20))).toBe(true);
    expect(PROMO_CODE_PATTERN.test('A'.repeat(21))).toBe(false);
    expect(PROMO_CODE_PATTERN.test('SPRING_10')).toBe(false);
  });

  it('takes whole discounts from 1 to 100', () => {
    expect([0, 1, 50.5, 100, 101, '10', NaN].map(isDiscountPercent)).toEqual([false, true, false, true, false, false, false]);
  });

  it('matches codes case-insensitively', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('keeps the spec’s texts', () => {
    expect(PROMO_MESSAGES.invalid).toBe('Invalid promo code');
    expect(PROMO_MESSAGES.codeShape).toBe('Promo code must be 3-20 characters: letters, digits and hyphens only.');
    expect(PROMO_MESSAGES.discount).toBe('Discount must be a whole number between 1 and 100.');
  });
});

describe('promoCodeStatus: the one status rule', () => {
  const code = (isActive: boolean) => ({ isActive, startDate: '2026-06-10', endDate: '2026-06-20' });
  it('reads Scheduled, Active and Expired from the dates, counting both end days', () => {
    expect(promoCodeStatus(code(true), '2026-06-09')).toBe('SCHEDULED');
    expect(promoCodeStatus(code(true), '2026-06-10')).toBe('ACTIVE');
    expect(promoCodeStatus(code(true), '2026-06-20')).toBe('ACTIVE');
    expect(promoCodeStatus(code(true), '2026-06-21')).toBe('EXPIRED');
  });
  it('switched off is Inactive whatever its dates, and takes timestamps by their date', () => {
    expect(promoCodeStatus(code(false), '2026-06-15')).toBe('INACTIVE');
    expect(promoCodeStatus(code(false), '2026-07-01')).toBe('INACTIVE');
    expect(promoCodeStatus({ isActive: true, startDate: '2026-06-10T00:00:00.000Z', endDate: '2026-06-20T00:00:00.000Z' }, '2026-06-20')).toBe('ACTIVE');
    expect(utcDateOf(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-01');
  });
});
