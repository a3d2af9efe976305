import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from './server.ts';
import { aggregateWorkerMetrics } from './http/cluster-metrics.ts';

/** A replacement for a worker that crashed soon after starting waits this long (no hot loop). */
const RESTART_BACKOFF_MS = 1_000;
const MIN_HEALTHY_MS = 5_000;

/**
 * Runs `count` copies of the worker script, which all listen on the same port (node:cluster hands
 * them the connections in turn). The app keeps no state of its own between requests: sessions,
 * rate limits and mail are in the database, and the answer caches are kept coherent through
 * PostgreSQL LISTEN/NOTIFY, so any worker may answer any request. A worker that crashes is
 * replaced; one that fails before the server is up fails the start. close() stops them all and
 * waits until they have closed their databases.
 */
export function startCluster(count: number, workerScript: URL): Promise<RunningServer> {
  // The workers run with this process's Node flags, so TypeScript loads there as it does here.
  cluster.setupPrimary({ exec: fileURLToPath(workerScript), execArgv: process.execArgv });
  aggregateWorkerMetrics();
  const startedAt = new Map<Worker, number>();
  let closing = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  return new Promise((resolve, reject) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      if (++listening === count) resolve({ port: address.port, close });
    });
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (closing) return;
      const how = signal ?? `exit code ${code}`;
      if (listening < count) {
        void close().then(() => reject(new Error(`a server process exited while starting (${how})`)));
        return;
      }
      console.error(`Server process ${worker.process.pid} exited (${how}); starting another`);
      setTimeout(() => closing || fork(), lived < MIN_HEALTHY_MS ? RESTART_BACKOFF_MS : 0);
    });
    for (let i = 0; i < count; i++) fork();
  });

  async function close(): Promise<void> {
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
}
