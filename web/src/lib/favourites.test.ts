import { afterEach, describe, expect, it } from 'vitest';
import {
  FAVOURITES_KEY,
  MAX_FAVOURITES,
  addFavourite,
  favouritesSnapshot,
  hasFavourite,
  parseFavourites,
  readFavourites,
  removeFavourite,
  subscribeFavourites,
  toggleFavourite,
  writeFavourites,
  type Favourite,
} from './favourites.ts';

const memory = (value: string | null) => {
  const data = new Map<string, string>(value === null ? [] : [[FAVOURITES_KEY, value]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

const listing = (n: number) => ({ id: `UHJvZHVjdDo${n}`, name: `Listing ${n}`, path: `/products/real-estate/listing-${n}` });
const saved = (n: number): Favourite => ({ ...listing(n), savedAt: '2026-01-01T00:00:00.000Z' });

afterEach(() => localStorage.clear());

describe('favourites storage', () => {
  it('reads what it wrote, and counts anything unreadable as empty', () => {
    const storage = memory(null);
    expect(readFavourites(storage)).toEqual([]);
    writeFavourites([saved(1), saved(2)], storage);
    expect(readFavourites(storage)).toEqual([saved(1), saved(2)]);
    for (const text of ['not json', '{"a":1}', '42', 'null']) expect(readFavourites(memory(text))).toEqual([]);
  });

  it('drops malformed and repeated entries, and keeps at most the newest 100', () => {
    const text = JSON.stringify([saved(1), { id: 'x', name: 'No path' }, { ...saved(2), path: 'https://elsewhere.test/' }, saved(1), { ...saved(3), name: '' }, saved(4)]);
    expect(parseFavourites(text)).toEqual([saved(1), saved(4)]);
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => saved(i));
    expect(parseFavourites(JSON.stringify(many))).toHaveLength(MAX_FAVOURITES);
  });

  it('adds newest first with the time of saving, once; toggles and removes by id', () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const one = addFavourite([], listing(1), now);
    expect(one).toEqual([{ ...listing(1), savedAt: now.toISOString() }]);
    const two = addFavourite(one, listing(2), now);
    expect(two.map((f) => f.name)).toEqual(['Listing 2', 'Listing 1']);
    expect(addFavourite(two, listing(1), now)).toEqual(two);
    expect(hasFavourite(two, listing(1).id)).toBe(true);
    expect(toggleFavourite(two, listing(1), now).map((f) => f.name)).toEqual(['Listing 2']);
    expect(toggleFavourite([], listing(3), now).map((f) => f.name)).toEqual(['Listing 3']);
    expect(removeFavourite(two, listing(2).id).map((f) => f.name)).toEqual(['Listing 1']);
    expect(removeFavourite(two, 'unknown')).toEqual(two);
  });

  it('keeps one snapshot per stored text (useSyncExternalStore needs a stable value)', () => {
    writeFavourites([saved(1)]);
    const first = favouritesSnapshot();
    expect(favouritesSnapshot()).toBe(first);
    writeFavourites([saved(1), saved(2)]);
    expect(favouritesSnapshot()).not.toBe(first);
    expect(favouritesSnapshot()).toHaveLength(2);
  });

  it('tells subscribers about writes in this tab and about other tabs (the storage event)', () => {
    let calls = 0;
    const unsubscribe = subscribeFavourites(() => calls++);
    writeFavourites([saved(1)]);
    expect(calls).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // another tab cleared storage
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(calls).toBe(3);
    unsubscribe();
    writeFavourites([]);
    expect(calls).toBe(3);
  });
});
