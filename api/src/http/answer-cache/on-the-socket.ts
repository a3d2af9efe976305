import type http from 'node:http';
import type { CachedResponse, ResponseCache } from './store.ts';
import { answerKey, getQuestion, matchesIfNoneMatch, notModifiedHeaders, pageKey, representationOf } from './graphql-answers.ts';
import { allowedOrigin, cachedAnswerHeaders, type SecurityOptions } from '../security-headers.ts';
import { preferredEncoding } from '../compression.ts';
import { GRAPHQL_PATH, WEB_APP_GRAPHQL_PATH } from '../../graphql/endpoint.ts';
import { requestIdFrom } from '../../adapters/request-scope.ts';

/** The GraphQL paths whose GET answers the cache holds: the public API's and the web app's. */
const GRAPHQL_GET_PREFIXES = [`${GRAPHQL_PATH}?`, `${WEB_APP_GRAPHQL_PATH}?`];

/** An answer ready for the socket: its headers as node's flat [name, value, ...] list, and its bytes. */
interface Wire {
  headers: string[];
  body: Uint8Array;
}

/**
 * Answers a GraphQL GET, or a server-rendered page, from the shared cache straight on node's socket, before a Request object,
 * the app's routing or any GraphQL work: a storefront query repeated by every visitor (and by
 * the CDN's revalidations) costs a map lookup and one write. Anything not in the cache, with
 * credentials, or not a plain GET goes on to the app (returns false), which answers it the usual
 * way and fills the cache. The answer is the one the app itself gives from the cache
 * (withPublicCache, withSecurityHeaders): tested side by side in api/test/graphql/persisted-documents.test.ts.
 *
 * The headers of each way an entry is sent (encoding, allowed origin, TLS) are put together once
 * and kept beside the entry; the variants are bounded by the settings (CORS_ORIGINS), never by
 * what clients send.
 */
export function cachedAnswers(cache: ResponseCache, { origins, mapTileSource, isSecure }: { origins: SecurityOptions['origins']; mapTileSource?: string; isSecure: (req: http.IncomingMessage) => boolean }) {
  const wires = new WeakMap<CachedResponse, Map<string, Wire>>();

  function wireOf(entry: CachedResponse, acceptEncoding: string | undefined, origin: string | null, secure: boolean): Wire {
    const variant = `${preferredEncoding(acceptEncoding) ?? ''}|${allowedOrigin(origin, origins) ?? ''}|${secure ? 's' : ''}`;
    let variants = wires.get(entry);
    if (!variants) wires.set(entry, (variants = new Map()));
    let wire = variants.get(variant);
    if (!wire) {
      const { headers: own, body } = representationOf(entry, true, 'hit', acceptEncoding);
      const headers = { ...own, ...cachedAnswerHeaders(origin, { origins, secure, mapTileSource }, entry.contentType, own.vary), 'content-length': String(body.byteLength) };
      variants.set(variant, (wire = { headers: Object.entries(headers).flat(), body }));
    }
    return wire;
  }

  return function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url;
    if (req.method !== 'GET' || !url) return false;
    const { headers } = req;
    // Credentials (a session or a partner's key) always go to the app: see carriesCredentials.
    if (headers.authorization !== undefined || headers['x-api-key'] !== undefined) return false;
    const isGraphql = url.startsWith(GRAPHQL_GET_PREFIXES[0]) || url.startsWith(GRAPHQL_GET_PREFIXES[1]);
    // Anything else may be a server-rendered page the cache holds (http/server-render.ts); never the API's paths.
    if (!isGraphql && (url.startsWith('/api') || url.startsWith(GRAPHQL_PATH))) return false;
    const entry = cache.get(isGraphql ? answerKey(headers.accept ?? '', headers['accept-language'], getQuestion(url)) : pageKey(url));
    if (!entry) return false;

    // Every answer carries its request's id, as the app's do (app.ts); nothing here logs.
    const requestId = requestIdFrom(headers['x-request-id'] as string | undefined);
    if (matchesIfNoneMatch(headers['if-none-match'], entry.etag)) {
      const { headers: own } = representationOf(entry, true, 'hit', headers['accept-encoding']);
      res.writeHead(304, { ...notModifiedHeaders({ ...own, ...cachedAnswerHeaders(headers.origin ?? null, { origins, secure: isSecure(req), mapTileSource }, entry.contentType, own.vary) }), 'x-request-id': requestId });
      res.end();
      return true;
    }
    const wire = wireOf(entry, headers['accept-encoding'], headers.origin ?? null, isSecure(req));
    res.writeHead(200, [...wire.headers, 'x-request-id', requestId]);
    res.end(wire.body);
    return true;
  };
}
