import type { Config } from '../config.ts';
import { openDatabase, type Database } from './database.ts';
import { applyMigrations } from './migrate.ts';

export interface Preparation {
  /**
   * Runs after the migrations and before the planner statistics are gathered, so they count what
   * it wrote: the start script's demo data (scripts/serve.ts). The runtime itself adds no rows.
   */
  populate?: (database: Database) => Promise<void>;
}

/** Opens the database and brings it up to date: migrations, `populate` (demo data on first start), statistics. */
export async function prepareDatabase(config: Config, { populate }: Preparation = {}): Promise<Database> {
  const database = await openDatabase(config);
  try {
    const applied = await applyMigrations(database);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (populate) await populate(database);
    // PGlite has no autovacuum, so nothing gathers planner statistics by itself: without them it
    // hash-joins and sorts whole tables instead of walking the listing indexes.
    if (database.kind === 'pglite') await database.prisma.$executeRawUnsafe('ANALYZE');
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
