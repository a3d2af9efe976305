// npm run seed -- [--products N] [--reset] [--no-activity]
//   Applies pending migrations, seeds the demo data (with 90 days of activity up to today, unless
//   --no-activity) when the database is empty, then (with
//   --products) adds synthetic products until the catalogue holds N. --reset empties every
//   table first (pictures in storage, the uploads directory or the S3 bucket, are kept and reused).
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase, type Db } from '../../api/src/db/database.ts';
import { applyMigrations } from '../../api/src/db/migrate.ts';
import { createStorage } from '../../api/src/adapters/create-storage.ts';
import { seedDemoData } from './demo.ts';
import { topUpProducts } from './topup.ts';

function parseArgs(argv: string[]) {
  let products: number | undefined;
  let reset = false;
  let activity = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') reset = true;
    else if (arg === '--no-activity') activity = false;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      products = Number(value);
      if (!Number.isInteger(products) || products < 0) throw new Error(`--products needs a whole number, got "${value}"`);
    } else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm run seed -- [--products N] [--reset] [--no-activity]');
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}" (try --help)`);
  }
  return { products, reset, activity };
}

async function emptyAllTables(db: Db) {
  const tables = await db.$queryRaw<{ tablename: string }[]>`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  if (tables.length) await db.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  console.log(`Reset: emptied ${tables.length} tables`);
}

async function main() {
  const { products, reset, activity } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    const applied = await applyMigrations(database);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    const db = database.prisma;
    if (reset) await emptyAllTables(db);
    const storage = createStorage(config);
    if ((await db.vendor.count()) === 0) await seedDemoData(db, { storage, products, activity: activity ? { now: new Date() } : undefined });
    else {
      console.log('Seed: vendors exist already, demo data not added (use --reset to start over)');
      if (products !== undefined) await topUpProducts(db, { storage, target: products });
    }
    // Fresh planner statistics for what was just written, and the new rows marked visible to all
    // (the work the first readers would otherwise do). PostgreSQL's autovacuum would get there a
    // minute later, in the middle of whatever runs then (a benchmark of 100k fresh products ran
    // its list at half speed); the embedded database has no autovacuum at all.
    await db.$executeRawUnsafe('VACUUM ANALYZE');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind} database, data in ${config.dataDir})`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
