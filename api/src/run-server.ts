import type { Config } from './config.ts';
import { prepareDatabase, type Preparation } from './db/prepare.ts';
import { listeningOn, serveApp, type RunningServer } from './server.ts';
import { startCluster } from './cluster.ts';

/**
 * Starts the product as configured: in this process, or with WEB_CONCURRENCY above 1 (PostgreSQL)
 * in worker processes sharing the port, after this one has prepared the database (migrations and
 * `populate` run once, here, before any worker starts; a worker only opens the database).
 */
export async function runServer(config: Config, preparation: Preparation = {}): Promise<RunningServer> {
  const database = await prepareDatabase(config, preparation);
  if (config.processes === 1) return serveApp(config, database);
  const kind = database.kind;
  await database.close();
  const running = await startCluster(config.processes, new URL('./worker.ts', import.meta.url));
  console.log(`Marketplace ready on ${listeningOn(config.host, running.port)} (${kind} database, ${config.processes} processes)`);
  return running;
}
