import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import { openPglite } from '../../../prisma/engine/pglite.mjs';
import { runScriptsWhole } from '../../../prisma/engine/pg-scripts.mjs';
import type { Config } from '../config.ts';
import { withPreparedStatements } from './pglite-prepared.ts';
import { preparedStatementNames } from './statement-names.ts';

export type Db = InstanceType<typeof PrismaClient>;

export interface Database {
  prisma: Db;
  kind: 'pglite' | 'postgres';
  /** The same database seen by Prisma's schema engine, for applying migrations. */
  migrationAdapter: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/** Opens the embedded PGlite database under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const adapter = new PrismaPg(
      { connectionString: config.databaseUrl, max: 10 },
      { statementNameGenerator: preparedStatementNames() as (query: SqlQuery) => string },
    );
    const prisma = new PrismaClient({ adapter });
    return {
      prisma,
      kind: 'postgres',
      migrationAdapter: migrationAware(runScriptsWhole(adapter)),
      close: () => prisma.$disconnect(),
    };
  }
  const pglite = await openPglite(path.join(config.dataDir, 'pglite'));
  const adapter = new PrismaPGlite(withPreparedStatements(pglite) as PGlite);
  const prisma = new PrismaClient({ adapter });
  // PGlite has no background checkpointer: without one, write-ahead log piles up until a commit
  // blocks for good (seen at ~540 MB). A checkpoint a minute keeps it small; it takes ~0.3 s.
  const checkpointer = setInterval(() => void pglite.exec('CHECKPOINT').catch(() => {}), 60_000);
  checkpointer.unref();
  return {
    prisma,
    kind: 'pglite',
    migrationAdapter: migrationAware(adapter),
    async close() {
      clearInterval(checkpointer);
      await prisma.$disconnect();
      // PGlite flushes to disk and releases the event loop only on close().
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Migrations at start never need a shadow database; refuse clearly if one is asked for. */
function migrationAware(factory: { provider: string; adapterName: string; connect(): Promise<any> }): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider as 'postgres',
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => Promise.reject(new Error('no shadow database when applying migrations at start')),
  };
}
