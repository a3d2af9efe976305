import { describe, expect, it } from 'vitest';
import { centsToDecimal, CURRENCY_CODES, CURRENCY_MENU_ORDER, CURRENCY_SYMBOLS, isCurrencyCode, lineAmount, scaledCents, sumAmounts, toCents } from './money.ts';

describe('currencies', () => {
  it('are the spec’s four, with their symbols, in both orders', () => {
    expect(CURRENCY_CODES).toEqual(['USD', 'AED', 'PKR', 'GBP']);
    expect([...CURRENCY_MENU_ORDER].sort()).toEqual([...CURRENCY_CODES].sort());
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', PKR: '₨', AED: 'د.إ', GBP: '£' });
    expect(isCurrencyCode('AED')).toBe(true);
    expect(isCurrencyCode('aed')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('toCents', () => {
  it('reads numbers and decimal texts exactly, rounding half-up to cents', () => {
    expect(toCents('1234.50')).toBe(123450n);
    expect(toCents(12)).toBe(1200n);
    expect(toCents(0.1)).toBe(10n);
    expect(toCents(1.005)).toBe(101n); // the float is 1.00499999…, the number written is 1.005
    expect(toCents('0.004')).toBe(0n);
    expect(toCents('-1.005')).toBe(-101n);
    expect(toCents(' 7 ')).toBe(700n);
    expect(toCents('.5')).toBe(50n);
    expect(toCents(1e21)).toBe(100000000000000000000000n);
    expect(toCents(1e-7)).toBe(0n);
    expect(toCents('99999999999999.995')).toBe(10000000000000000n);
  });

  it('gives null for anything that is not a number', () => {
    for (const value of ['', ' ', 'abc', '1,000', '1.2.3', '.', NaN, Infinity, null, undefined, {}, []]) expect(toCents(value)).toBeNull();
  });
});

describe('exact arithmetic', () => {
  it('prints cents with two decimals', () => {
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(123450n)).toBe('1234.50');
    expect(centsToDecimal(-5n)).toBe('-0.05');
  });

  it('scales once and rounds once', () => {
    expect(scaledCents('1101.00', 90, 100)).toBe(99090n);
    expect(scaledCents('0.015', 90, 100)).toBe(1n); // 0.0135: a float that first rounds to 0.02 would give 0.02
    expect(scaledCents('999999999999.99', 280, 1)).toBe(27999999999999720n); // beyond 2^53 cents
    expect(scaledCents('abc', 90, 100)).toBe(0n);
    expect(() => scaledCents('1', 1, 0)).toThrow(RangeError);
  });

  it('multiplies lines and adds totals without float drift', () => {
    expect(lineAmount(0.1, 3)).toBe('0.30');
    expect(lineAmount('19.99', 15)).toBe('299.85');
    expect(sumAmounts([0.1, 0.2])).toBe('0.30');
    expect(sumAmounts(['1.10', '2.20', 'x'])).toBe('3.30');
  });
});
