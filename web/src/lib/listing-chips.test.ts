import { describe, expect, it } from 'vitest';
import { filterChips, resultCountText, sortOptions, withAreaUnit, withCurrency, withoutFilters } from './listing-chips.ts';
import { SQFT_PER_SQM } from '@rules/listing.ts';

describe('filter chips', () => {
  it('names each choice, a range as one chip, and removing one keeps the others', () => {
    const params = { purpose: 'RENT', city: 'Dubai', neighbourhood: 'Dubai Marina', minBeds: 2, minPrice: 5000, maxPrice: 20000, currency: 'AED', amenities: ['Balcony', 'Security'], vendorStoreId: 's1', sort: 'RATING' } as const;
    const chips = filterChips({ ...params, amenities: [...params.amenities] }, { vendors: new Map([['s1', 'Skyline Estates']]) });
    expect(chips.map((c) => c.label)).toEqual(['For rent', 'Dubai', 'Dubai Marina', '2+ beds', 'AED 5,000 – AED 20,000', 'Balcony', 'Security', 'Skyline Estates']);
    expect(chips[0].without).not.toHaveProperty('purpose');
    expect(chips[0].without.sort).toBe('RATING');
    // A city's chip takes its neighbourhood with it.
    expect(chips[1].without).not.toHaveProperty('neighbourhood');
    expect(chips[5].without.amenities).toEqual(['Security']);
    expect(chips[4].without).not.toHaveProperty('minPrice');
  });

  it('says an open range as from / up to, areas in their unit', () => {
    expect(filterChips({ minArea: 100, areaUnit: 'SQM' })[0].label).toBe('From 100 sq m');
    expect(filterChips({ maxPrice: 900 })[0].label).toBe('Up to USD 900');
  });

  it('clears every filter but keeps sort, currency, unit and catalogue', () => {
    expect(withoutFilters({ purpose: 'SALE', minBeds: 3, sort: 'PRICE_ASC', currency: 'GBP', areaUnit: 'SQM', catalogue: 'REAL_ESTATE' })).toEqual({ sort: 'PRICE_ASC', currency: 'GBP', areaUnit: 'SQM', catalogue: 'REAL_ESTATE' });
  });
});

describe('switching currency and unit', () => {
  it('drops a price range typed in another currency', () => {
    expect(withCurrency({ minPrice: 10, currency: 'USD', minBeds: 1 }, 'AED')).toEqual({ currency: 'AED', minBeds: 1 });
    expect(withCurrency({ minPrice: 10 }, 'USD')).toEqual({ minPrice: 10 });
  });

  it('converts an area range to the new unit', () => {
    expect(withAreaUnit({ minArea: 1076, maxArea: 2153 }, 'SQM', SQFT_PER_SQM)).toEqual({ areaUnit: 'SQM', minArea: 100, maxArea: 200 });
    expect(withAreaUnit({ minArea: 100, areaUnit: 'SQM' }, 'SQFT', SQFT_PER_SQM)).toEqual({ areaUnit: 'SQFT', minArea: 1076 });
  });
});

describe('sorts and counts', () => {
  it('offers relevance on search only and price per area where properties are listed', () => {
    expect(sortOptions({ search: true, properties: false }).map((o) => o.value)).toEqual(['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RATING']);
    expect(sortOptions({ search: false, properties: true, unitLabel: 'sq m' }).slice(-2).map((o) => o.label)).toEqual(['Price per sq m: low to high', 'Price per sq m: high to low']);
  });

  it('counts results in words', () => {
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1234)).toBe('1,234 results');
  });
});
