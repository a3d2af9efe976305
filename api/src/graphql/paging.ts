import { ValidationError } from '../domain/errors.ts';
import type { PageRequest } from '../domain/paging.ts';
import { isDeepStrictEqual } from 'node:util';
import { isScalarProductColumn, type ProductColumn } from '../domain/catalogue/product-columns.ts';

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

/** What Product.orderLineCount selects: the one relation count a listing's statement reads. */
const ORDER_LINE_COUNT = { select: { orderItems: true } };

/**
 * The listing columns a Pothos selection of products reads, or null when it names something the
 * listing's one statement does not read (a relation such as `comments`).
 */
export function listingColumnsOf(query: { select?: Record<string, unknown>; include?: unknown }): ProductColumn[] | null {
  if (query.include || !query.select) return null;
  const columns: ProductColumn[] = ['id'];
  for (const [field, wanted] of Object.entries(query.select)) {
    if (field === 'id') continue;
    if (wanted === true && isScalarProductColumn(field)) columns.push(field);
    else if (field === '_count' && isDeepStrictEqual(wanted, ORDER_LINE_COUNT)) columns.push('_count');
    else return null;
  }
  return columns;
}
