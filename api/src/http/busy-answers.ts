/**
 * Refuses API requests on node's socket, before a Request object, the app's routing or a byte of
 * the body, when the work queue would refuse them anyway (http/work-queue.ts).
 *
 * At 1,000 connections whose clients retry at once, refusals arrive by the thousand a second:
 * through the app each cost a Request, routing, the error's Response and its headers, CPU taken
 * from the requests being served (the accepted ones' throughput fell by half). Here a refusal
 * costs one write of bytes made at start. The answer is the one the app gives (graphqlErrorAnswer,
 * restErrorAnswer, withSecurityHeaders): tested side by side in api/test/platform/overload.test.ts.
 */
import type http from 'node:http';
import { ServerBusyError } from '../domain/errors.ts';
import { isGraphqlPath } from '../graphql/endpoint.ts';
import { requestIdFrom } from '../adapters/request-scope.ts';
import { graphqlErrorAnswer, restErrorAnswer } from './errors.ts';
import { cachedAnswerHeaders, type SecurityOptions } from './security-headers.ts';
import type { WorkQueue } from './work-queue.ts';

const RETRY_AFTER_MS = new ServerBusyError().retryAfterSeconds * 1000;

interface Refusal {
  headers: Record<string, string>;
  body: Buffer;
}

async function refusalOf(response: Response): Promise<Refusal> {
  return { headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
}

/** Which transport's refusal a path gets; undefined for what never takes a turn (pages, files, the OpenAPI document). */
function apiOf(url: string): 'graphql' | 'rest' | undefined {
  const pathname = url.split('?', 1)[0];
  if (isGraphqlPath(pathname)) return 'graphql';
  if (pathname.startsWith('/api/') && pathname !== '/api/openapi.json') return 'rest';
  return undefined;
}

export interface BusyAnswersOptions {
  origins: SecurityOptions['origins'];
  mapTileSource?: string;
  isSecure: (req: http.IncomingMessage) => boolean;
  /** Told of each refusal (the metrics). */
  onRefused: (transport: 'graphql' | 'rest', req: http.IncomingMessage) => void;
}

export async function busyAnswers(work: WorkQueue, { origins, mapTileSource, isSecure, onRefused }: BusyAnswersOptions) {
  const error = new ServerBusyError();
  const refusals = { graphql: await refusalOf(graphqlErrorAnswer(error)), rest: await refusalOf(restErrorAnswer(error)) };

  /** Answers 503 SERVER_BUSY and returns true when the queue would refuse this API request; else false. */
  return function refuseWhenBusy(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    // A CORS preflight takes no turn; it is answered whatever the load.
    if (req.method === 'OPTIONS' || !req.url) return false;
    const api = apiOf(req.url);
    if (!api || work.tryAdmit()) return false;
    const { headers, body } = refusals[api];
    // Every API answer passes through http/compression.ts, which adds Vary: accept-encoding.
    const security = cachedAnswerHeaders(req.headers.origin ?? null, { origins, secure: isSecure(req), mapTileSource }, headers['content-type'], 'accept-encoding');
    res.writeHead(503, {
      ...headers,
      ...security,
      'content-length': String(body.byteLength),
      'x-request-id': requestIdFrom(req.headers['x-request-id'] as string | undefined),
    });
    res.end(body);
    // The connection's next request is read after Retry-After: a client that honours it loses
    // nothing, one that asks again at once (a load tester, a retry loop) waits here, its bytes
    // in the kernel's buffer, instead of taking the event loop from the requests being served.
    const { socket } = req;
    // After node's own end of the request, which resumes the socket on the next tick to drain
    // the body (IncomingMessage's _dump).
    res.once('finish', () =>
      setImmediate(() => {
        socket.pause();
        setTimeout(() => socket.resume(), RETRY_AFTER_MS).unref();
      }),
    );
    onRefused(api, req);
    return true;
  };
}
