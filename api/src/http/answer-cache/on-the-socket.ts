import type http from 'node:http';
import type { ResponseCache } from './store.ts';
import { answerKey, getQuestion, matchesIfNoneMatch, notModifiedHeaders, pageKey, rawHeadersCarryCredentials, representationOf } from './graphql-answers.ts';
import { cachedAnswerHeaders, type SecurityOptions } from '../security-headers.ts';
import { wireBook, writeWire } from './wires.ts';
import { GRAPHQL_PATH, WEB_APP_GRAPHQL_PATH } from '../../graphql/endpoint.ts';
import { requestIdFrom } from '../../adapters/request-scope.ts';

/** The GraphQL paths whose GET answers the cache holds: the public API's and the web app's. */
const GRAPHQL_GET_PREFIXES = [`${GRAPHQL_PATH}?`, `${WEB_APP_GRAPHQL_PATH}?`];

/**
 * Answers a GraphQL GET, or a server-rendered page, from the shared cache straight on node's socket, before a Request object,
 * the app's routing or any GraphQL work: a storefront query repeated by every visitor (and by
 * the CDN's revalidations) costs a map lookup and one write. Anything not in the cache, with
 * credentials, or not a plain GET goes on to the app (returns false), which answers it the usual
 * way and fills the cache. The answer is the one the app itself gives from the cache
 * (withPublicCache, withSecurityHeaders): tested side by side in api/test/graphql/persisted-documents.test.ts.
 *
 * The headers of each way an entry is sent are put together once and kept beside it (wires.ts).
 */
export function cachedAnswers(cache: ResponseCache, { origins, mapTileSource, isSecure }: { origins: SecurityOptions['origins']; mapTileSource?: string; isSecure: (req: http.IncomingMessage) => boolean }) {
  const wireOf = wireBook({ origins, mapTileSource });

  return function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url;
    if (req.method !== 'GET' || !url) return false;
    const { headers } = req;
    // Credentials (a session or a partner's key) always go to the app: see carriesCredentials.
    if (rawHeadersCarryCredentials(headers)) return false;
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
    writeWire(res, wireOf(entry, true, headers['accept-encoding'], headers.origin ?? null, isSecure(req)), requestId);
    return true;
  };
}
