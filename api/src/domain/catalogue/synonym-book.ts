// The synonym groups every search reads, kept in memory by a book the services own. Apart from
// synonyms.ts (the admin's list and writes), which takes a request's context: the book and the
// domain's context type (domain/context.ts) must not import each other.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { SynonymGroupTerms } from './search-plan.ts';
import { cachedPerGeneration } from '../shared/cached.ts';

/** Oldest first, for the admin's list and the book alike. */
export const groupOrder: Prisma.SynonymGroupOrderByWithRelationInput[] = [{ id: 'asc' }];

/** A safety net for writes made outside the app (SQL by hand). */
const SYNONYM_TTL_MS = 30_000;

/**
 * The synonym groups every search reads, kept in memory: read again after any write
 * (`writeGeneration()` moves with every change announced here and, through adapters/cache-bus.ts,
 * in the other processes) and after SYNONYM_TTL_MS. One small statement, shared by concurrent searches.
 */
export function createSynonymBook(db: Db, { writeGeneration }: { writeGeneration: () => number }) {
  return {
    groups: cachedPerGeneration(
      () =>
        db.synonymGroup
          .findMany({ select: { id: true, terms: true }, orderBy: groupOrder })
          .then((rows): SynonymGroupTerms[] => rows.map((row) => ({ id: row.id, terms: row.terms.map((term) => term.split(' ')) }))),
      { writeGeneration, ttlMs: SYNONYM_TTL_MS },
    ),
  };
}
export type SynonymBook = ReturnType<typeof createSynonymBook>;
