/**
 * Where a request's CPU goes by thread (issue 33, the pipeline): the app's main thread, and each
 * other thread of its process (on PGlite the database's worker thread, and V8's garbage-collector
 * and compiler helpers), in µs per request under `wrk -c50`, read from /proc.
 *
 *   npx tsx bench/thread-cpu.ts [--db pglite|postgres] [--request typename|list] [--cache on|off] [--duration 5]
 *
 * On PostgreSQL the app runs as one process here (WEB_CONCURRENCY=1), so that its threads are
 * those of one server; the database's own processes are not counted. The database thread is the
 * busiest thread after the main one while the product list runs (PGlite); for `{ __typename }` it
 * should be idle.
 */
import os from 'node:os';
import path from 'node:path';
import { root, startApp } from './app-process.ts';
import { runLoad, type LoadOptions } from './load.ts';
import { PRODUCT_LIST } from './queries.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { option } from './options.ts';
import { threadCpuSeconds } from './process-cpu.ts';

const database = option('db', 'pglite');
const body = option('request', 'typename') === 'list' ? PRODUCT_LIST.body : { query: '{ __typename }' };
const durationSeconds = Number(option('duration', '5'));
const pg = database === 'postgres' ? await startThrowawayPostgres() : undefined;
const app = await startApp({
  DATA_DIR: path.join(root, `bench/.work/pipeline-${database}`),
  RESPONSE_CACHE: option('cache', 'off') === 'on' ? '1' : '0',
  ...(pg ? { DATABASE_URL: pg.url, WEB_CONCURRENCY: '1' } : {}),
});
try {
  const load: LoadOptions = { url: `${app.url}/graphql`, method: 'POST', body, connections: 50, durationSeconds };
  await runLoad({ ...load, durationSeconds: 2 }); // warm-up: compiled queries, caches
  const before = threadCpuSeconds(app.pid);
  const result = await runLoad(load);
  const after = threadCpuSeconds(app.pid);
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}; ${result.requestsPerSecond} req/s (${database}, ${JSON.stringify(body).slice(0, 40)}…)`);
  const perRequest = (key: string) => (1e6 * ((after.get(key) ?? 0) - (before.get(key) ?? 0))) / Math.max(1, result.totalRequests);
  const rows = [...after.keys()].map((key) => ({ key, main: key.split('/')[0] === key.split('/')[1], micros: perRequest(key) })).filter((row) => row.micros >= 0.5);
  for (const row of rows.sort((a, b) => b.micros - a.micros)) console.log(`${row.key.padEnd(14)} ${row.main ? 'main thread' : 'other thread'}  ${row.micros.toFixed(1)} µs/req`);
  const total = rows.reduce((sum, row) => sum + row.micros, 0);
  console.log(`all threads    ${total.toFixed(1)} µs/req`);
} finally {
  await app.stop();
  pg?.stop();
}
