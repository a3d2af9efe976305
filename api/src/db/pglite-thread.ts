import { Worker } from 'node:worker_threads';
import {
  DriverAdapterError,
  type ConnectionInfo,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import type { JobSql } from './job-sql.ts';

/** Once the database is closing, a statement may still end its own transaction, and nothing else. */
const ALLOWED_WHILE_CLOSING = new Set(['commit', 'rollback', 'close']);

type PlainError = { driverError: ConstructorParameters<typeof DriverAdapterError>[0] } | { message: string; name: string; stack?: string };

interface Ready {
  adapterName: string;
  connectionInfo?: ConnectionInfo;
}

export interface PgliteThread {
  /** Prisma's driver adapter, answered by the database thread. */
  adapter: SqlDriverAdapterFactory;
  /** The job queue's SQL, answered by the database thread (pglite-host.mjs `jobSql`). */
  jobSql: JobSql;
  /** Closes the database (flushing it to disk) and ends the thread. */
  close(): Promise<void>;
}

function revive(error: PlainError): Error {
  if ('driverError' in error) return new DriverAdapterError(error.driverError);
  return Object.assign(new Error(error.message), { name: error.name, stack: error.stack });
}

/** Sends one operation to the database thread and waits for its answer. */
type ThreadCall = <T>(op: string, ...args: unknown[]) => Promise<T>;

/** Prisma's connection (and its transactions) as calls to the database thread. */
function connectionOver(call: ThreadCall, info: Ready): SqlDriverAdapter {
  const provider = 'postgres' as const;
  const adapterName = info.adapterName;
  return {
    provider,
    adapterName,
    queryRaw: (query: SqlQuery) => call<SqlResultSet>('queryRaw', query),
    executeRaw: (query: SqlQuery) => call<number>('executeRaw', query),
    executeScript: (script: string) => call<void>('executeScript', script),
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      const { id, options } = await call<{ id: number; options: Transaction['options'] }>('startTransaction', isolationLevel);
      return {
        provider,
        adapterName,
        options,
        queryRaw: (query: SqlQuery) => call<SqlResultSet>('transactionQueryRaw', id, query),
        executeRaw: (query: SqlQuery) => call<number>('transactionExecuteRaw', id, query),
        commit: () => call<void>('commit', id),
        rollback: () => call<void>('rollback', id),
      };
    },
    getConnectionInfo: () => info.connectionInfo ?? { supportsRelationJoins: true },
    dispose: () => Promise.resolve(),
  };
}

/**
 * Opens the embedded database in a worker thread of its own (see pglite-host.mjs): its queries,
 * which run synchronously in WASM, no longer hold up the requests the app is working on, and the
 * two use both cores. `dir` undefined means an in-memory database.
 */
export async function openPgliteThread(dir: string | undefined): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-host.mjs', import.meta.url), { workerData: { dir } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextCall = 0;
  let broken: Error | undefined;
  let closing: Promise<void> | undefined;

  const failAll = (error: Error) => {
    broken ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  const ready = new Promise<Ready>((resolve, reject) => {
    worker.on('message', (message: { ready?: Ready; failed?: PlainError; id?: number; result?: unknown; error?: PlainError }) => {
      if (message.ready) return resolve(message.ready);
      if (message.failed) return reject(revive(message.failed));
      const call = pending.get(message.id!);
      if (!call) return;
      pending.delete(message.id!);
      if (message.error) call.reject(revive(message.error));
      else call.resolve(message.result);
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the database thread exited (code ${code})`);
      // Expected after close(); otherwise every query from now on fails with this error.
      if (!closing) console.error(`${error.message}: the embedded database is no longer available`);
      reject(error);
      failAll(error);
    });
  });

  function call<T>(op: string, ...args: unknown[]): Promise<T> {
    if (broken) return Promise.reject(broken);
    // Requests still running when the server stops keep sending statements: refused here, since
    // the thread may be gone before it could answer them.
    if (closing && !ALLOWED_WHILE_CLOSING.has(op)) return Promise.reject(new Error('the database is closing'));
    const id = ++nextCall;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  }

  let info: Ready;
  try {
    info = await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const connection = connectionOver(call, info);
  const { provider, adapterName } = connection;

  return {
    jobSql: (text, values) => call('jobSql', text, values),
    adapter: {
      provider,
      adapterName,
      connect: () => Promise.resolve(connection),
    },
    close: () =>
      (closing ??= (async () => {
        if (broken) return;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        await call('close');
        await exited;
      })()),
  };
}
