/**
 * An app on a database of its own, driven in-process through app.fetch(new Request(...)).
 *
 *   const t = await createTestApp({ seed: true });
 *   afterAll(() => t.close());
 *   const res = await t.request('/api/products');
 *   const { data, errors } = await t.graphql(`{ viewer { id } }`);
 *
 * The database is embedded PGlite in a temporary DATA_DIR, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/with-postgres.ts sets it), a uniquely named database on that server,
 * dropped on close. Migrating (and seeding) a database takes seconds, so each run keeps one
 * migrated and one seeded template — a PGlite data directory (plain files) or a PostgreSQL
 * template database — built by whichever test file needs it first, and copied for each test
 * file. The cache lives in the run directory made by global-setup.ts and dies with the run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp, type App } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database, type Db } from '../../src/db/database.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { createDatabase, databaseUrl, dropDatabase, terminateConnections } from './pg-admin.ts';

export interface TestAppOptions {
  /** Load the demo data (prisma/seed/demo.ts). Default false: migrated, empty tables. */
  seed?: boolean;
  /** Extra environment for loadConfig (DATA_DIR and DATABASE_URL are set by the helper). */
  env?: Record<string, string | undefined>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** The parsed body when it is JSON, else undefined. */
  json: T;
  text: string;
}

export interface GraphqlResponse<TData = any> extends TestResponse {
  data: TData | null | undefined;
  errors: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }> | undefined;
}

export interface TestApp {
  app: App;
  /** The Prisma client of this app's database. */
  db: Db;
  database: Database;
  config: Config;
  /** The temporary DATA_DIR (embedded database, uploads). */
  dataDir: string;
  request(path: string, init?: RequestInit): Promise<TestResponse>;
  graphql<TData = any>(query: string, variables?: Record<string, unknown>, headers?: HeadersInit): Promise<GraphqlResponse<TData>>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://test.local';

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(options);
  const { config, database } = testDatabase;
  const app = createApp({ config, database });

  async function request(pathname: string, init?: RequestInit): Promise<TestResponse> {
    const response = await app.fetch(new Request(TEST_ORIGIN + pathname, init));
    const text = await response.text();
    let json: unknown;
    if (/\bjson\b/i.test(response.headers.get('content-type') ?? '') && text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  async function graphql(query: string, variables?: Record<string, unknown>, headers?: HeadersInit): Promise<GraphqlResponse> {
    const headerBag = new Headers(headers);
    if (!headerBag.has('content-type')) headerBag.set('content-type', 'application/json');
    if (!headerBag.has('accept')) headerBag.set('accept', 'application/graphql-response+json, application/json');
    const response = await request('/graphql', { method: 'POST', headers: headerBag, body: JSON.stringify({ query, variables }) });
    return { ...response, data: response.json?.data, errors: response.json?.errors };
  }

  return {
    app,
    db: database.prisma,
    database,
    config,
    dataDir: testDatabase.dataDir,
    request,
    graphql,
    close: testDatabase.destroy,
  };
}

// ---------------------------------------------------------------------------------------------
// Databases

export interface TestDatabase {
  config: Config;
  database: Database;
  dataDir: string;
  destroy(): Promise<void>;
}

type Kind = 'migrated' | 'seeded';

/** Where a database lives: a DATA_DIR, plus a database name when on PostgreSQL. */
interface Place {
  dataDir: string;
  pgName?: string;
}

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (serverUrl && !/^postgres(ql)?:\/\//.test(serverUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');

/** The per-run cache, when running under vitest with global-setup.ts; else no cache. */
function runCache(): { dir: string; id: string } | undefined {
  try {
    const dir = inject('testRunDir');
    const id = inject('testRunId');
    if (dir && id && fs.existsSync(dir)) return { dir, id };
  } catch {
    // not inside a vitest worker
  }
  return undefined;
}

const cache = runCache();
const runId = cache?.id ?? crypto.randomBytes(4).toString('hex');

export async function createTestDatabase(options: TestAppOptions = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-test-'));
  const place: Place = { dataDir, pgName: serverUrl ? `homes_test_${runId}_${crypto.randomBytes(4).toString('hex')}` : undefined };
  const removePlace = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && place.pgName) await dropDatabase(serverUrl, place.pgName);
  };
  try {
    await materialize(options.seed ? 'seeded' : 'migrated', place);
    const config = configFor(place, options.env);
    const database = await openDatabase(config);
    let destroyed: Promise<void> | undefined;
    return {
      config,
      database,
      dataDir,
      destroy: () =>
        (destroyed ??= (async () => {
          try {
            await database.close();
          } finally {
            await removePlace();
          }
        })()),
    };
  } catch (error) {
    await removePlace().catch(() => {});
    throw error;
  }
}

function configFor(place: Place, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO_DATA: '0',
    ...env,
    DATA_DIR: place.dataDir,
    DATABASE_URL: serverUrl && place.pgName ? databaseUrl(serverUrl, place.pgName) : undefined,
  });
}

/** Brings `place` (an empty DATA_DIR, a database name not yet created) to the state `kind`. */
async function materialize(kind: Kind, place: Place): Promise<void> {
  if (!cache) return build(kind, place);
  const template = await ensureTemplate(kind, cache.dir);
  // A PGlite data directory is plain files; on PostgreSQL only the uploads are files.
  fs.cpSync(template.dataDir, place.dataDir, { recursive: true });
  fs.rmSync(path.join(place.dataDir, 'pglite', 'postmaster.pid'), { force: true });
  if (serverUrl && place.pgName && template.pgName) await createDatabase(serverUrl, place.pgName, template.pgName);
}

async function build(kind: Kind, place: Place): Promise<void> {
  if (kind === 'seeded') await materialize('migrated', place);
  else if (serverUrl && place.pgName) await createDatabase(serverUrl, place.pgName);
  const config = configFor(place);
  const database = await openDatabase(config);
  try {
    if (kind === 'migrated') await applyMigrations(database);
    else {
      const { seedDemoData } = await import('../../../prisma/seed/demo.ts');
      await seedDemoData(database.prisma, { uploadsDir: config.uploadsDir });
    }
  } finally {
    await database.close();
  }
}

/** The run's template for `kind`, built once by whichever test process asks first. */
async function ensureTemplate(kind: Kind, runDir: string): Promise<Place> {
  const template: Place = {
    dataDir: path.join(runDir, `template-${kind}`),
    pgName: serverUrl ? `homes_tpl_${runId}_${kind}` : undefined,
  };
  const ready = path.join(runDir, `template-${kind}.ready`);
  if (fs.existsSync(ready)) return template;
  await withLock(path.join(runDir, `template-${kind}.lock`), async () => {
    if (fs.existsSync(ready)) return;
    // Leftovers of a builder that died half-way.
    fs.rmSync(template.dataDir, { recursive: true, force: true });
    if (serverUrl && template.pgName) await dropDatabase(serverUrl, template.pgName);
    fs.mkdirSync(template.dataDir, { recursive: true });
    await build(kind, template);
    if (serverUrl && template.pgName) await terminateConnections(serverUrl, template.pgName);
    fs.writeFileSync(ready, new Date().toISOString());
  });
  return template;
}

/** A lock between the test processes of one run: mkdir is atomic. */
async function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockHolderDied(lockDir)) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function lockHolderDied(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    return false; // being created right now
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
