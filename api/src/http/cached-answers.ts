import type http from 'node:http';
import type { ResponseCache } from './response-cache.ts';
import { answerKey, carriesCredentials, getQuestion, matchesIfNoneMatch, representationOf } from './public-cache.ts';
import { dataAnswerHeaders, type SecurityOptions } from './security-headers.ts';

/** The GraphQL paths whose GET answers the cache holds (graphql/persisted-documents.ts names the second). */
const GRAPHQL_GET_PREFIXES = ['/graphql?', '/graphql/app?'];

/**
 * Answers a GraphQL GET from the shared cache straight on node's socket, before a Request object,
 * the app's routing or any GraphQL work: a storefront query repeated by every visitor (and by
 * the CDN's revalidations) costs a hash and a map lookup. Anything not in the cache, with
 * credentials, or not a plain GET goes on to the app (returns false), which answers it the usual
 * way and fills the cache. The answer is the one the app itself gives from the cache
 * (withPublicCache, withSecurityHeaders): tested side by side in api/test/persisted-documents.test.ts.
 */
export function cachedAnswers(cache: ResponseCache, securityOf: (req: http.IncomingMessage) => SecurityOptions) {
  return function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url;
    if (req.method !== 'GET' || !url || !GRAPHQL_GET_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
    if (carriesCredentials({ has: (name) => req.headers[name] !== undefined })) return false;
    const entry = cache.get(answerKey(req.headers.accept ?? '', getQuestion(url)));
    if (!entry) return false;

    const { headers: own, body } = representationOf(entry, true, 'hit', req.headers['accept-encoding']);
    const headers = { ...own, ...dataAnswerHeaders(req.headers.origin ?? null, securityOf(req), own.vary) };
    if (matchesIfNoneMatch(req.headers['if-none-match'], entry.etag)) {
      delete headers['content-type'];
      delete headers['content-encoding'];
      res.writeHead(304, headers);
      res.end();
    } else {
      res.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
      res.end(body);
    }
    return true;
  };
}
