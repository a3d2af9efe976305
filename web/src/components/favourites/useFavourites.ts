import { useCallback, useSyncExternalStore } from 'react';
import {
  favouritesSnapshot,
  hasFavourite,
  removeFavourite,
  serverFavouritesSnapshot,
  subscribeFavourites,
  toggleFavourite,
  writeFavourites,
  type Favourite,
} from '../../lib/favourites.ts';

/**
 * The favourites this browser saved. Every heart, the header badge and /favourites read the same
 * store, so all of them change at once, in this tab and in the others (the storage event). The
 * server and hydration see none saved: the heart renders "not saved" in the server's HTML and
 * turns on right after hydration, in the same place.
 */
export function useFavourites() {
  const entries = useSyncExternalStore(subscribeFavourites, favouritesSnapshot, serverFavouritesSnapshot);
  // Each change starts from the stored list, not the render's: two quick clicks never lose one.
  const toggle = useCallback((listing: Omit<Favourite, 'savedAt'>) => {
    const adding = !hasFavourite(favouritesSnapshot(), listing.id);
    writeFavourites(toggleFavourite(favouritesSnapshot(), listing));
    // The beacon's code loads on the first save only: every page carries this hook (the header's badge).
    if (adding) void import('../../lib/save-beacon.ts').then(({ countSave }) => countSave(listing.id));
  }, []);
  const remove = useCallback((id: string) => writeFavourites(removeFavourite(favouritesSnapshot(), id)), []);
  const clear = useCallback(() => writeFavourites([]), []);
  return { entries, toggle, remove, clear };
}
