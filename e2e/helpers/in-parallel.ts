/**
 * Runs `visit` on every item, at most `limit` at a time, and resolves when all have finished (the
 * first failure rejects, once the visits already started have settled: no page is left loading
 * into the next test). For a loop over pages that each open their own context: one page's wait
 * for the network to go quiet or for the app to hydrate is another page's time to render, so two
 * cores stay busy instead of one (docs/decisions/test-suite-time.md).
 */
export async function inParallel<T>(items: readonly T[], limit: number, visit: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failures.length; item = queue.shift()) {
      try {
        await visit(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length) throw failures[0];
}
