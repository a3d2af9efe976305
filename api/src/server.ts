/**
 * The HTTP server of one process: serves the app over an open, prepared database on one port and
 * closes both. Preparing the database and choosing how many processes run is run-server.ts's job.
 */
import http from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createApp, type App, type Connection } from './app.ts';
import { clientAddress, forwardedOverTls, type TrustProxy } from './http/client-address.ts';
import { attachCacheBus } from './adapters/cache-bus.ts';
import { drainOnStop } from './http/drain.ts';
import { cachedAnswers } from './http/answer-cache/on-the-socket.ts';
import { cachedPostAnswers } from './http/answer-cache/post-on-the-socket.ts';
import { unnamedOperation } from './http/metrics.ts';
import { busyAnswers } from './http/busy-answers.ts';
import { nodeEdge } from './http/node-edge.ts';
import { jobWorkers } from './jobs/workers.ts';
import { GRAPHQL_PATH } from './graphql/endpoint.ts';

/** How long a stop waits for the requests under way (the whole stop is cut off at 10 s). */
const DRAIN_MS = 5_000;

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

function headerOf(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Whether the request came over TLS, to us or to the first trusted proxy. */
function cameOverTls(req: http.IncomingMessage, trustProxy: TrustProxy): boolean {
  return 'encrypted' in req.socket || forwardedOverTls(headerOf(req, 'x-forwarded-proto'), trustProxy);
}

/** What the app needs to know of the connection: the client's address and whether it came over TLS. */
function connectionOf(req: http.IncomingMessage, trustProxy: TrustProxy): Connection {
  return {
    clientIp: clientAddress(req.socket.remoteAddress ?? 'unknown', headerOf(req, 'x-forwarded-for'), trustProxy),
    secure: cameOverTls(req, trustProxy),
  };
}

/** Serves the app on `config.port` in this process, over a prepared, open database. */
export async function serveApp(config: Config, database: Database, { announce = true } = {}): Promise<RunningServer & { app: App; server: http.Server }> {
  const app = createApp({ config, database });
  const cacheBus = await attachCacheBus(app.services);
  await app.services.jobs.start(jobWorkers(app.services));
  const handle = nodeEdge((request, req) => app.fetch(request, connectionOf(req, config.trustProxy)));
  const isSecure = (req: http.IncomingMessage) => cameOverTls(req, config.trustProxy);
  const security = { origins: config.corsOrigins, mapTileSource: config.mapTiles?.cspSource, isSecure };
  const answerFromCache = config.responseCache ? cachedAnswers(app.services.responseCache, security) : undefined;
  const { metrics } = app.services;
  /** An answer from the cache on the socket, counted in the metrics as the app's own answers are. */
  const answeredFromCache = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const startedAt = performance.now();
    if (!answerFromCache!(req, res)) return false;
    const operation = req.url!.startsWith(GRAPHQL_PATH) ? 'graphql' : 'page';
    metrics.recordAnswer({ transport: 'cache', operation, status: res.statusCode, seconds: (performance.now() - startedAt) / 1000 });
    return true;
  };
  const refuseWhenBusy = await busyAnswers(app.services.work, {
    ...security,
    onRefused: (transport) => metrics.recordAnswer({ transport, operation: '_server_busy', status: 503, seconds: 0 }),
  });
  /** What the cache does not answer: refused now if the queue would refuse it anyway, else the app. */
  const toApp = (req: http.IncomingMessage, res: http.ServerResponse) => refuseWhenBusy(req, res) || void handle(req, res);
  // A POST hit is counted as the app counted it (transport graphql, the kept operation's name).
  const answerPostFromCache = config.responseCache
    ? cachedPostAnswers(app.services.responseCache, {
        ...security,
        onAnswered: (operation, seconds) => metrics.recordAnswer({ transport: 'graphql', operation: operation ?? unnamedOperation('graphql'), status: 200, seconds }),
        passOn: toApp,
      })
    : undefined;
  // Cached answers first (they take no turn, and are served whatever the load; a POST's after its
  // body is read), then refusals of what the queue would refuse anyway, then the app.
  const server = http.createServer((req, res) => (answerFromCache && answeredFromCache(req, res)) || answerPostFromCache?.(req, res) || toApp(req, res));
  server.keepAliveTimeout = 65_000;
  // A client gets 10 s to send a request's headers (node's default is 60 s): under a flood of
  // connections, ones that trickle their headers must not hold sockets and parser memory. A body
  // (an upload of up to 150 MB) keeps node's 5-minute request timeout.
  server.headersTimeout = 10_000;
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
      // A mail being sent gets a moment to finish; one cut off is sent again by the next start.
      await app.services.jobs.stop(2_000);
      // The page views counted since the last flush are written before the database closes.
      await app.services.views.stop();
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
