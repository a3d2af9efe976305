import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import { runScriptsWhole } from './pg-scripts.mjs';
import type { Config } from '../config.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { preparedStatementNames } from './statement-names.ts';
import { rowReader, type ReadRows } from './read-rows.ts';
import type { JobSql } from './job-sql.ts';

export type Db = InstanceType<typeof PrismaClient>;

export interface Database {
  prisma: Db;
  kind: 'pglite' | 'postgres';
  /** One read statement's rows, through Prisma's own driver adapter without its row mapping (read-rows.ts). */
  readRows: ReadRows;
  /** The job queue's own statements (job-sql.ts). */
  jobSql: JobSql;
  /** The same database seen by Prisma's schema engine, for applying migrations. */
  migrationAdapter: SqlMigrationAwareDriverAdapterFactory;
  /** The PostgreSQL pool's connections (for /metrics); PGlite has one connection and no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Opens the embedded PGlite database under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    // One pool for Prisma and the row reader: the adapter wraps a pool it is given instead of
    // opening one per connect().
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const adapter = new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() as (query: SqlQuery) => string });
    const prisma = new PrismaClient({ adapter });
    return {
      prisma,
      kind: 'postgres',
      readRows: rowReader(adapter.connect()),
      jobSql: (text, values) => pool.query(text, values),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrationAdapter: migrationAware(runScriptsWhole(adapter)),
      close: once(async () => {
        await prisma.$disconnect();
        await pool.end();
      }),
    };
  }
  const thread = await openPgliteThread(path.join(config.dataDir, 'pglite'));
  const prisma = new PrismaClient({ adapter: thread.adapter });
  return {
    prisma,
    kind: 'pglite',
    readRows: rowReader(thread.adapter.connect()),
    jobSql: thread.jobSql,
    migrationAdapter: migrationAware(thread.adapter),
    async close() {
      await prisma.$disconnect();
      await thread.close();
    },
  };
}

/** `close` may be called again (a stop during a stop); the pool can be ended only once. */
function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
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
