/** A Relay connection as the API answers it (any `edges { node }` with `pageInfo`). */
export interface Connection<Node> {
  edges: Array<{ node: Node }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * Every node of a cursor connection, page after page: `fetchPage(after)` asks for the page after
 * the cursor (null: the first page) and answers the connection. Stops at the last page, so a
 * partner never handles cursors by hand:
 *
 *   for await (const product of paginate((after) => client.graphql(QUERY, { after }).then((d) => d.products))) ...
 */
export async function* paginate<Node>(fetchPage: (after: string | null) => Promise<Connection<Node>>): AsyncGenerator<Node> {
  let after: string | null = null;
  for (;;) {
    const page: Connection<Node> = await fetchPage(after);
    for (const edge of page.edges) yield edge.node;
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return;
    after = page.pageInfo.endCursor;
  }
}

/** Collects an async iterable into an array (for small lists). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
