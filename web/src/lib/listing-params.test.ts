import { describe, expect, it } from 'vitest';
import { chosenFilterCount, listingQueryVariables, listingSearchString, parseListingParams, productFilterOf, type ListingParams } from './listing-params.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('listing params', () => {
  it('round-trips every choice through the URL', () => {
    const params: ListingParams = {
      purpose: 'RENT', completionStatus: 'OFF_PLAN', categorySlug: 'villas', city: 'Dubai', neighbourhood: 'Dubai Marina', vendorStoreId: 'skyline-estates',
      minBeds: 2, minBaths: 1, minPrice: 1000, maxPrice: 250000.5, currency: 'AED', minArea: 50, maxArea: 300, areaUnit: 'SQM',
      amenities: ['Balcony', 'Shared Gym'], minRating: 4, bounds: { south: 24.9, west: 54.9, north: 25.4, east: 55.6 }, sort: 'PRICE_PER_SQFT_ASC', view: 'map',
    };
    const query = listingSearchString(params);
    expect(query).toBe('?purpose=rent&completion=off-plan&category=villas&city=Dubai&area=Dubai+Marina&vendor=skyline-estates&beds=2&baths=1&price_min=1000&price_max=250000.5&currency=AED&size_min=50&size_max=300&unit=sqm&amenity=Balcony&amenity=Shared+Gym&rating=4&bounds=24.9%2C54.9%2C25.4%2C55.6&sort=price-per-sqft-asc&view=map');
    expect(parse(query.slice(1))).toEqual(params);
  });

  it('drops what it cannot use instead of failing', () => {
    expect(parse('purpose=lease&beds=-1&baths=x&price_min=1e9&rating=9&amenity=Helipad&bounds=1,2,3&sort=cheapest&view=globe&currency=EUR&unit=acres')).toEqual({});
    expect(parse(`city=${'x'.repeat(101)}`)).toEqual({});
  });

  it('swaps a range given the wrong way round', () => {
    expect(parse('price_min=500&price_max=100&size_min=9&size_max=3')).toEqual({ minPrice: 100, maxPrice: 500, minArea: 3, maxArea: 9 });
  });

  it('keeps other parameters (the search words) first and leaves the default view out', () => {
    expect(listingSearchString({ minBeds: 3, view: 'list' }, new URLSearchParams('q=villa&beds=1'))).toBe('?q=villa&beds=3');
    expect(listingSearchString({})).toBe('');
  });

  it('counts chosen filters, a range as one', () => {
    expect(chosenFilterCount({ purpose: 'SALE', minPrice: 1, maxPrice: 2, amenities: ['Balcony', 'Security'], sort: 'RATING', view: 'map', areaUnit: 'SQM' })).toBe(4);
  });

  it('builds the GraphQL filter within the page scope', () => {
    expect(productFilterOf({ catalogue: 'REAL_ESTATE', categorySlug: 'villas' }, { categorySlug: 'plots', minBeds: 2, sort: 'RATING' })).toEqual({ catalogue: 'REAL_ESTATE', categorySlug: 'villas', minBeds: 2 });
  });

  it('takes search\'s catalogue switch, which a catalogue page\'s own scope overrides and which is no filter', () => {
    expect(parse('q=villa&catalogue=properties')).toEqual({ catalogue: 'REAL_ESTATE' });
    expect(listingSearchString({ catalogue: 'HOME_PRODUCTS', minRating: 4 }, new URLSearchParams('q=sofa'))).toBe('?q=sofa&catalogue=home-products&rating=4');
    expect(parse('catalogue=everything')).toEqual({});
    expect(chosenFilterCount({ catalogue: 'REAL_ESTATE', purpose: 'RENT' })).toBe(1);
    expect(productFilterOf({ catalogue: 'HOME_PRODUCTS' }, { catalogue: 'REAL_ESTATE' })).toEqual({ catalogue: 'HOME_PRODUCTS' });
    expect(productFilterOf({ search: 'villa' }, { catalogue: 'REAL_ESTATE' })).toEqual({ search: 'villa', catalogue: 'REAL_ESTATE' });
  });

  it('gives the query its variables: relevance first on search only, prices and areas in the chosen currency and unit', () => {
    expect(listingQueryVariables({ search: 'villa' }, {})).toEqual({ filter: { search: 'villa' }, sort: 'RELEVANCE', currency: 'USD', areaUnit: 'SQFT' });
    expect(listingQueryVariables({ catalogue: 'REAL_ESTATE' }, { sort: 'RELEVANCE' }).sort).toBe('NEWEST');
    expect(listingQueryVariables({ catalogue: 'REAL_ESTATE' }, { currency: 'AED', minPrice: 5000, areaUnit: 'SQM', sort: 'PRICE_PER_SQFT_ASC' })).toEqual({
      filter: { catalogue: 'REAL_ESTATE', currency: 'AED', minPrice: 5000, areaUnit: 'SQM' },
      sort: 'PRICE_PER_SQFT_ASC',
      currency: 'AED',
      areaUnit: 'SQM',
    });
  });
});
