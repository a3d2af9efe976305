import { createYoga, maskError as defaultMaskError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { schema } from './schema.ts';
import { createContext } from '../context.ts';
import { PothosValidationError } from '@pothos/core';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { MAX_MULTIPART_BYTES } from '../domain/media/limits.ts';
import { isMultipart, readJsonBytes } from '../rest/body.ts';
import { json, retryAfterHeaders } from '../http/responses.ts';
import { assertNoNulInText } from '../http/text-input.ts';
import type { Services } from '../services.ts';
import type { Connection } from '../app.ts';
import type { CacheProbe } from '../http/response-cache.ts';
import { publicCachePlugin, withPublicCache, type GraphqlFetch, type GraphqlServerContext } from './public-cache.ts';

/** The client's mistake as a DomainError: a domain refusal, or Pothos refusing an argument (a malformed cursor). */
function clientMistake(error: unknown): DomainError | undefined {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof PothosValidationError) return new ValidationError(original.message);
  return original instanceof DomainError ? original : undefined;
}

/** Domain errors keep their message and get a code; anything else is masked (no stack traces). */
function maskError(error: unknown, message: string, isDev?: boolean) {
  const refused = clientMistake(error);
  if (refused) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(refused.message, {
      // nodes from graphql-js; source positions from compiled queries (compiled-queries.ts)
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: { code: refused.code, http: { status: 200 }, ...('field' in refused && refused.field ? { field: refused.field } : {}) },
    });
  }
  return defaultMaskError(error, message, isDev);
}

export function createGraphqlHandler(services: Services) {
  const yoga = createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, clientIp, cacheProbe }: { request: Request; clientIp?: string; cacheProbe?: CacheProbe }) =>
      createContext(services, request, clientIp, cacheProbe),
    graphiql: !services.config.production && { title: 'Marketplace GraphQL', defaultQuery: EXAMPLE_QUERY },
    landingPage: false,
    // CORS is the app's one policy (http/security-headers.ts), for GraphQL and REST alike.
    cors: false,
    maskedErrors: { maskError, isDev: false },
    batching: false,
    // Multipart uploads (yoga's own parser): refused from Content-Length, and cut off while
    // streaming, above 20 images of 10 MB; each file's own limit is checked by the domain.
    maxRequestBodySize: MAX_MULTIPART_BYTES,
    plugins: [
      bodyReadOnce(),
      ...(services.config.compiledQueries ? [services.compiledQueries.plugin] : []),
      publicCachePlugin(services.responseCache),
      EnvelopArmorPlugin({
        // Relay pages spread many colocated fragments: a spread is not a level of nesting, so the
        // limits count the fields as they nest once fragments are inlined.
        maxDepth: { n: 12, ignoreIntrospection: true, flattenFragments: true },
        costLimit: { maxCost: 20000, ignoreIntrospection: true, flattenFragments: true },
        maxAliases: { n: 15 },
        maxDirectives: { n: 10 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: services.config.production },
      }),
    ],
    // A client's mistake (a DomainError) is answered, not logged; anything else is.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => services.log.warn('graphql:', ...args),
      error: (...args: unknown[]) => {
        const expected = args.some((a) => clientMistake(a));
        if (!expected) services.log.error('graphql:', ...args);
      },
    },
  });
  const execute: GraphqlFetch = (request, serverContext) => {
    // yoga answers some requests (a query that fails validation) without a promise.
    const run = async () => yoga.fetch(request, serverContext);
    // An upload streams its body while yoga runs, so it takes no turn: a slow uploader would hold one.
    if (isMultipart(request)) return run();
    return services.work.run(run, request.signal).catch(answerDomainError);
  };
  // A cached answer is served without waiting for a turn: only execution queues.
  const handle = services.config.responseCache ? withPublicCache(services.responseCache, execute) : execute;
  return async (request: Request, connection: Connection): Promise<Response> => {
    let body: ReadBody;
    try {
      body = await readPlainBody(request);
    } catch (error) {
      return answerDomainError(error);
    }
    return handle(body.request, { ...connection, json: body.json });
  };
}

/** A refusal before yoga runs (a body too large, a busy server), in GraphQL's error shape. */
function answerDomainError(error: unknown): Response {
  if (!(error instanceof DomainError)) throw error;
  return json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, error.status, retryAfterHeaders(error));
}

interface ReadBody {
  /** The request to hand on: the original, or a copy carrying the body that was read. */
  request: Request;
  /** A JSON POST's body as sent (the answer cache's key) and parsed (yoga's parameters). */
  json?: { text: string; params: GraphQLParams };
}

/**
 * A query or JSON body needs no more than 1 MB; only multipart uploads get the large limit. A
 * JSON body is read and parsed here once, and yoga is handed the result (`bodyReadOnce`) instead
 * of reading the stream again. Any other body, and JSON that is not an object, travel on in a
 * copy of the request, so yoga answers them as it always does (a 400 for malformed JSON).
 */
async function readPlainBody(request: Request): Promise<ReadBody> {
  if (!request.body || isMultipart(request)) return { request };
  const contentType = request.headers.get('content-type') ?? '';
  const bytes = await readJsonBytes(request);
  assertNoNulInText(bytes.toString('utf8'));
  if (request.method === 'POST' && /^application\/json/i.test(contentType)) {
    const text = bytes.toString('utf8');
    const params = parseObject(text);
    // Yoga gets the request without its (already read) body: it has nothing left to read.
    if (params) return { request: copyOf(request), json: { text, params: params as GraphQLParams } };
  }
  return { request: copyOf(request, bytes) };
}

/**
 * A copy made by the request's own class: the HTTP server's requests are @whatwg-node's light
 * ones, which yoga also uses; Node's global Request (undici) costs several times more to build.
 */
function copyOf(request: Request, body?: BodyInit): Request {
  const SameKind = request.constructor as typeof Request;
  return new SameKind(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

function parseObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Hands yoga the parameters `readPlainBody` parsed. */
function bodyReadOnce(): Plugin<Record<string, unknown>, GraphqlServerContext> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const params = serverContext.json?.params;
      if (params) setRequestParser(() => params);
    },
  };
}

const EXAMPLE_QUERY = /* GraphQL */ `# Welcome! Try the storefront's product list:
query Newest {
  products(first: 6, filter: { catalogue: REAL_ESTATE }) {
    edges {
      node {
        name
        path
        price(currency: AED) { formatted }
        realEstateDetails { beds baths areaSqft }
        vendor { storeName path }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;
