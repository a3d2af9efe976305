import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import { runScriptsWhole } from '../../../prisma/engine/pg-scripts.mjs';
import type { Config } from '../config.ts';
import { openPgliteThread } from './pglite-thread.ts';
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
  const thread = await openPgliteThread(path.join(config.dataDir, 'pglite'));
  const prisma = new PrismaClient({ adapter: thread.adapter });
  return {
    prisma,
    kind: 'pglite',
    migrationAdapter: migrationAware(thread.adapter),
    async close() {
      await prisma.$disconnect();
      await thread.close();
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
