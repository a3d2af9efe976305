import DataLoader from 'dataloader';
import type { Db } from '../../db/database.ts';
import type { Eventually } from '../shared/cached.ts';
import { vendorPath } from '@rules/paths.ts';

/** What every product card shows of its vendor. */
export interface VendorCard {
  id: number;
  storeId: string;
  storeName: string;
  /** Its Arabic and Urdu store names (a card answers in the request's language). */
  translations: { language: string; storeName: string | null }[];
  /**
   * Its storefront path (vendorPath), made once when the book reads the vendor: a list of 24 cards
   * names the same dozen vendors, and the store name's slug is several regular expressions.
   */
  path: string;
}

/** A safety net for writes made outside the app (a seed script, SQL by hand). */
const VENDOR_CARD_TTL_MS = 30_000;
/** Past this many vendors the book starts over rather than grow without bound. */
const MAX_VENDOR_CARDS = 10_000;

/**
 * The vendor names on product cards, kept in memory. A list of 24 products names a dozen
 * vendors; reading them costs a second statement per list, more than the list itself, for
 * rows that change only when a vendor edits the profile. The book is emptied by any write
 * (`writeGeneration()` moves: every change the domain announces here (domain/events.ts), and
 * writes announced by the other processes through adapters/cache-bus.ts) and after
 * VENDOR_CARD_TTL_MS.
 */
export function createVendorCardBook(db: Db, { writeGeneration }: { writeGeneration: () => number }) {
  let cards = new Map<number, VendorCard>();
  let cardsGeneration = writeGeneration();
  let cardsSince = Date.now();

  // One statement for the vendors a request's cards are missing (cache: false; the book caches).
  const loader = new DataLoader<number, VendorCard>(
    async (ids) => {
      const rows = await db.vendor.findMany({ where: { id: { in: [...ids] } }, select: { id: true, storeId: true, storeName: true, translations: { select: { language: true, storeName: true } } } });
      const byId = new Map(rows.map((row) => [row.id, { ...row, path: vendorPath(row) }]));
      return ids.map((id) => byId.get(id) ?? new Error(`vendor ${id} does not exist`));
    },
    { cache: false },
  );

  function current(): Map<number, VendorCard> {
    const generation = writeGeneration();
    if (generation !== cardsGeneration || Date.now() - cardsSince > VENDOR_CARD_TTL_MS || cards.size >= MAX_VENDOR_CARDS) {
      cards = new Map();
      cardsGeneration = generation;
      cardsSince = Date.now();
    }
    return cards;
  }

  return {
    /** The card itself when known (no promise for graphql-js to wait on), else its loading. */
    get(id: number): Eventually<VendorCard> {
      const known = current().get(id);
      if (known) return known;
      const generation = writeGeneration();
      return loader.load(id).then((card) => {
        // A card read before a write may already be stale: serve it, but do not keep it.
        if (writeGeneration() === generation) current().set(id, card);
        return card;
      });
    },
  };
}
export type VendorCardBook = ReturnType<typeof createVendorCardBook>;
