import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, formatWithCode, formatWithSymbol, isCurrencyCode, isDiscounted, percentOff, toAmount } from './price.ts';

describe('formatPrice', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice('2500000')).toBe('2,500,000.00');
    expect(formatPrice('0.456')).toBe('0.46');
    expect(formatPrice(12)).toBe('12.00');
  });

  it('shows 0.00 for missing or non-numeric prices', () => {
    for (const value of [undefined, null, '', '  ', 'abc', Number.NaN, Infinity, {}, []]) {
      expect(formatPrice(value)).toBe('0.00');
    }
  });
});

describe('toAmount', () => {
  it('reads numbers and decimal strings', () => {
    expect(toAmount('1234.50')).toBe(1234.5);
    expect(toAmount(' 7 ')).toBe(7);
    expect(toAmount(3)).toBe(3);
    expect(toAmount('12abc')).toBeNull();
  });
});

describe('currency symbols', () => {
  it('maps the four currencies', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('PKR')).toBe('₨');
    expect(currencySymbol('AED')).toBe('د.إ');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('EUR');
  });

  it('formats with a symbol or a code', () => {
    expect(formatWithSymbol('1234.5')).toBe('$1,234.50');
    expect(formatWithSymbol(99, 'GBP')).toBe('£99.00');
    expect(formatWithCode('1234.5', 'AED')).toBe('AED 1,234.50');
  });

  it('recognises currency codes', () => {
    expect(isCurrencyCode('PKR')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
  });
});

describe('isDiscounted', () => {
  it('is true only when the discounted price is present and lower', () => {
    expect(isDiscounted(100, 80)).toBe(true);
    expect(isDiscounted('100.00', '80.00')).toBe(true);
    expect(isDiscounted(100, 100)).toBe(false);
    expect(isDiscounted(100, 120)).toBe(false);
    expect(isDiscounted(100, null)).toBe(false);
    expect(isDiscounted(null, 50)).toBe(false);
  });
});

describe('percentOff (promo codes)', () => {
  it('takes the percentage off and rounds half-up to cents, like the server', () => {
    expect(percentOff('1101.00', 10)).toBe(990.9);
    expect(percentOff(9.99, 5)).toBe(9.49);
    expect(percentOff(0.1, 5)).toBe(0.1);
    expect(percentOff('293.60', 25)).toBe(220.2);
    expect(percentOff(null, 10)).toBe(0);
  });
});
