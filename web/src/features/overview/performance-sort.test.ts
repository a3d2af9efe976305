import { describe, expect, it } from 'vitest';
import { nextSort, searchWithSort, sortFromSearch } from './performance-sort.ts';

describe('the Listing performance sort', () => {
  it('reads the URL, views largest first by default', () => {
    expect(sortFromSearch(new URLSearchParams(''))).toEqual({ measure: 'VIEWS', descending: true });
    expect(sortFromSearch(new URLSearchParams('sort=revenue&order=asc'))).toEqual({ measure: 'REVENUE', descending: false });
    expect(sortFromSearch(new URLSearchParams('sort=popularity'))).toEqual({ measure: 'VIEWS', descending: true });
  });

  it('a click sorts largest first, a second turns it round; the range stays in the URL', () => {
    const first = nextSort({ measure: 'VIEWS', descending: true }, 'SAVES');
    expect(first).toEqual({ measure: 'SAVES', descending: true });
    expect(nextSort(first, 'SAVES')).toEqual({ measure: 'SAVES', descending: false });
    expect(searchWithSort(new URLSearchParams('range=7'), { measure: 'SAVES', descending: false }).toString()).toBe('range=7&sort=saves&order=asc');
  });
});
