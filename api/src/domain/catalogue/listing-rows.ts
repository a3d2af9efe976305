import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { PageRequest } from '../paging.ts';
import { listingOrder, orderColumn, type ListingOrder, type ProductSort } from './products.ts';
import { sqlLiteral, type KeyedCondition } from './listing-filter.ts';
import { columnJoins, rowOf, selectList, withId, type ProductColumn, type ProductColumnsRow } from './product-columns.ts';

/**
 * Storefront listings, read with one hand-written statement (Database.readRows) instead of
 * Prisma's findMany: the card grids are the busiest request there is, and for them Prisma's
 * query building and row mapping cost the main thread as much as the rest of the request
 * together (docs/decisions/card-lists-read-without-orms.md). It also pages correctly past products without a
 * rating, where Prisma's cursor compares with NULL and ends the list.
 */

/**
 * The rows of a page of a storefront listing, in the listing's order, with the `columns` asked
 * for, read as pageFromRows (domain/paging.ts) expects them: `limit + 1` rows, the extra one
 * (beyond the cursor's direction) telling whether more follow. `conditions` are the listing's
 * filter, built once per listing (catalogue/listing.ts).
 */
export async function readListingRows<C extends ProductColumn>(
  ctx: Context,
  conditions: KeyedCondition[],
  sort: ProductSort,
  page: PageRequest,
  columns: readonly C[],
): Promise<ProductColumnsRow<C>[]> {
  const order = listingOrder(sort, conditions.find((c) => c.key === 'search')?.ids);
  const backwards = page.backwards ?? false;
  const where = conditions.map((c) => c.sql);
  if (page.cursor !== undefined) where.push(fromCursor(order, page.cursor, backwards));
  // The page's ids are chosen first, from what filters and orders read (all of it in the index
  // products_listing_filters, so a filtered listing is an index-only scan), and only the page's
  // rows are read whole: a filter matching thousands of products scattered over the table
  // otherwise reads each one's row to sort it (100 ms for 3,000 Dubai properties among 100k).
  // The ids go to the outer read as one array (`= ANY`): a lookup by primary key per row, where
  // `IN (subquery)` let the planner hash-join a scan of the whole table when it is small.
  const read = withId(columns);
  const rows = await ctx.services.database.readRows(Prisma.sql`
    WITH page AS MATERIALIZED (
      SELECT p.id FROM products p
      WHERE ${Prisma.join(where, ' AND ')}
      ORDER BY ${orderBy(order, backwards)}
      LIMIT ${sqlLiteral(page.limit + 1)} OFFSET ${sqlLiteral(page.offset ?? 0)})
    SELECT ${selectList(read)} FROM products p
    ${columnJoins(read)}
    WHERE p.id = ANY(ARRAY(SELECT id FROM page))
    ORDER BY ${orderBy(order, backwards)}`);
  const decoded = rows.map((values) => rowOf<C>(read, values));
  return backwards ? decoded.reverse() : decoded;
}

/** ORDER BY for the order, or for its reverse (a page read backwards from its cursor). */
function orderBy(order: ListingOrder, reversed: boolean): Prisma.Sql {
  const descending = order.descending !== reversed;
  const terms = order.columns.map((column) => {
    // NULL sorts as `nullsAs`: below every real value (last going down, first going up) or above.
    const { nullsAs } = column;
    const nulls = nullsAs === undefined ? '' : descending === nullsAs < 0 ? ' NULLS LAST' : ' NULLS FIRST';
    return `${orderColumn(column, 'p')} ${descending ? 'DESC' : 'ASC'}${nulls}`;
  });
  return Prisma.raw(terms.join(', '));
}

/**
 * Rows strictly beyond the cursor's row, compared on the order's columns: a product delisted
 * since its cursor was handed out still places the next page exactly. A cursor naming no row at
 * all leaves nothing.
 */
function fromCursor(order: ListingOrder, id: number, backwards: boolean): Prisma.Sql {
  const key = (table: string) => Prisma.raw(order.columns.map((column) => (column.nullsAs === undefined ? orderColumn(column, table) : `COALESCE(${orderColumn(column, table)}, ${column.nullsAs})`)).join(', '));
  const comparison = Prisma.raw(order.descending !== backwards ? '<' : '>');
  return Prisma.sql`(${key('p')}) ${comparison} (SELECT ${key('at')} FROM products at WHERE at.id = ${id})`;
}
