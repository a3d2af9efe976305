import { describe, expect, it } from 'vitest';
import { listingSearchString, parseListingParams } from '../../../lib/listing-params.ts';
import { listingViewOf, withListingView } from './listing-view.ts';

describe('listing view in the URL', () => {
  it('reads and writes the view as listing-params does, keeping every other parameter', () => {
    const search = new URLSearchParams('q=villa&purpose=rent&bounds=24.9,54.9,25.4,55.6&amenity=Pool&amenity=Gym');
    const map = new URLSearchParams(withListingView(search, 'map'));
    expect(parseListingParams(map)).toEqual({ ...parseListingParams(search), view: 'map' });
    expect(map.get('q')).toBe('villa');
    expect(listingViewOf(map)).toBe('map');
    const list = new URLSearchParams(withListingView(map, 'list'));
    expect(parseListingParams(list)).toEqual(parseListingParams(search));
    expect(listingViewOf(list)).toBe('list');
    expect(listingViewOf(new URLSearchParams(listingSearchString({ view: 'map' }).slice(1)))).toBe('map');
    expect(listingViewOf(new URLSearchParams('view=satellite'))).toBe(parseListingParams(new URLSearchParams('view=satellite')).view ?? 'list');
  });
});
