import http from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { createApp, type App, type Connection } from './app.ts';
import { clientAddress, forwardedOverTls, type TrustProxy } from './http/client-address.ts';
import { attachCacheBus } from './adapters/cache-bus.ts';
import { createStorage } from './adapters/create-storage.ts';
import { seedDemoDataIfEmpty } from '../../prisma/seed/demo.ts';
import { startCluster } from './cluster.ts';
import { drainOnStop } from './http/drain.ts';

/** How long a stop waits for the requests under way (the whole stop is cut off at 10 s). */
const DRAIN_MS = 5_000;

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** What the app needs to know of the connection: the client's address and whether it came over TLS. */
function connectionOf(req: http.IncomingMessage, trustProxy: TrustProxy): Connection {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return {
    clientIp: clientAddress(req.socket.remoteAddress ?? 'unknown', header('x-forwarded-for'), trustProxy),
    secure: 'encrypted' in req.socket || forwardedOverTls(header('x-forwarded-proto'), trustProxy),
  };
}

/** Opens the database and brings it up to date: migrations, demo data on first start, statistics. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  try {
    const applied = await applyMigrations(database);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemoData) await seedDemoDataIfEmpty(database.prisma, { storage: createStorage(config) });
    // PGlite has no autovacuum, so nothing gathers planner statistics by itself: without them it
    // hash-joins and sorts whole tables instead of walking the listing indexes.
    if (database.kind === 'pglite') await database.prisma.$executeRawUnsafe('ANALYZE');
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Serves the app on `config.port` in this process, over a prepared, open database. */
export async function serveApp(config: Config, database: Database, { announce = true } = {}): Promise<RunningServer & { app: App; server: http.Server }> {
  const app = createApp({ config, database });
  const cacheBus = await attachCacheBus(app.services);
  const server = http.createServer(
    createServerAdapter<{ req: http.IncomingMessage }>((request, { req }) => app.fetch(request, connectionOf(req, config.trustProxy))),
  );
  server.keepAliveTimeout = 65_000;
  const requests = drainOnStop(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (announce) console.log(`Marketplace ready on ${listeningOn(config.host, port)} (${database.kind} database, data in ${config.dataDir})`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // The requests under way are answered first: the database closes beneath none of them.
      await requests.stop(DRAIN_MS);
      await cacheBus?.close();
      await database.close();
    })());
  return { server, port, app, close };
}

/** Where the server can be reached, and from where: said at every start. */
export function listeningOn(host: string, port: number): string {
  const loopback = host === 'localhost' || host === '::1' || host.startsWith('127.');
  if (loopback) return `http://localhost:${port} (listening on ${host} only: this machine; HOST=0.0.0.0 serves other machines)`;
  return `http://localhost:${port} (listening on ${host}:${port}: reachable from other machines)`;
}

/** Starts the whole product in this process on one port. */
export async function startServer(config = loadConfig()) {
  return serveApp(config, await prepareDatabase(config));
}

/**
 * Starts the product as configured: in this process, or with WEB_CONCURRENCY above 1 (PostgreSQL)
 * in worker processes sharing the port, after this one has prepared the database.
 */
export async function runServer(config = loadConfig()): Promise<RunningServer> {
  if (config.processes === 1) return startServer(config);
  const database = await prepareDatabase(config);
  const kind = database.kind;
  await database.close();
  const running = await startCluster(config.processes, new URL('./worker.ts', import.meta.url));
  console.log(`Marketplace ready on ${listeningOn(config.host, running.port)} (${kind} database, ${config.processes} processes)`);
  return running;
}

/** Ctrl-C (or a stop from a supervisor) closes cleanly: connections, then the database. */
export function closeOnSignals(running: RunningServer, { quiet = false } = {}): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (!quiet) console.log(`\n${signal}: closing the database…`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      await running.close();
      process.exit(0);
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  closeOnSignals(await runServer());
}
