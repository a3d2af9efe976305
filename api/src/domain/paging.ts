/**
 * The one page shape of every list read in the domain, whatever transport asks: REST pages by
 * `limit` and `offset`, GraphQL by Relay cursors (graphql/paging.ts adapts both ways). A cursor
 * is the id of a row of the list: the page starts right after it (or, read backwards, ends right
 * before it).
 */
export interface PageRequest {
  /** How many rows at most (a whole number; the transports cap it). */
  limit: number;
  /** Rows to skip first (REST's `offset`); 0 when absent. */
  offset?: number;
  /** The id of the row the page follows (or precedes, when `backwards`). */
  cursor?: number;
  /** The rows before the cursor, still answered in the list's order (Relay's `last`/`before`). */
  backwards?: boolean;
}

export interface PageInfo {
  /** More rows follow the page (read forwards). */
  hasNextPage: boolean;
  /** More rows precede the page (read backwards). */
  hasPreviousPage: boolean;
  /** The ids of the first and last rows of the page (null when empty). */
  startCursor: number | null;
  endCursor: number | null;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

/**
 * A page from the rows read for it: a reader asks for `limit + 1` rows (in the direction read),
 * so one row beyond the page says whether more follow; `rows` come in list order.
 */
export function pageFromRows<T extends { id: number }>(rows: T[], request: PageRequest): Page<T> {
  const more = rows.length > request.limit;
  const items = more ? (request.backwards ? rows.slice(1) : rows.slice(0, request.limit)) : rows;
  return {
    items,
    pageInfo: {
      hasNextPage: request.backwards ? request.cursor !== undefined : more,
      hasPreviousPage: request.backwards ? more : request.cursor !== undefined,
      startCursor: items.length ? items[0].id : null,
      endCursor: items.length ? items[items.length - 1].id : null,
    },
  };
}
