import crypto from 'node:crypto';
import type { GraphQLParams } from 'graphql-yoga';
import type { CacheProbe, ResponseCache } from './response-cache.ts';
import type { ApiCaller } from './api-keys.ts';

/** What the GraphQL handler passes yoga besides the request. */
export interface GraphqlServerContext extends ApiCaller {
  /** A JSON POST's body, already read: the text as sent and its parsed parameters. */
  json?: { text: string; params: GraphQLParams };
  /** An upload's operation with its files (graphql/handler.ts); never cached. */
  uploadParams?: GraphQLParams;
  cacheProbe?: CacheProbe;
}

export type GraphqlFetch = (request: Request, serverContext: GraphqlServerContext) => Promise<Response>;

const MAX_CACHEABLE_BODY = 16_384;

/**
 * Serves anonymous GraphQL queries from the shared cache, and stores the answers that are safe to
 * share (see response-cache.ts for the rules). Everything else goes straight to yoga.
 */
export function withPublicCache(cache: ResponseCache, execute: GraphqlFetch) {
  return async function cachedGraphql(request: Request, context: GraphqlServerContext): Promise<Response> {
    // Only a JSON POST that was read whole (see handler.ts) and carries no credentials: a session
    // token or a partner's API key (whose requests were counted before this, and are never
    // answered from or stored in the shared cache).
    const text = context.json?.text;
    if (text === undefined || request.headers.has('authorization') || request.headers.has('x-api-key') || context.partner || text.length > MAX_CACHEABLE_BODY) return execute(request, context);

    const accept = request.headers.get('accept') ?? '';
    // The answer's format follows the Accept header, so it is part of the key.
    const key = crypto.createHash('sha1').update(accept).update('\n').update(text).digest('base64');
    const hit = cache.get(key);
    if (hit) return new Response(hit.body, { headers: { 'content-type': hit.contentType, 'x-cache': 'hit' } });

    const generation = cache.generation;
    const cacheProbe: CacheProbe = { personalized: false, cacheableResult: false };
    const response = await execute(request, { ...context, cacheProbe });
    if (response.status !== 200 || !cacheProbe.cacheableResult || cacheProbe.personalized) return response;

    const body = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/json';
    cache.set(key, { body, contentType }, generation);
    return new Response(body, { status: 200, headers: { 'content-type': contentType, 'x-cache': 'miss' } });
  };
}
