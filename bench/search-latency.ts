/**
 * `npm run bench:search-latency`: search suggestion latency at 100k products (issue 34's target:
 * p95 < 20 ms on both databases), per kind of query. Each database is seeded with the demo data
 * (`prisma/seed/main.ts --no-activity`), then grown to `--products` (20k rows a statement): the demo listings copied
 * with `INSERT ... SELECT ... FROM generate_series` (a number in the name and slug, as the seed's
 * own top-up names them; a fiftieth hidden from suggestions, a quarter with reviews), then
 * VACUUM ANALYZE. The seeded database is kept under bench/.work/ and reused by the next run.
 *
 * The queries are the judged queries of the search evaluation (bench/search-eval/queries.json:
 * single words, several words, typos, joined and split words, synonyms and thesaurus words,
 * place + kind, sizes and counts), plus the box's first letters ("prefix"). Each goes through the
 * real suggestions path: GraphQL `searchSuggestions` over HTTP in-process (app.fetch), the
 * storefront's own query, answer cache off. Sequential, one request at a time.
 *
 *   npm run bench:search-latency                          # both databases, 100k products
 *   npm run bench:search-latency -- --db pglite --rounds 3
 *   npm run bench:search-latency -- --db postgres --explain "house in karachi"
 *   npm run bench:search-latency -- --db postgres --database-url postgres://127.0.0.1:5432/search_bench
 *
 * `--explain "<query>"`: instead of timing, prints EXPLAIN (ANALYZE, BUFFERS) of every raw
 * statement the suggestions for that query send (the search's statements are all $queryRaw).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../api/src/config.ts';
import { Prisma } from '../api/src/generated/prisma/client.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createApp } from '../api/src/app.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { root, run } from './app-process.ts';
import { option } from './options.ts';

const products = Number(option('products', '100000'));
const rounds = Number(option('rounds', '3'));
const databases = option('db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('db', 'pglite')];
const explainQuery = option('explain', '');
/** `--database-url postgres://…`: a PostgreSQL database to use (seeded and grown when it is not yet) instead of a throwaway server. */
const databaseUrl = option('database-url', '');
const workDir = path.join(root, 'bench/.work');
/** Products added per statement while growing (a progress line each). */
const GROW_BATCH = 20_000;

/** The box's first letters, as a shopper types them (the eval set judges whole queries). */
const PREFIXES = ['so', 'sof', 'lam', 'vil', 'apar', 'kitch', 'gard', 'bedr', 'wash', 'dinin'];

interface TimedQuery {
  kind: string;
  query: string;
}

function querySet(): TimedQuery[] {
  const judged = JSON.parse(fs.readFileSync(path.join(root, 'bench/search-eval/queries.json'), 'utf8')) as { queries: TimedQuery[] };
  return [...judged.queries.map(({ kind, query }) => ({ kind, query })), ...PREFIXES.map((query) => ({ kind: 'prefix', query }))];
}

/**
 * Grows the catalogue to `target` products, 20k rows a statement in one transaction: copies of the demo listings, each
 * numbered (name "… #1234", slug "…-1234", search text with the number, as the seed's top-up
 * writes them), spread over two years, every fiftieth hidden from suggestions, a quarter with
 * 1-6 reviews. The search dictionary's trigger sees the new rows at once.
 */
async function growCatalogue(database: Database, target: number): Promise<void> {
  const db = database.prisma;
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM products`;
  if (count >= target) return;
  const started = performance.now();
  const demo = count;
  // The GIN indexes of products and product_search (search vectors, trigrams) are dropped while
  // growing and built again in bulk after it: on PGlite, adding rows to them one by one stalled the
  // grow (CPU-bound for 5+ minutes, nothing written) once the tables passed ~15-20k rows with the
  // search vectors' indexes (fastupdate off), and ~60k with only the trigram ones (fastupdate on);
  // docs/decisions/search-latency.md. Their definitions are read back from the catalogue, so they
  // are rebuilt exactly as the migrations made them. One transaction: a grow stopped halfway leaves
  // the kept database as it was, indexes included.
  await db.$transaction(
    async (tx) => {
      const indexes = await tx.$queryRaw<{ name: string; definition: string }[]>`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('products', 'product_search') AND indexdef LIKE '% USING gin %'`;
      for (const { name } of indexes) await tx.$executeRawUnsafe(`DROP INDEX "${name}"`);
      for (let from = count + 1; from <= target; from += GROW_BATCH) {
        await growBy(tx, demo, from, Math.min(target, from + GROW_BATCH - 1));
        console.log(`  ${Math.min(target, from + GROW_BATCH - 1)} / ${target} products (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
      for (const { definition } of indexes) await tx.$executeRawUnsafe(definition);
    },
    { maxWait: 60_000, timeout: 3_600_000 },
  );
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  console.log(`  grew the catalogue from ${count} to ${target} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Copies of the first `demo` products numbered `from`..`to`. */
async function growBy(db: Pick<Database['prisma'], '$executeRaw'>, demo: number, from: number, to: number): Promise<void> {
  await db.$executeRaw`
    WITH demo AS (SELECT p.*, row_number() OVER (ORDER BY p.id) - 1 AS k FROM (SELECT * FROM products ORDER BY id LIMIT ${demo}) p)
    INSERT INTO products (slug, name, description, price, discounted_price, catalogue, category_id, vendor_id, status, vendor_listed,
      feature_image, images, beds, baths, area_sqft, amenities, purpose, rent_period, completion_status, handover_date, city,
      neighbourhood, country_code, latitude, longitude, rating_count, rating_sum, rating_average, search_text, created_at, updated_at)
    SELECT d.slug || '-' || g, d.name || ' #' || g, d.description, d.price, d.discounted_price, d.catalogue, d.category_id, d.vendor_id,
      CASE WHEN g % 50 = 0 THEN 'HIDDEN'::"ProductStatus" ELSE 'ACTIVE'::"ProductStatus" END, d.vendor_listed,
      d.feature_image, d.images, d.beds, d.baths, d.area_sqft, d.amenities, d.purpose, d.rent_period, d.completion_status, d.handover_date, d.city,
      d.neighbourhood, d.country_code, d.latitude, d.longitude,
      CASE WHEN g % 4 = 0 THEN 1 + g % 6 ELSE 0 END, CASE WHEN g % 4 = 0 THEN (1 + g % 6) * (3 + g % 3) ELSE 0 END,
      CASE WHEN g % 4 = 0 THEN (3 + g % 3)::float8 END,
      d.search_text || ' ' || g, now() - (g % 720) * interval '1 day', now()
    FROM generate_series(${from}::int, ${to}::int) g
    JOIN demo d ON d.k = g % ${demo}::int`;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** CPU seconds of this process (Node and the PGlite thread). */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * CPU seconds of a local PostgreSQL server's processes by pid (the postmaster's children, from
 * /proc; clock ticks of 10 ms, so read per kind of query, not per request). Null when the server
 * is not on this machine or not readable.
 */
async function postgresCpu(database: Database): Promise<(() => Map<number, number>) | null> {
  try {
    const [{ dir }] = await database.prisma.$queryRaw<{ dir: string }[]>`SELECT current_setting('data_directory') AS dir`;
    const postmaster = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const ticks = 100;
    return () => {
      const cpu = new Map<number, number>();
      for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          // Fields after the command name: state ppid ... utime (14th) stime (15th) of the whole line.
          const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          if (Number(fields[1]) === postmaster) cpu.set(Number(pid), (Number(fields[11]) + Number(fields[12])) / ticks);
        } catch {
          // the process ended meanwhile
        }
      }
      return cpu;
    };
  } catch {
    return null;
  }
}

/** CPU used between two snapshots by pid: processes that ended meanwhile are left out, new ones count whole. */
const cpuSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

interface Measured {
  wall: number[];
  /** CPU of this process per request (ms). */
  cpu: number[];
  /** CPU of the PostgreSQL server over all of this kind's requests (s). */
  serverCpu: number;
}

async function timeSuggestions(database: Database, app: ReturnType<typeof createApp>, queries: TimedQuery[]): Promise<void> {
  const send = async (query: string) => {
    const response = await app.fetch(
      new Request('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query Suggest($query: String!) { searchSuggestions(query: $query, first: 8) { id name path featureImage { url(variant: THUMB) } } }', variables: { query } }),
      }),
    );
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`suggestions for "${query}" failed: ${JSON.stringify(body.errors)}`);
  };
  for (const { query } of queries) await send(query); // warm: the thesaurus is built once per process, plans and caches fill
  const serverCpu = database.kind === 'postgres' ? await postgresCpu(database) : null;
  const measured = new Map<string, Measured>();
  const slowest: { query: string; ms: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { kind, query } of queries) {
      const [serverBefore, cpuBefore, started] = [serverCpu?.(), ownCpu(), performance.now()];
      await send(query);
      const [ms, cpu, server] = [performance.now() - started, (ownCpu() - cpuBefore) * 1000, serverBefore ? cpuSince(serverBefore, serverCpu!()) : 0];
      for (const key of [kind, 'all']) {
        const entry = measured.get(key) ?? { wall: [], cpu: [], serverCpu: 0 };
        entry.wall.push(ms);
        entry.cpu.push(cpu);
        entry.serverCpu += server;
        measured.set(key, entry);
      }
      slowest.push({ query, ms });
    }
  }
  const load = os.loadavg()[0].toFixed(1);
  console.log(`load average at the end: ${load}; CPU: this process (Node${database.kind === 'pglite' ? ' and PGlite' : ''}) per request${serverCpu ? ', and the PostgreSQL server per request (mean)' : ''}`);
  console.log(`| kind | requests | p50 ms | p95 ms | p99 ms | CPU p50 / p95 ms |${serverCpu ? ' server CPU ms |' : ''}\n|---|---:|---:|---:|---:|---:|${serverCpu ? '---:|' : ''}`);
  for (const [kind, m] of [...measured].sort(([a], [b]) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
    const wall = [...m.wall].sort((a, b) => a - b);
    const cpu = [...m.cpu].sort((a, b) => a - b);
    const server = serverCpu ? ` ${((m.serverCpu * 1000) / wall.length).toFixed(1)} |` : '';
    console.log(`| ${kind} | ${wall.length} | ${percentile(wall, 0.5).toFixed(1)} | ${percentile(wall, 0.95).toFixed(1)} | ${percentile(wall, 0.99).toFixed(1)} | ${percentile(cpu, 0.5).toFixed(1)} / ${percentile(cpu, 0.95).toFixed(1)} |${server}`);
  }
  console.log(`slowest: ${slowest.sort((a, b) => b.ms - a.ms).slice(0, 8).map((s) => `"${s.query}" ${s.ms.toFixed(0)} ms`).join(', ')}`);
}

/**
 * The app over a database whose raw statements are also recorded (Prisma.Sql with the values as
 * sent), for EXPLAIN: the search's statements are all $queryRaw.
 */
function recordingRawStatements(database: Database): { database: Database; statements: Prisma.Sql[] } {
  const statements: Prisma.Sql[] = [];
  const prisma = new Proxy(database.prisma, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== '$queryRaw' || typeof value !== 'function') return value;
      // Called as a tagged template, or with a finished Prisma.Sql (search-first-pass.ts).
      return (strings: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
        statements.push(strings instanceof Prisma.Sql ? strings : Prisma.sql(strings, ...values));
        return (value as (...args: unknown[]) => unknown).call(target, strings, ...values);
      };
    },
  });
  return { database: { ...database, prisma }, statements };
}

async function explain(database: Database, config: Config, query: string): Promise<void> {
  const recording = recordingRawStatements(database);
  const app = createApp({ config, database: recording.database });
  const send = () =>
    app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query S($q: String!) { searchSuggestions(query: $q, first: 8) { id } }', variables: { q: query } }) }));
  await send();
  recording.statements.length = 0;
  await send();
  for (const statement of [...recording.statements]) {
    const plan = await database.prisma.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, ...statement.values);
    console.log(`\n-- ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}…\n${plan.map((r) => Object.values(r)[0]).join('\n')}`);
    if (process.argv.includes("--values")) console.log(statement.values);
  }
}

async function benchDatabase(kind: string): Promise<void> {
  const dataDir = path.join(workDir, `search-latency-${kind}-${products}`);
  const pg = kind === 'postgres' && !databaseUrl ? await startThrowawayPostgres() : undefined;
  try {
    const url = kind === 'postgres' ? (databaseUrl || pg?.url) : undefined;
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
    console.log(`\n== ${kind}, ${products} products ==`);
    // The seed adds the demo data to an empty database and leaves a seeded one as it is. Without
    // the demo's 90 days of activity (orders, payments, viewings, enquiries, page views, saves):
    // none of it is read by search, and it took minutes on a loaded machine.
    if (url || !fs.existsSync(path.join(dataDir, 'pglite'))) await run(path.join(root, 'node_modules/.bin/tsx'), ['prisma/seed/main.ts', '--no-activity'], env);
    const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error', RESPONSE_CACHE: '0', DATABASE_STATEMENT_TIMEOUT_SECONDS: '0' });
    const database = await openDatabase(config);
    try {
      // A kept database (bench/.work) is not seeded again: migrations added since apply here.
      await applyMigrations(database);
      await growCatalogue(database, products);
      if (explainQuery) await explain(database, config, explainQuery);
      else await timeSuggestions(database, createApp({ config, database }), querySet());
    } finally {
      await database.close();
    }
  } finally {
    pg?.stop();
  }
}

for (const kind of databases) await benchDatabase(kind);
