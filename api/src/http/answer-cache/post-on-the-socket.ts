import type http from 'node:http';
import { Readable } from 'node:stream';
import type { CachedResponse, ResponseCache } from './store.ts';
import { MAX_CACHEABLE_BODY, postAnswerKey, rawHeadersCarryCredentials } from './graphql-answers.ts';
import { wireBook, writeWire, type WireOptions } from './wires.ts';
import { isGraphqlPath } from '../../graphql/endpoint.ts';
import { requestIdFrom } from '../../adapters/request-scope.ts';

/** What the app's JSON POST is (graphql/handler.ts `readPlainBody`): only such a body is looked up. */
const JSON_TYPE = /^application\/json/i;
/** A Host that would move the path the app routes by (`http://<host><url>`): such a request goes on to the app. */
const HOST_OUTSIDE_AUTHORITY = /[/?#@\\]/;

export interface PostOnTheSocketOptions extends WireOptions {
  isSecure: (req: http.IncomingMessage) => boolean;
  /**
   * Told of each answer written here (the metrics): the name the request that filled it had
   * (graphql/operation-label.ts), and the seconds from the request's arrival to the write.
   */
  onAnswered: (operation: string | undefined, seconds: number) => void;
  /** Takes a request whose body was read here but that the cache does not answer: on to the app. */
  passOn: (req: http.IncomingMessage, res: http.ServerResponse) => void;
}

/**
 * The declared length of a POST the cache may answer on the socket, or undefined for anything
 * that goes on to the app untouched, exactly as before: another method or path, credentials (a
 * session or a partner's key: they are checked and counted, never answered from the shared cache),
 * an Idempotency-Key (its wrapper keeps writes' answers), a type other than JSON (an upload among
 * them), a body that is chunked, empty or longer than any kept key, or an unusual Host. The app
 * reads no cookie on the GraphQL paths (sessions are bearer tokens), so a cookie changes nothing.
 */
function cacheablePostLength(req: http.IncomingMessage): number | undefined {
  const { headers, url } = req;
  if (req.method !== 'POST' || !url) return undefined;
  const query = url.indexOf('?');
  if (!isGraphqlPath(query === -1 ? url : url.slice(0, query))) return undefined;
  if (rawHeadersCarryCredentials(headers) || headers['idempotency-key'] !== undefined) return undefined;
  if (!JSON_TYPE.test(headers['content-type'] ?? '') || headers['transfer-encoding'] !== undefined) return undefined;
  if (headers.host !== undefined && HOST_OUTSIDE_AUTHORITY.test(headers.host)) return undefined;
  const declared = headers['content-length'];
  if (declared === undefined || !/^\d{1,5}$/.test(declared)) return undefined;
  const length = Number(declared);
  // A byte is at least one character: a body within MAX_CACHEABLE_BODY bytes is never too long for a key.
  return length > 0 && length <= MAX_CACHEABLE_BODY ? length : undefined;
}

/**
 * Answers an anonymous JSON POST to the GraphQL paths from the shared cache on node's socket,
 * before a Request, Headers and Response are made for it, as GETs are (on-the-socket.ts): the
 * body is read here (its length declared and small, see cacheablePostLength), looked up under the
 * key the app uses (`postAnswerKey`, one function), and a hit is written with the bytes and headers
 * the app gives for the same hit (wires.ts; side by side in api/test/graphql/persisted-documents.test.ts).
 *
 * A hit takes no turn of the work queue, as a GET's does not: it needs no database, and it is
 * served whatever the load. A miss goes on to the app with the bytes already read (`passOn`):
 * refused there if the queue is full, looked up again, executed, counted and logged as before.
 * Returns false, having read nothing, for a request it does not take.
 */
export function cachedPostAnswers(cache: ResponseCache, { origins, mapTileSource, isSecure, onAnswered, passOn }: PostOnTheSocketOptions) {
  const wireOf = wireBook({ origins, mapTileSource });

  /** The kept answer for this body, or undefined (not kept, or a lookup that failed: the app then answers, and logs what failed). */
  function keptFor(req: http.IncomingMessage, body: Buffer): CachedResponse | undefined {
    try {
      const key = postAnswerKey(req.headers.accept ?? '', req.headers['accept-language'], req.url!, body.toString('utf8'));
      return key === undefined ? undefined : cache.find(key);
    } catch {
      return undefined;
    }
  }

  function answerOrPassOn(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, startedAt: number): void {
    const kept = keptFor(req, body);
    if (!kept) {
      // @whatwg-node's server adapter builds the Request's body from `req.body` when a framework
      // read it already. A Buffer there would be counted key by key (Object.keys: ~30 µs per KB);
      // a stream over the same bytes is what the adapter took from the socket before.
      (req as http.IncomingMessage & { body?: Readable }).body = Readable.from(body, { objectMode: false });
      passOn(req, res);
      return;
    }
    const { headers } = req;
    cache.reportLookup(true);
    writeWire(res, wireOf(kept, false, headers['accept-encoding'], headers.origin ?? null, isSecure(req)), requestIdFrom(headers['x-request-id'] as string | undefined));
    onAnswered(kept.operation, (performance.now() - startedAt) / 1000);
  }

  return function answerPostFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const length = cacheablePostLength(req);
    if (length === undefined) return false;
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => answerOrPassOn(req, res, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), startedAt));
    // A client that leaves mid-body is owed no answer (its socket is gone); the error must not go unheard.
    req.once('error', () => {});
    return true;
  };
}
