import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import { runScriptsWhole } from './pg-scripts.mjs';
import type { Config, DatabaseTimeouts } from '../config.ts';
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

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectSeconds: 3, statementSeconds: 30 };

/**
 * Opens the embedded PGlite database under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
 * `onConnectionError` hears of connections lost outside a query (a database restart closes the
 * idle ones); the pool replaces them on the next query.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseTimeouts'>>,
  { onConnectionError = (error: Error) => console.error('database connection lost:', error.message) }: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { connectSeconds, statementSeconds } = config.databaseTimeouts ?? DEFAULT_TIMEOUTS;
    // One pool for Prisma and the row reader: the adapter wraps a pool it is given instead of
    // opening one per connect().
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Also bounds the wait for a free connection of the pool.
      connectionTimeoutMillis: connectSeconds * 1000,
      // Sent at connect: the server stops a statement running longer (SQLSTATE 57014).
      statement_timeout: statementSeconds * 1000,
      // A connection whose peer vanished (a cut network) is noticed by the kernel, not only at the next query.
      keepAlive: true,
    });
    // The adapter listens too (for its own debug log), but only once Prisma connects: without a
    // listener of our own, an idle connection closed by a restart before that would be an
    // unhandled 'error' event, which ends the process.
    pool.on('error', onConnectionError);
    const adapter = new PrismaPg(pool, {
      statementNameGenerator: preparedStatementNames() as (query: SqlQuery) => string,
      onConnectionError,
    });
    const prisma = new PrismaClient({ adapter });
    return {
      prisma,
      kind: 'postgres',
      readRows: rowReader(adapter.connect()),
      jobSql: (text, values) => pool.query(text, values),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Migrations get a pool of their own, without the statement limit (an index on a large
      // table may rightly take longer), whose connections close as soon as they fall idle: Prisma's
      // schema engine holds a session-level advisory lock until its connection closes, and on the
      // app's pool that connection stayed open, so the next process to start (another instance,
      // a restart) timed out waiting for the lock.
      migrationAdapter: migrationAware(runScriptsWhole(new PrismaPg({ connectionString: config.databaseUrl, connectionTimeoutMillis: connectSeconds * 1000, idleTimeoutMillis: 100 }))),
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
