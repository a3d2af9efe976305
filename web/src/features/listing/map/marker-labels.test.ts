import { describe, expect, it } from 'vitest';
import { clusterLabel, compactAmount, markerPrice } from './marker-labels.ts';

describe('marker labels', () => {
  it('shortens amounts to at most three figures', () => {
    expect(compactAmount(1_250_000)).toBe('1.3M');
    expect(compactAmount(950_000)).toBe('950K');
    expect(compactAmount(12_400)).toBe('12K');
    expect(compactAmount(780)).toBe('780');
    expect(compactAmount(3_670_000_000)).toBe('3.7B');
  });

  it('names the whole price with its rent period, and a cluster by its count', () => {
    expect(markerPrice(1_250_000, 'AED', 'SALE', null)).toEqual({ short: 'AED 1.3M', full: 'AED 1,250,000' });
    expect(markerPrice(9_500.4, 'USD', 'RENT', 'MONTH')).toEqual({ short: 'USD 9.5K/mo', full: 'USD 9,500/month' });
    expect(markerPrice(120_000, 'GBP', 'RENT', 'YEAR').full).toBe('GBP 120,000/year');
    expect([clusterLabel(1), clusterLabel(12)]).toEqual(['1 property', '12 properties']);
  });
});
