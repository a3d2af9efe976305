import { describe, expect, it } from 'vitest';
import { completionText, handoverQuarter, rentSuffix } from './listing.ts';

describe('completion as shown', () => {
  it('names the quarter of the handover date', () => {
    expect(handoverQuarter('2028-08-31')).toBe('Q3 2028');
    expect(handoverQuarter('2027-01-01')).toBe('Q1 2027');
    expect(handoverQuarter('2027-12-31')).toBe('Q4 2027');
    expect(handoverQuarter('soon')).toBeNull();
    expect(handoverQuarter(null)).toBeNull();
  });

  it('says ready, or off-plan with its handover when known', () => {
    expect(completionText('READY', null)).toBe('Ready');
    expect(completionText('READY', '2028-08-31')).toBe('Ready');
    expect(completionText('OFF_PLAN', '2028-08-31')).toBe('Off-plan · Handover Q3 2028');
    expect(completionText('OFF_PLAN', null)).toBe('Off-plan');
  });

  it('puts the rent period after a rent only', () => {
    expect(rentSuffix('RENT', 'YEAR')).toBe('/year');
    expect(rentSuffix('RENT', 'MONTH')).toBe('/month');
    expect(rentSuffix('SALE', null)).toBe('');
  });
});
