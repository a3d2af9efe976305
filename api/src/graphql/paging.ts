import { ValidationError } from '../domain/errors.ts';
import type { PageRequest } from '../domain/paging.ts';
import { isCardField } from '../domain/catalogue/product-cards.ts';

/**
 * Adapters between Pothos's Prisma connections and the domain's neutral pages
 * (domain/paging.ts). A prismaConnection asks for `take` rows (its page size plus one; negative:
 * the rows before the cursor), after skipping `skip` (1 with a cursor: the cursor's row itself),
 * from the row `cursor` names, and builds the Relay connection from the rows it gets back: that
 * is pageFromRows's step, so a reader's rows (`limit + 1`, in list order) go to it as they are.
 */
export interface PothosPage {
  take: number;
  skip: number;
  cursor?: { id?: unknown };
}

/** The domain's page request for a Pothos connection's paging. */
export function pageRequestOf(page: PothosPage): PageRequest {
  const backwards = page.take < 0;
  const limit = Math.abs(page.take) - 1;
  if (!page.cursor) return { limit, offset: page.skip, backwards };
  // Pothos decodes a cursor's id with whatever type the cursor claims: only a whole number will do.
  const id = page.cursor.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new ValidationError('Invalid cursor.', backwards ? 'before' : 'after');
  // The cursor's row is left out by the reader itself (it reads strictly beyond it).
  return { limit, offset: Math.max(0, page.skip - 1), cursor: id, backwards };
}

/** True when a Pothos selection reads nothing but card fields, so the card reader's rows serve it. */
export function selectsOnlyCardFields(query: { select?: Record<string, unknown>; include?: unknown }): boolean {
  if (query.include || !query.select) return false;
  for (const field in query.select) if (query.select[field] !== true || !isCardField(field)) return false;
  return true;
}
