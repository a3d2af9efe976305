/**
 * Prepares the database and serves: the last step of `npm start` (scripts/start.ts), and the
 * process that the end-to-end tests, the benchmark and the multi-process tests start
 * (`node --import tsx scripts/serve.ts`). Migrations and statistics are the runtime's
 * (api/src/run-server.ts); the demo data on a first start (SEED_DEMO_DATA, default on) is added
 * here, so the server under api/src never loads the seed's drawing code. It runs in this process
 * before any worker process starts, exactly once.
 */
import { loadConfig, type Config } from '../api/src/config.ts';
import type { Database } from '../api/src/db/database.ts';
import { createStorage } from '../api/src/adapters/create-storage.ts';
import { runServer } from '../api/src/run-server.ts';
import { closeOnSignals } from '../api/src/close-on-signals.ts';
import type { RunningServer } from '../api/src/server.ts';

/** Adds the demo data when the database has no vendor yet (and redraws missing demo pictures). */
async function seedOnFirstStart(config: Config, database: Database): Promise<void> {
  const { seedDemoDataIfEmpty } = await import('../prisma/seed/demo.ts');
  // The activity is dated back from today, so the dashboard's charts open on the last 90 days.
  await seedDemoDataIfEmpty(database.prisma, { storage: createStorage(config), activity: config.seedDemoActivity ? { now: new Date() } : undefined });
}

/** Starts the product as configured, with the demo data unless SEED_DEMO_DATA=0. */
export function serve(config: Config = loadConfig()): Promise<RunningServer> {
  return runServer(config, { populate: config.seedDemoData ? (database) => seedOnFirstStart(config, database) : undefined });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  closeOnSignals(await serve());
}
