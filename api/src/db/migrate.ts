import fs from 'node:fs';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { loadSchemaEngineWasm } from './schema-engine-wasm.mjs';
import { projectRoot } from '../config.ts';
import type { Database } from './database.ts';
import { installJobSchema } from '../jobs/job-queue.ts';

const migrationsDir = path.join(projectRoot, 'prisma/migrations');

/**
 * Applies pending migrations from prisma/migrations with Prisma's own schema engine (WASM),
 * so the bookkeeping in _prisma_migrations is exactly what `prisma migrate deploy` writes.
 */
export async function applyMigrations(database: Database): Promise<string[]> {
  const wasm = await loadSchemaEngineWasm();
  const engine = await wasm.SchemaEngine.new({ datamodels: undefined }, () => {}, bindMigrationAwareSqlAdapterFactory(database.migrationAdapter));
  try {
    const names = fs.readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    const read = (...parts: string[]) => fs.readFileSync(path.join(migrationsDir, ...parts), 'utf8');
    const migrationsList = {
      baseDir: migrationsDir,
      shadowDbInitScript: '',
      lockfile: { path: 'migration_lock.toml', content: read('migration_lock.toml') },
      migrationDirectories: names.map((name) => ({
        path: name,
        migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: read(name, 'migration.sql') } },
      })),
    };
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } });
    // The job queue keeps its own tables (pg-boss migrates them by its own version table).
    await installJobSchema(database);
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}
