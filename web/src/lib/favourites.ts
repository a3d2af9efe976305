// Favourites kept in the browser (issue 20): the listings this browser saved, newest first. Each
// entry keeps the listing's name and path as they were when saved, so /favourites can still name
// a listing that has since gone from the storefront.

import { browserStorage } from './browser-storage.ts';

export const FAVOURITES_KEY = 'favourites';
/** Sent on this tab's window after every write (the storage event reaches only the other tabs). */
export const FAVOURITES_CHANGED_EVENT = 'favourites:changed';
/** More would make /favourites one very long request; the oldest is dropped beyond it. */
export const MAX_FAVOURITES = 100;

export interface Favourite {
  /** The listing's GraphQL global id (what `nodes(ids:)` takes). */
  id: string;
  name: string;
  path: string;
  /** ISO time of saving. */
  savedAt: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;


const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function isFavourite(value: unknown): value is Favourite {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return isText(entry.id, 200) && isText(entry.name, 500) && isText(entry.path, 500) && entry.path.startsWith('/') && typeof entry.savedAt === 'string';
}

/** Parses the stored text; anything unreadable counts as empty, malformed or repeated entries are dropped. */
export function parseFavourites(text: string | null): Favourite[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.filter(isFavourite).filter((entry) => !seen.has(entry.id) && seen.add(entry.id)).slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
}

export function readFavourites(storage: Storage | null = browserStorage()): Favourite[] {
  try {
    return parseFavourites(storage?.getItem(FAVOURITES_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeFavourites(entries: readonly Favourite[], storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(FAVOURITES_KEY, JSON.stringify(entries.slice(0, MAX_FAVOURITES)));
  } catch {
    return; // a full or blocked storage: the heart stays as it was
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
}

export const hasFavourite = (entries: readonly Favourite[], id: string) => entries.some((entry) => entry.id === id);

/** Saves a listing (first in the list), or does nothing when it is saved already. */
export function addFavourite(entries: readonly Favourite[], listing: Omit<Favourite, 'savedAt'>, now: Date = new Date()): Favourite[] {
  if (hasFavourite(entries, listing.id)) return [...entries];
  return [{ id: listing.id, name: listing.name, path: listing.path, savedAt: now.toISOString() }, ...entries].slice(0, MAX_FAVOURITES);
}

export const removeFavourite = (entries: readonly Favourite[], id: string): Favourite[] => entries.filter((entry) => entry.id !== id);

export function toggleFavourite(entries: readonly Favourite[], listing: Omit<Favourite, 'savedAt'>, now: Date = new Date()): Favourite[] {
  return hasFavourite(entries, listing.id) ? removeFavourite(entries, listing.id) : addFavourite(entries, listing, now);
}

// The store useSyncExternalStore reads: one parsed list per stored text, so the snapshot keeps its
// identity until the text changes (a new array on every read would render forever).
let cachedText: string | null | undefined;
let cachedEntries: Favourite[] = [];
const NO_FAVOURITES: readonly Favourite[] = Object.freeze([]);

export function favouritesSnapshot(): readonly Favourite[] {
  let text: string | null;
  try {
    text = browserStorage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedEntries = parseFavourites(text);
  }
  return cachedEntries;
}

/** What the server (and hydration) renders: nothing saved. */
export const serverFavouritesSnapshot = (): readonly Favourite[] => NO_FAVOURITES;

/** Calls back when this tab writes, or another tab changes (or clears) the stored favourites. */
export function subscribeFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) onChange();
  };
  window.addEventListener(FAVOURITES_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVOURITES_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
