/**
 * Load benchmarks of the storefront's hot GraphQL requests, each beside a plain node:http server
 * answering the same bytes in the same run (the ceiling), on the embedded database and on
 * PostgreSQL, plus list and suggestion latency as the catalogue grows. Writes bench/RESULTS.md.
 *
 *   npm run bench                          # both databases, 1k/10k/100k products
 *   npm run bench -- --db pglite --sizes 1000 --duration 5 --cache off
 *   npm run bench -- --db postgres --sizes 100000 --cache off --only "property list with facets,map bounds"
 *   npm run bench -- --db postgres --sizes 100000 --cache off --seeded-url postgres://127.0.0.1:5432/bench_100000 --only ...
 *
 * `--cache on|off|both` (default both): with the shared answer cache, and without it (the engine:
 * SQL, Prisma, GraphQL on every request).
 *
 * The app runs as its own process (`tsx scripts/serve.ts`, as `npm start` serves), like production, and so does the
 * ceiling server; the load comes from wrk (Debian's package), a third process with one thread.
 * Everything stays on loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnBaselineServer } from './http-baseline.ts';
import { assertWrkInstalled, runLoad, type LoadResult } from './load.ts';
import { FILTERED_PROPERTY_LIST, FORGIVING_SUGGESTIONS, MAP_BOUNDS_QUERY, MAP_POINTS, PERSISTED_PRODUCT_LIST, PLACE_ORDER_NAME, PRODUCT_LIST, SUGGESTIONS, placeOrderRequest, productBySlug, renderedPropertyPage, type BenchRequest } from './queries.ts';
import { startSmtpSink } from '../api/test/helpers/smtp-sink.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { root, run, startApp } from './app-process.ts';
import { option } from './options.ts';

const workDir = path.join(root, 'bench/.work');

const duration = Number(option('duration', '10'));
const sizes = option('sizes', '1000,10000,100000').split(',').map(Number);
const databases = option('db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('db', 'pglite')];
const cacheModes = option('cache', 'both') === 'both' ? ['on', 'off'] : [option('cache', 'on')];
/** `--only "property list,map"`: measure only the requests whose name contains one of these. */
const only = option('only', '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (request: Pick<BenchRequest, 'name'>) => !only.length || only.some((part) => request.name.includes(part));
/**
 * `--seeded-url postgres://.../bench_100000`: measure a PostgreSQL database already seeded (by an
 * earlier run or `prisma/seed/main.ts --products N`) instead of a throwaway server seeded now;
 * with one size and `--db postgres`. Seeding 100k products takes minutes; repeating a measurement
 * after a code change does not need it.
 */
const seededUrl = option('seeded-url', '');
if (seededUrl && (sizes.length !== 1 || databases.join() !== 'postgres')) throw new Error('--seeded-url needs --db postgres and one --sizes');
/** Requests with a latency target at one connection (issue 20's filtered list and map bounds), measured at every size. */
const LATENCY_AT_ONE = [SUGGESTIONS, ...FORGIVING_SUGGESTIONS, FILTERED_PROPERTY_LIST, MAP_BOUNDS_QUERY, MAP_POINTS];
/** Of those, the ones measured only for latency (never at 50 connections). */
const LATENCY_ONLY = [...FORGIVING_SUGGESTIONS, FILTERED_PROPERTY_LIST, MAP_BOUNDS_QUERY];

async function graphqlBytes(url: string, request: BenchRequest): Promise<Buffer> {
  const response = request.path
    ? await fetch(`${url}${request.path}`)
    : await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`benchmark request ${request.name} answered ${response.status}`);
  if (response.headers.get('content-type')?.startsWith('text/html')) return bytes;
  const parsed = JSON.parse(bytes.toString());
  if (parsed.errors) throw new Error(`benchmark query failed: ${JSON.stringify(parsed.errors)}`);
  return bytes;
}

interface Row {
  database: string;
  cache: string;
  products: number;
  request: string;
  connections: number;
  app: LoadResult;
  ceiling?: LoadResult;
}

/** Loads the app and then a plain server answering the very same bytes. */
async function measure(appUrl: string, request: BenchRequest, connections: number, withCeiling: boolean) {
  const bytes = await graphqlBytes(appUrl, request);
  const load = (url: string, durationSeconds = duration) =>
    request.path
      ? runLoad({ url: `${url}${request.path}`, method: 'GET', connections, durationSeconds })
      : runLoad({ url: `${url}/graphql`, method: 'POST', body: request.body, connections, durationSeconds, distinctClients: request.distinctClients });
  await load(appUrl); // warm-up run is thrown away
  const app = await load(appUrl);
  let ceiling: LoadResult | undefined;
  if (withCeiling) {
    const baseline = await spawnBaselineServer({ body: bytes });
    try {
      await load(baseline.url, 1); // warm-up
      ceiling = await load(baseline.url);
    } finally {
      await baseline.close();
    }
  }
  return { app, ceiling };
}

/** Placing an order at 20 connections, each request another shopper; `how` says what happens to its mail. */
async function measureOrder(appUrl: string, where: Pick<Row, 'database' | 'cache' | 'products'>, how: string): Promise<Row[]> {
  // Built only when measured: building it places a quote, which `--only` runs need not depend on.
  if (!wanted({ name: PLACE_ORDER_NAME })) return [];
  const order = await placeOrderRequest(appUrl);
  const { app: result, ceiling } = await measure(appUrl, order, 20, true);
  const name = `${order.name}, ${how}`;
  console.log(`cache ${where.cache}: ${name} @20: ${result.requestsPerSecond} req/s, p99 ${result.latency.p99} ms (ceiling ${ceiling?.requestsPerSecond})`);
  return [{ ...where, request: name, connections: 20, app: result, ceiling }];
}

async function benchDatabase(database: string): Promise<Row[]> {
  const rows: Row[] = [];
  const pg = database === 'postgres' && !seededUrl ? await startThrowawayPostgres() : undefined;
  try {
    for (const size of sizes) {
      const dataDir = path.join(workDir, `${database}-${size}`);
      const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
      if (seededUrl) env.DATABASE_URL = seededUrl;
      else if (pg) {
        const dbName = `bench_${size}`;
        await run('psql', [pg.url, '-q', '-c', `DROP DATABASE IF EXISTS ${dbName}`, '-c', `CREATE DATABASE ${dbName}`], {});
        env.DATABASE_URL = pg.url.replace(/\/postgres$/, `/${dbName}`);
      }
      console.log(`\n== ${database}, ${size} products${seededUrl ? ' (seeded before)' : ''} ==`);
      if (!seededUrl) await run(path.join(root, 'node_modules/.bin/tsx'), ['prisma/seed/main.ts', '--products', String(size)], env);
      for (const cache of cacheModes) {
        // Mail goes to an SMTP server on loopback, so an order's mail is really sent (by the job queue).
        const app = await startApp({ ...env, RESPONSE_CACHE: cache === 'on' ? '1' : '0', SMTP_URL: smtp.url, MAIL_TRANSPORT: 'smtp', TRUST_PROXY: '127.0.0.1' });
        try {
          const slug = JSON.parse((await graphqlBytes(app.url, { name: 'first slug', body: { query: '{ products(first: 1, filter: { catalogue: REAL_ESTATE }) { edges { node { slug } } } }' } })).toString()).data.products.edges[0].node.slug;
          const first = size === sizes[0];
          // The web app's GET by id is measured where the cache answers it: its point is the cached path.
          const persisted = cache === 'on' && first ? [PERSISTED_PRODUCT_LIST] : [];
          const requests = [...persisted, PRODUCT_LIST, SUGGESTIONS, ...FORGIVING_SUGGESTIONS, MAP_POINTS, productBySlug(slug), renderedPropertyPage(slug), FILTERED_PROPERTY_LIST, MAP_BOUNDS_QUERY];
          for (const request of requests.filter(wanted)) {
            // The ceiling comparison at 50 connections runs on the smallest catalogue; every size
            // measures the list and the map's points at 50 connections, and suggestions (forgiving ones too), the filtered
            // property list and the map bounds query at 1 connection for latency.
            const atFifty = !LATENCY_ONLY.includes(request);
            if (atFifty && (first || request === PRODUCT_LIST || request === MAP_POINTS)) {
              const { app: result, ceiling } = await measure(app.url, request, 50, first);
              rows.push({ database, cache, products: size, request: request.name, connections: 50, app: result, ceiling });
              console.log(`cache ${cache}: ${request.name} @50: ${result.requestsPerSecond} req/s, p99 ${result.latency.p99} ms${ceiling ? ` (ceiling ${ceiling.requestsPerSecond})` : ''}`);
            }
            if (LATENCY_AT_ONE.includes(request)) {
              const { app: result } = await measure(app.url, request, 1, false);
              rows.push({ database, cache, products: size, request: request.name, connections: 1, app: result });
              console.log(`cache ${cache}: ${request.name} @1: ${result.requestsPerSecond} req/s, p50 ${result.latency.p50} ms, p95 ${result.latency.p95} ms, p99 ${result.latency.p99} ms`);
            }
          }
          // A write, at 20 connections: the engine's work (the cache answers no mutation), once per database.
          if (cache === 'off' && first) rows.push(...(await measureOrder(app.url, { database, cache, products: size }, 'mail queued: outbox row + send job in the order transaction, sent by the worker')));
        } finally {
          await app.stop();
        }
      }
      // The same order with its mail handled two other ways, in the same run, for issue 21's
      // comparison: the job enqueued in the transaction but delivered by another process (this one
      // runs no worker), and the mail only written to the outbox (no job, nothing sent).
      if (cacheModes.includes('off') && size === sizes[0] && wanted({ name: PLACE_ORDER_NAME })) {
        const variants: Array<[NodeJS.ProcessEnv, string]> = [
          [{ SMTP_URL: smtp.url, MAIL_TRANSPORT: 'smtp', JOB_WORKERS: '0' }, 'mail queued in the order transaction, delivered by another process (no worker here)'],
          [{ MAIL_TRANSPORT: 'outbox' }, 'mail only written to the outbox (no job)'],
        ];
        for (const [mailEnv, how] of variants) {
          const app = await startApp({ ...env, ...mailEnv, RESPONSE_CACHE: '0', TRUST_PROXY: '127.0.0.1' });
          try {
            rows.push(...(await measureOrder(app.url, { database, cache: 'off', products: size }, how)));
          } finally {
            await app.stop();
          }
        }
      }
    }
  } finally {
    pg?.stop();
  }
  return rows;
}

function report(rows: Row[]): string {
  const lines = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this 2-core machine (\`npm run bench\`), ${duration} s per measurement after a`,
    'warm-up run. The load comes from wrk (one thread, its own process); the app runs in its own process (NODE_ENV=production).',
    'The ceiling is a plain node:http server in its own process answering the very same response bytes in the same run.',
    'PostgreSQL is a throwaway local server (fsync off: reads are what is measured).',
    `Load average (1/5/15 min) at the start ${loadAtStart}, at the end ${loadAverage()}: the benchmark itself keeps about 2 busy`,
    'while it measures; more means other processes shared the machine and the figures are low.',
    '',
    'Cache "on" is the shared cache of anonymous answers (docs/decisions/shared-cache-anonymous-graphql-answers.md); "off" runs SQL, Prisma and GraphQL for every request.',
    '',
    '| database | cache | products | request | connections | req/s | p50 ms | p95 ms | p99 ms | ceiling req/s | share of ceiling | errors/non-2xx |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const share = r.ceiling ? `${((100 * r.app.requestsPerSecond) / r.ceiling.requestsPerSecond).toFixed(2)}%` : '';
    lines.push(`| ${r.database} | ${r.cache} | ${r.products} | ${r.request} | ${r.connections} | ${r.app.requestsPerSecond} | ${r.app.latency.p50} | ${r.app.latency.p95} | ${r.app.latency.p99} | ${r.ceiling?.requestsPerSecond ?? ''} | ${share} | ${r.app.errors}/${r.app.non2xx} |`);
  }
  return lines.join('\n') + '\n';
}

try {
  assertWrkInstalled(); // before any seeding: without the load generator nothing can be measured
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
const loadAtStart = loadAverage();
fs.mkdirSync(workDir, { recursive: true });
const rows: Row[] = [];
const smtp = await startSmtpSink();
try {
  for (const database of databases) rows.push(...(await benchDatabase(database)));
} finally {
  await smtp.close();
}
const table = report(rows);
const resultsFile = path.join(root, 'bench/RESULTS.md');
const notesMarker = '\n## Notes\n';
const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
const notes = previous.includes(notesMarker) ? previous.slice(previous.indexOf(notesMarker)) : '';
fs.writeFileSync(resultsFile, table + notes);
console.log('\n' + table);
