// The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs queries
// synchronously, so on the app's thread every query would stop all other requests for its
// duration. Here it runs beside the app; the app talks to it through pglite-thread.ts with plain
// messages that mirror Prisma's driver adapter calls. Plain JavaScript: a worker thread starts
// without the app's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openPglite } from './open-pglite.mjs';
import { withPreparedStatements } from './pglite-prepared.mjs';
import { decodeDataRowsInPlace } from './pglite-rows.mjs';

/** PGlite has no background checkpointer: without one, write-ahead log piles up until a commit
 * blocks for good (seen at ~540 MB). A checkpoint a minute keeps it small; it takes ~0.3 s. */
const CHECKPOINT_EVERY_MS = 60_000;

/** An error as plain data: a driver error keeps its kind and codes for Prisma to map. */
function plain(error) {
  if (error?.name === 'DriverAdapterError' && error.cause) return { driverError: error.cause };
  return { message: error?.message ?? String(error), name: error?.name ?? 'Error', stack: error?.stack };
}

let pglite;
try {
  // First: on a PGlite version the patches were not written for, the start stops with the reason.
  decodeDataRowsInPlace();
  pglite = await openPglite(workerData.dir);
} catch (error) {
  parentPort.postMessage({ failed: plain(error) });
  parentPort.close();
}

if (pglite) {
  const adapter = await new PrismaPGlite(withPreparedStatements(pglite)).connect();
  const transactions = new Map();
  let nextTransaction = 0;
  /** Work under way; close() lets it finish first (see there). */
  const underWay = new Set();
  const track = (promise) => {
    underWay.add(promise);
    const done = () => underWay.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const checkpointer = setInterval(() => void track(pglite.exec('CHECKPOINT')).catch(() => {}), CHECKPOINT_EVERY_MS);

  const transaction = (id) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`transaction ${id} is not open`);
    return open;
  };

  /** Ends an open transaction one way or the other; its id is spent either way. */
  const finish = async (id, how) => {
    const open = transaction(id);
    transactions.delete(id);
    await open[how]();
  };

  const operations = {
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    /**
     * A script may create types (a migration's enums). PGlite sends an array parameter by the
     * array types it read when it opened, so a type made since would go as "A,B" and be refused
     * (a first `npm start` seeding right after its migrations): it reads them again.
     */
    async executeScript(script) {
      const result = await adapter.executeScript(script);
      await pglite.refreshArrayTypes();
      return result;
    },
    /**
     * The job queue's SQL (pg-boss's own statements, outside Prisma): with values one statement,
     * without them possibly several (its migrations and locked sections), answering the last
     * statement's rows either way.
     */
    async jobSql(text, values) {
      if (values?.length) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async startTransaction(isolationLevel) {
      const opened = await adapter.startTransaction(isolationLevel);
      const id = ++nextTransaction;
      transactions.set(id, opened);
      return { id, options: opened.options };
    },
    transactionQueryRaw: (id, query) => transaction(id).queryRaw(query),
    transactionExecuteRaw: (id, query) => transaction(id).executeRaw(query),
    commit: (id) => finish(id, 'commit'),
    rollback: (id) => finish(id, 'rollback'),
    /**
     * PGlite's close() shuts the engine down without waiting for statements queued behind its
     * locks; one that ran afterwards spun in WASM for good (a stop during traffic then hung until
     * the server's stop timer killed the process with the database unclosed). So: the work under
     * way finishes, transactions still open roll back, then close. No new work arrives meanwhile:
     * pglite-thread.ts sends nothing after `close` but the ends of open transactions.
     */
    async close() {
      clearInterval(checkpointer);
      const rollBackOpen = () => Promise.allSettled([...transactions.keys()].map((id) => finish(id, 'rollback')));
      // Open transactions first: statements waiting for them could not finish otherwise.
      await rollBackOpen();
      while (underWay.size) await Promise.allSettled([...underWay]);
      await rollBackOpen();
      // PGlite flushes to disk and releases the event loop only on close().
      if (!pglite.closed) await pglite.close();
    },
  };

  parentPort.on('message', async ({ id, op, args }) => {
    try {
      const result = await (op === 'close' ? operations.close() : track(operations[op](...args)));
      parentPort.postMessage({ id, result });
      if (op === 'close') parentPort.close();
    } catch (error) {
      parentPort.postMessage({ id, error: plain(error) });
    }
  });
  parentPort.postMessage({ ready: { adapterName: adapter.adapterName, connectionInfo: adapter.getConnectionInfo?.() } });
}
