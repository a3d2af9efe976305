/**
 * Times one storefront request in-process, sequentially (no HTTP), to see where the time goes:
 *   npx tsx --cpu-prof --cpu-prof-dir=bench/.work/prof bench/profile-request.ts [dataDir] [count] [request]
 *
 * `request` is part of a benchmark request's name (default the product list), e.g. "facets", or
 * "__typename" (the pipeline's fixed cost alone);
 * with DATABASE_URL set, the request runs against that PostgreSQL database (dataDir still holds files);
 * RESPONSE_CACHE=0 measures the engine instead of the shared answer cache.
 */
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createApp } from '../api/src/app.ts';
import { FILTERED_PROPERTY_LIST, MAP_BOUNDS_QUERY, PRODUCT_LIST } from './queries.ts';

const dataDir = process.argv[2] ?? 'bench/.work/pglite-1000';
const count = Number(process.argv[3] ?? 300);
const wantedName = process.argv[4] ?? PRODUCT_LIST.name;
const TYPENAME = { name: '{ __typename }', body: { query: '{ __typename }' } };
const request = [PRODUCT_LIST, FILTERED_PROPERTY_LIST, MAP_BOUNDS_QUERY, TYPENAME].find((r) => r.name.includes(wantedName));
if (!request) throw new Error(`no benchmark request named like "${wantedName}"`);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error' });
const database = await openDatabase(config);
const app = createApp({ config, database });
const send = () =>
  app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) })).then((r) => r.text());
const first = await send();
if (first.includes('"errors"')) throw new Error(`the request failed: ${first.slice(0, 500)}`);
for (let i = 0; i < 20; i++) await send();
// In batches of 100: on a machine shared with other work, the batch that was least disturbed
// (the lowest CPU per request) is the closest to what the request costs.
let bestCpuMs = Infinity;
const started = performance.now();
for (let done = 0; done < count; done += 100) {
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < 100; i++) await send();
  const cpu = process.cpuUsage(cpuBefore);
  bestCpuMs = Math.min(bestCpuMs, (cpu.user + cpu.system) / 1000 / 100);
}
const perRequest = (performance.now() - started) / count;
// CPU time is steadier than wall time when other work shares the machine.
console.log(`${request.name}: ${perRequest.toFixed(2)} ms per request, ${bestCpuMs.toFixed(3)} ms CPU in the least disturbed batch of 100 (${(1000 / perRequest).toFixed(0)} req/s on one core)`);
await database.close();
