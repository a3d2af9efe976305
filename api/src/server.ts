import http from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { createApp } from './app.ts';
import { attachCacheBus } from './adapters/cache-bus.ts';
import { seedDemoDataIfEmpty } from '../../prisma/seed/demo.ts';

/** The peer address; behind a trusted proxy, the first X-Forwarded-For hop. */
function clientIpOf(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** Starts the whole product on one port; Ctrl-C closes the database cleanly. */
export async function startServer(config = loadConfig()) {
  const database = await openDatabase(config);
  const applied = await applyMigrations(database);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const app = createApp({ config, database });
  if (config.seedDemoData) await seedDemoDataIfEmpty(database.prisma, { storage: app.services.storage });
  // PGlite has no autovacuum, so nothing gathers planner statistics by itself: without them it
  // hash-joins and sorts whole tables instead of walking the listing indexes.
  if (database.kind === 'pglite') await database.prisma.$executeRawUnsafe('ANALYZE');

  const cacheBus = await attachCacheBus(app.services);
  const server = http.createServer(
    createServerAdapter<{ req: http.IncomingMessage }>((request, { req }) => app.fetch(request, { clientIp: clientIpOf(req, config.trustProxy) })),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Marketplace ready on http://localhost:${port} (${database.kind} database, data in ${config.dataDir})`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
      await cacheBus?.close();
      await database.close();
    })());
  return { server, port, app, close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const running = await startServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      console.log(`\n${signal}: closing the database…`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      await running.close();
      process.exit(0);
    });
  }
}
