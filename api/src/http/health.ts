/**
 * Health answers for process managers and load balancers:
 * - `/livez`: the process is up and answering HTTP (restart it when this fails);
 * - `/readyz`, and `/healthz` as before: the database answers too (send it traffic while this is
 *   200; a 503 with Retry-After while the database is away, 200 again by itself once it is back).
 *
 * A probe asks the database at most once a second however many arrive (one query shared by the
 * probes of that second), so polling readiness cannot load the database.
 */
import type { Database } from '../db/database.ts';
import { json, retryAfterHeaders } from './responses.ts';
import { DatabaseUnavailableError } from '../domain/errors.ts';

/** How long the database may take to answer a probe before the process reports itself not ready. */
const PROBE_TIMEOUT_MS = 2_000;
/** How long one probe's outcome answers the next probes. */
const PROBE_REUSE_MS = 1_000;

export function healthChecks(database: Pick<Database, 'kind' | 'prisma'>) {
  let last: { at: number; ready: Promise<boolean> } | undefined;

  async function probe(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
    const answered = database.prisma.$queryRawUnsafe('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  function databaseReady(): Promise<boolean> {
    const now = Date.now();
    if (!last || now - last.at > PROBE_REUSE_MS) last = { at: now, ready: probe() };
    return last.ready;
  }

  return {
    live: () => json({ status: 'ok' }),
    async ready(): Promise<Response> {
      if (await databaseReady()) return json({ status: 'ok', database: database.kind });
      return json({ status: 'unavailable', database: database.kind }, 503, retryAfterHeaders(new DatabaseUnavailableError()));
    },
  };
}
