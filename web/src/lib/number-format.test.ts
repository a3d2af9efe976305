import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './number-format.ts';

describe('formatNumber writes what Intl en-US writes', () => {
  const cases: Array<[number, { minFraction?: number; maxFraction?: number }]> = [
    [0, { minFraction: 2 }],
    [1234.5, { minFraction: 2 }],
    [1_055_000, { minFraction: 2 }],
    [999.999, { minFraction: 2 }],
    [0.005, { minFraction: 2 }],
    [1.005, { minFraction: 2 }],
    [-1234.567, { minFraction: 2 }],
    [-0.001, { minFraction: 2 }],
    [123456789012.34, { minFraction: 2 }],
    [1234.5, { maxFraction: 2 }],
    [1234, { maxFraction: 2 }],
    [1234.456, { maxFraction: 2 }],
    [0.1, { maxFraction: 2 }],
    [12, {}],
    [1234567, {}],
    [1234.6, {}],
    [-987654.4, {}],
    [2.675, { minFraction: 2 }],
    [0.125, { minFraction: 2 }],
    [1e-7, { maxFraction: 2 }],
    [5e-3, { maxFraction: 2 }],
    [1.5e20, { minFraction: 2 }],
    [-0, {}],
    [0.5, {}],
    [99.995, { minFraction: 2 }],
  ];
  for (const [value, options] of cases) {
    it(`${value} ${JSON.stringify(options)}`, () => {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: options.minFraction ?? 0, maximumFractionDigits: options.maxFraction ?? options.minFraction ?? 0 });
      expect(formatNumber(value, options)).toBe(intl.format(value));
    });
  }

  it('counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(100_000)).toBe('100,000');
  });
});
