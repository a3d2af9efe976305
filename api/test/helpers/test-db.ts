/**
 * Fresh databases for tests, fast.
 *
 * The database is embedded PGlite in a temporary DATA_DIR, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/with-postgres.ts sets it), a uniquely named database on that server,
 * dropped afterwards. Migrating takes a second and seeding the demo data (with its pictures) tens
 * of seconds, so each run keeps one migrated and one seeded template — a PGlite data directory
 * (plain files) or a PostgreSQL template database, plus the uploads directory — built by whichever
 * test process asks first, and copied for every test file after. The cache lives in the run
 * directory made by global-setup.ts and dies with the run; outside vitest there is no cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { createDiskStorage } from '../../src/adapters/storage.ts';
import { createDatabase, databaseUrl, dropDatabase, terminateConnections } from './pg-admin.ts';

export interface TestDatabaseOptions {
  /** Load the demo data (prisma/seed/demo.ts). Default false: migrated, empty tables. */
  seed?: boolean;
  /** Extra environment for loadConfig (DATA_DIR and DATABASE_URL are set by the helper). */
  env?: Record<string, string | undefined>;
}

export interface TestDatabase {
  config: Config;
  database: Database;
  dataDir: string;
  destroy(): Promise<void>;
}

type Kind = 'migrated' | 'seeded';

/** Where a database lives: a DATA_DIR, plus a server and a database name on PostgreSQL. */
interface Place {
  dataDir: string;
  pg?: { serverUrl: string; name: string };
}

export const testServerUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (testServerUrl && !/^postgres(ql)?:\/\//.test(testServerUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');

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
const randomName = (prefix: string) => `${prefix}_${runId}_${crypto.randomBytes(4).toString('hex')}`;

/** A migrated (or seeded) database of its own, open; destroy() closes and removes it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-test-'));
  const place: Place = { dataDir, pg: testServerUrl ? { serverUrl: testServerUrl, name: randomName('homes_test') } : undefined };
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
            await removePlace(place);
          }
        })()),
    };
  } catch (error) {
    await removePlace(place).catch(() => {});
    throw error;
  }
}

/**
 * A fresh DATA_DIR holding a closed embedded (PGlite) database, migrated (and seeded, with its
 * uploads), for a server process to open: the e2e harness starts the real server on it. Always
 * PGlite, whatever TEST_DATABASE_URL says. The caller removes the directory.
 */
export async function createDataDir(options: { seed?: boolean } = {}): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-data-'));
  try {
    await materialize(options.seed ? 'seeded' : 'migrated', { dataDir });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

async function removePlace(place: Place): Promise<void> {
  fs.rmSync(place.dataDir, { recursive: true, force: true });
  if (place.pg) await dropDatabase(place.pg.serverUrl, place.pg.name);
}

function configFor(place: Place, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO_DATA: '0',
    // Tests change rows behind the app's back and read them at once: the shared answer cache
    // would hide that. Its own test (response-cache.test.ts) and the e2e servers turn it on.
    RESPONSE_CACHE: '0',
    // The test machine is shared and its CPU may run many times slower than a server's: a burst
    // of a test's own requests must not be shed for waiting past production's 2 s. The tests of
    // the bound (overload.test.ts) set their own.
    MAX_QUEUE_WAIT_MS: '60000',
    ...env,
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.pg ? databaseUrl(place.pg.serverUrl, place.pg.name) : undefined,
  });
}

/** Brings `place` (an empty DATA_DIR, a database name not yet created) to the state `kind`. */
async function materialize(kind: Kind, place: Place): Promise<void> {
  if (!cache) return build(kind, place);
  const template = await ensureTemplate(kind, place.pg?.serverUrl, cache.dir);
  // A PGlite data directory is plain files; on PostgreSQL only the uploads are files.
  fs.cpSync(template.dataDir, place.dataDir, { recursive: true });
  fs.rmSync(path.join(place.dataDir, 'pglite', 'postmaster.pid'), { force: true });
  if (place.pg && template.pg) await createDatabase(place.pg.serverUrl, place.pg.name, template.pg.name);
}

async function build(kind: Kind, place: Place): Promise<void> {
  if (kind === 'seeded') await materialize('migrated', place);
  else if (place.pg) await createDatabase(place.pg.serverUrl, place.pg.name);
  const config = configFor(place);
  const database = await openDatabase(config);
  try {
    if (kind === 'migrated') await applyMigrations(database);
    else {
      reusePictures(config.uploadsDir);
      const { seedDemoData } = await import('../../../prisma/seed/demo.ts');
      await seedDemoData(database.prisma, { storage: createDiskStorage(config.uploadsDir), log: () => {} });
    }
  } finally {
    await database.close();
  }
}

/**
 * The seed draws its pictures (most of its time) only when they are missing, and they are the
 * same for every backend: start from those of a seeded template already built in this run.
 */
function reusePictures(uploadsDir: string): void {
  if (!cache) return;
  for (const backend of ['pglite', 'postgres']) {
    const label = `template-seeded-${backend}`;
    const uploads = path.join(cache.dir, label, 'uploads');
    if (fs.existsSync(path.join(cache.dir, `${label}.ready`)) && fs.existsSync(uploads)) {
      fs.cpSync(uploads, uploadsDir, { recursive: true });
      return;
    }
  }
}

/** The run's template for `kind` on one backend, built once by whichever test process asks first. */
async function ensureTemplate(kind: Kind, serverUrl: string | undefined, runDir: string): Promise<Place> {
  const label = `template-${kind}-${serverUrl ? 'postgres' : 'pglite'}`;
  const template: Place = {
    dataDir: path.join(runDir, label),
    pg: serverUrl ? { serverUrl, name: `homes_tpl_${runId}_${kind}` } : undefined,
  };
  const ready = path.join(runDir, `${label}.ready`);
  if (fs.existsSync(ready)) return template;
  await withLock(path.join(runDir, `${label}.lock`), async () => {
    if (fs.existsSync(ready)) return;
    // Leftovers of a builder that died half-way.
    fs.rmSync(template.dataDir, { recursive: true, force: true });
    if (template.pg) await dropDatabase(template.pg.serverUrl, template.pg.name);
    fs.mkdirSync(template.dataDir, { recursive: true });
    await build(kind, template);
    if (template.pg) await terminateConnections(template.pg.serverUrl, template.pg.name);
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
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`, { cause: error });
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
