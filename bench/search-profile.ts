/**
 * Times search suggestions in-process, sequentially (no HTTP), on an existing database: wall and
 * CPU time per request (CPU time is steadier when other work shares the machine), and with
 * `--explain` the plan of the ranked statement.
 *   npx tsx bench/search-profile.ts bench/.work/pglite-100000 [count] [--explain]
 */
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createApp } from '../api/src/app.ts';
import { FORGIVING_SUGGESTIONS, SUGGESTIONS } from './queries.ts';

const dataDir = process.argv[2] ?? 'bench/.work/pglite-100000';
const count = Number(process.argv[3] ?? 50);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error', RESPONSE_CACHE: '0' });
const database = await openDatabase(config);
const app = createApp({ config, database });
for (const request of [SUGGESTIONS, ...FORGIVING_SUGGESTIONS]) {
  const send = () =>
    app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) })).then((r) => r.text());
  for (let i = 0; i < 5; i++) await send();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${request.name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, CPU ${((cpu.user + cpu.system) / 1000 / count).toFixed(1)} ms per request`);
}
await database.close();
