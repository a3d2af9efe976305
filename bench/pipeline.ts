/**
 * The GraphQL pipeline's fixed cost (issue 33): four requests, each beside a plain node:http
 * server answering the same bytes in the same run, on one database. Prints one line per request.
 *
 *   npx tsx bench/pipeline.ts [--db pglite|postgres] [--duration 5] [--cache on|off|both] [--only typename]
 *
 * `{ __typename }` and the product list run uncached (RESPONSE_CACHE=0), the list POST and the
 * web app's GET by id cached; `--cache on` (or `off`) measures only that half, `--only typename`
 * only `{ __typename }` (the pipeline's fixed cost, for runs alternated with another tree).
 *
 * Besides throughput, each line gives the CPU time per request of the app's process and of the
 * plain server's (µs, user + system, over the measured run): on a machine shared with other
 * work, throughput shares are noise, CPU per request much less so. The plain server's CPU per
 * request over the app's is about the throughput share each would reach on a core of its own
 * (PGlite runs inside the app's process and is counted; PostgreSQL's own processes are not).
 *
 * On PostgreSQL the app serves from one process per core by default (WEB_CONCURRENCY), on PGlite
 * from one: its throughput share there is not comparable with PGlite's (on 2 cores it had nearly
 * twice the CPU for the same cost per request). The CPU per request compares; the first line
 * says how many processes served.
 */
import path from 'node:path';
import { spawnBaselineServer } from './http-baseline.ts';
import { runLoad, type LoadOptions } from './load.ts';
import { PERSISTED_PRODUCT_LIST, PRODUCT_LIST, type BenchRequest } from './queries.ts';
import { root, startApp } from './app-process.ts';
import { processTreeCpuSeconds } from './process-cpu.ts';
import os from 'node:os';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { option } from './options.ts';

const duration = Number(option('duration', '5'));
const database = option('db', 'pglite');
const onlyTypename = option('only', '') === 'typename';
const cacheModes = onlyTypename ? ['off'] : option('cache', 'both') === 'both' ? ['off', 'on'] : [option('cache', 'both')];

const TYPENAME: BenchRequest = { name: '{ __typename }', body: { query: '{ __typename }' } };

function loadOf(url: string, request: BenchRequest, durationSeconds = duration): LoadOptions {
  return request.path
    ? { url: `${url}${request.path}`, method: 'GET', connections: 50, durationSeconds }
    : { url: `${url}/graphql`, method: 'POST', body: request.body, connections: 50, durationSeconds };
}

/** A measured run of `load` with the CPU time per request (µs) of the process tree `pid`. */
async function loadWithCpu(pid: number, load: LoadOptions) {
  const cpuBefore = processTreeCpuSeconds(pid);
  const result = await runLoad(load);
  const cpuMicroseconds = (1e6 * (processTreeCpuSeconds(pid) - cpuBefore)) / Math.max(1, result.totalRequests);
  return { ...result, cpuMicroseconds };
}

async function measure(url: string, pid: number, request: BenchRequest, label: string): Promise<void> {
  const sample = request.path ? await fetch(`${url}${request.path}`) : await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) });
  const bytes = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`${request.name} answered ${sample.status}`);
  await runLoad(loadOf(url, request, 2)); // warm-up
  const app = await loadWithCpu(pid, loadOf(url, request));
  const baseline = await spawnBaselineServer({ body: bytes });
  try {
    await runLoad(loadOf(baseline.url, request, 1));
    const ceiling = await loadWithCpu(baseline.pid, loadOf(baseline.url, request));
    const share = ((100 * app.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(2);
    const cpuShare = ((100 * ceiling.cpuMicroseconds) / app.cpuMicroseconds).toFixed(2);
    const cpu = `${app.cpuMicroseconds.toFixed(0)} | ${ceiling.cpuMicroseconds.toFixed(0)} | ${cpuShare}%`;
    console.log(`| ${database} | ${label} | ${request.name} | ${app.requestsPerSecond} | ${app.latency.p99} | ${ceiling.requestsPerSecond} | ${share}% | ${app.errors}/${app.non2xx} | ${cpu} |`);
  } finally {
    await baseline.close();
  }
}

console.log(`load average at the start: ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
// As the app's config decides it (api/src/config.ts, WEB_CONCURRENCY): PGlite is one process.
const appProcesses = database === 'postgres' ? Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1;
console.log(`app processes: ${appProcesses} (the plain server: 1)`);
console.log('| database | cache | request | req/s | p99 ms | plain req/s | share | errors/non-2xx | app CPU µs/req | plain CPU µs/req | CPU share |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
const pg = database === 'postgres' ? await startThrowawayPostgres() : undefined;
try {
  const env: NodeJS.ProcessEnv = { DATA_DIR: path.join(root, `bench/.work/pipeline-${database}`) };
  if (pg) env.DATABASE_URL = pg.url;
  for (const cache of cacheModes) {
    const app = await startApp({ ...env, RESPONSE_CACHE: cache === 'on' ? '1' : '0' });
    try {
      const requests = onlyTypename ? [TYPENAME] : cache === 'off' ? [TYPENAME, PRODUCT_LIST] : [PRODUCT_LIST, PERSISTED_PRODUCT_LIST];
      for (const request of requests) await measure(app.url, app.pid, request, `cache ${cache}`);
    } finally {
      await app.stop();
    }
  }
} finally {
  pg?.stop();
}
console.log(`load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
