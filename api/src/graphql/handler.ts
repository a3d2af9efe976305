import { deprecationsPlugin } from './deprecations.ts';
import { maskError as defaultMaskError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { createAdapterlessYoga, type AdapterlessOptions } from './adapterless-yoga.ts';
import { READS_PARSED_PARAMS } from './direct-path.ts';
import { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { schema } from './schema.ts';
import { createContext, type Context } from '../context.ts';
import { PothosValidationError } from '@pothos/core';
import path from 'node:path';
import { DomainError, ForbiddenError, RateLimitedError, UnauthenticatedError, ValidationError } from '../domain/errors.ts';
import { MEDIA_UPLOAD } from '../domain/media/limits.ts';
import { resolveViewer, type PartnerGrant } from '../domain/auth/viewer.ts';
import { API_KEY_MESSAGES } from '@rules/api-keys.ts';
import type { ApiCaller } from '../http/api-keys.ts';
import { partnerScopesPlugin } from './partner-scopes.ts';
import { readMultipart, type ParsedForm } from '../http/multipart.ts';
import { isMultipart, readJsonBytes } from '../http/body.ts';
import { graphqlErrorAnswer, graphqlErrorHttp, refusalOf } from '../http/errors.ts';
import { assertNoNulInText } from '../http/text-input.ts';
import type { Services } from '../services.ts';
import type { CacheProbe } from '../http/answer-cache/store.ts';
import { publicCachePlugin } from './public-cache.ts';
import { renderGraphiqlPage } from './graphiql.ts';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples.ts';
import { armorConfig, limitsPlugin } from './limits.ts';
import { withPublicCache, type GraphqlFetch, type GraphqlServerContext } from '../http/answer-cache/graphql-answers.ts';
import { loadPersistedDocuments, persistedDocumentsPlugin, type PersistedDocuments } from './persisted-documents.ts';
import { operationLabeler, resultErrorsPlugin } from './operation-label.ts';
import { GRAPHQL_ENDPOINT_PATTERN, GRAPHQL_PATH } from './endpoint.ts';
import { urlOf } from '../http/request-url.ts';
import { validatesDocumentOnly } from './remembered-validation.ts';

/**
 * What the client is told as a DomainError: a domain refusal, Pothos refusing an argument (a
 * malformed cursor), or a database that could not be reached (DATABASE_UNAVAILABLE).
 */
function refusalIn(error: unknown): DomainError | undefined {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof PothosValidationError) return new ValidationError(original.message);
  return refusalOf(original);
}

/** Domain errors keep their message and get a code; anything else is masked (no stack traces). */
function maskError(error: unknown, message: string, isDev?: boolean) {
  const refused = refusalIn(error);
  if (refused) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(refused.message, {
      // nodes from graphql-js; source positions from compiled queries (compiled-queries.ts)
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: {
        code: refused.code,
        http: graphqlErrorHttp(refused),
        ...('field' in refused && refused.field ? { field: refused.field } : {}),
        // When to try again, for a refusal that is not a typed result (a query's field).
        ...(refused instanceof RateLimitedError ? { retryAfterSeconds: refused.retryAfterSeconds } : {}),
      },
    });
  }
  return defaultMaskError(error, message, isDev);
}

/**
 * yoga's options. CORS is the app's one policy (http/security-headers.ts), for GraphQL and REST
 * alike, and GraphiQL is served beside yoga (createGraphqlHandler): both are off in yoga.
 */
function yogaOptions(services: Services, persistedDocuments: PersistedDocuments): AdapterlessOptions<GraphqlServerContext, Context>['yoga'] {
  return {
    schema,
    // /graphql, and /graphql/app, the web app's path (endpoint.ts). The app routes only these
    // paths here (app.ts), so yoga's own check of it (useUnhandledRoute) is not run (adapterless-yoga.ts).
    graphqlEndpoint: GRAPHQL_ENDPOINT_PATTERN,
    context: ({ request, clientIp, cacheProbe, partner }: { request: Request; clientIp?: string; cacheProbe?: CacheProbe; partner?: PartnerGrant | null }) =>
      createContext(services, request, clientIp, cacheProbe, partner ?? null),
    maskedErrors: { maskError, isDev: false },
    batching: false,
    // Bodies reach yoga already read and bounded (JSON at most 1 MB, http/body.ts) or streamed to
    // disk within the media limits (uploads, http/multipart.ts): yoga reads none, so it wraps none
    // in its own limit (which would copy the request to put a counting stream on its body).
    maxRequestBodySize: false,
    // Uploads are read by handleUpload (http/multipart.ts) and reach yoga as parameters
    // (`bodyReadOnce`): yoga's multipart parser would only be one more hook per request.
    multipart: false,
    plugins: [
      bodyReadOnce(),
      persistedDocumentsPlugin(persistedDocuments, { persistedOnly: services.config.webGraphqlPersistedOnly }),
      // Before compiled queries: a refused query is neither run nor compiled.
      limitsPlugin(),
      ...(services.config.compiledQueries ? [services.compiledQueries.plugin] : []),
      publicCachePlugin(),
      // A partner's key reads only what its scopes grant, and never writes.
      partnerScopesPlugin(),
      // armor's rules read the document alone (and its field-suggestion hook only a refusal's errors).
      validatesDocumentOnly(EnvelopArmorPlugin(armorConfig(services.config.production))),
      resultErrorsPlugin(),
      // A request that used a deprecated field is told so in `extensions.deprecations`.
      deprecationsPlugin(),
    ],
    // A refusal (a client's mistake, or a database that is away for now) is answered, not logged;
    // anything else is. An outage is logged where it is seen first: the pool, the job queue, the cache bus.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => services.log.warn('graphql:', ...args),
      error: (...args: unknown[]) => {
        const expected = args.some((a) => refusalIn(a));
        if (!expected) services.log.error('graphql:', ...args);
      },
    },
  };
}

export function createGraphqlHandler(services: Services) {
  const persistedDocuments = loadPersistedDocuments(services.config.persistedDocumentsFile);
  const labelOperation = operationLabeler(persistedDocuments);
  // yoga's own handler, without its server adapter: the edge made the Fetch request already (adapterless-yoga.ts).
  const yoga = createAdapterlessYoga<GraphqlServerContext, Context>({
    yoga: yogaOptions(services, persistedDocuments),
    // GraphiQL from the installed package, served by this app (graphiql.ts); off in production.
    graphiql: (request) => !services.config.production && urlOf(request).pathname === GRAPHQL_PATH && { title: 'Marketplace GraphQL', defaultTabs: GRAPHIQL_EXAMPLES },
    renderGraphiQL: renderGraphiqlPage,
    // A JSON POST's parameters, read once (readPlainBody): answered below yoga's HTTP layer (direct-path.ts).
    parsedParams: services.config.graphqlDirectPath ? (serverContext) => serverContext.json?.params : undefined,
  });
  const execute: GraphqlFetch = (request, serverContext) => services.work.run(() => yoga(request, serverContext), request.signal).catch(answerDomainError);
  // A cached answer is served without waiting for a turn: only execution queues.
  // Anonymous GET answers get Cache-Control and an ETag even with the shared cache off.
  const answers = withPublicCache(services.config.responseCache ? services.responseCache : undefined, execute);
  const uploadTmpDir = path.join(services.config.dataDir, 'tmp');

  /**
   * A GraphQL multipart request (an upload): only from a signed-in vendor, checked before a byte
   * of the body is read; then streamed to disk within the media limits (http/multipart.ts), and
   * run like any other operation, its files reading from disk.
   */
  async function handleUpload(request: Request, connection: ApiCaller): Promise<Response> {
    let parsed: ParsedForm | undefined;
    try {
      if (connection.partner) throw new ForbiddenError(API_KEY_MESSAGES.readOnly);
      const viewer = await resolveViewer(services.db, request, services.readySigner());
      if (viewer.kind === 'visitor') throw new UnauthenticatedError();
      parsed = await readMultipart(request, MEDIA_UPLOAD, uploadTmpDir);
      const params = uploadParams(parsed.form);
      labelOperation(request, params);
      return await execute(copyOf(request), { ...connection, uploadParams: params });
    } catch (error) {
      return answerDomainError(error);
    } finally {
      await parsed?.dispose();
    }
  }

  return async (request: Request, connection: ApiCaller): Promise<Response> => {
    if (request.body && isMultipart(request)) return handleUpload(request, connection);
    let body: PlainBody | undefined;
    try {
      // A body is not read for a request the queue would refuse now (an upload is checked by
      // sign-in first, and takes its turn after its form is on disk).
      if (request.body) services.work.admit();
      body = request.body ? await readPlainBody(request) : undefined;
    } catch (error) {
      return answerDomainError(error);
    }
    if (body?.isJsonPost) {
      // A kept answer is found by the body's text: a hit is not parsed (withPublicCache).
      const lookup = answers.lookUpPost(request, connection, body.text);
      if (lookup?.kept) return answers.answerKept(request, lookup.kept);
      const params = parseObject(body.text) as GraphQLParams | undefined;
      if (params) {
        labelOperation(request, params);
        // Yoga gets the request as it came, and the parameters (`bodyReadOnce`): it reads nothing.
        return answers.handle(request, { ...connection, json: { params, cacheKey: lookup?.key } });
      }
    }
    // Any other body, and JSON that is not an object, travel on in a copy of the request, so
    // yoga answers them as it always does (a 400 for malformed JSON).
    const sent = body ? copyOf(request, body.bytes) : request;
    labelOperation(sent, undefined);
    return answers.handle(sent, { ...connection });
  };
}

/**
 * The operation of a GraphQL multipart request (the multipart request spec): `operations`, then
 * `map` naming where each file goes in the variables.
 */
function uploadParams(form: FormData): GraphQLParams {
  const operations = parseJsonField(form.get('operations'), 'operations');
  const map = parseJsonField(form.get('map'), 'map');
  if (!operations || Array.isArray(operations)) throw new ValidationError('The multipart field "operations" must be one GraphQL operation (batching is off).');
  for (const [key, paths] of Object.entries(map ?? {})) {
    const file = form.get(key);
    if (!(file instanceof File) || !Array.isArray(paths)) throw new ValidationError(`The multipart map names "${key}", which is not a file of the request.`);
    for (const target of paths) setPath(operations, String(target), file);
  }
  return operations as GraphQLParams;
}

function parseJsonField(value: FormDataEntryValue | null, name: string): Record<string, unknown> | undefined {
  if (typeof value !== 'string') throw new ValidationError(`The multipart field "${name}" is missing.`);
  assertNoNulInText(value);
  const parsed = parseObject(value);
  if (!parsed) throw new ValidationError(`The multipart field "${name}" is not a JSON object.`);
  return parsed as Record<string, unknown>;
}

/** Puts `value` at a dotted path such as `variables.input.files.0`, within what the operation declares. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || node === null || typeof node !== 'object') throw new ValidationError(`The multipart map path "${dotted}" is not valid.`);
    node = (node as Record<string, unknown>)[key];
  }
  const last = keys[keys.length - 1];
  if (node === null || typeof node !== 'object' || last === '__proto__' || !(last in (node as object))) throw new ValidationError(`The multipart map path "${dotted}" is not valid.`);
  (node as Record<string, unknown>)[last] = value;
}

/** A refusal before yoga runs (a body too large, a busy server, no database), in GraphQL's error shape. */
function answerDomainError(error: unknown): Response {
  const refused = refusalOf(error);
  if (!refused) throw error;
  return graphqlErrorAnswer(refused);
}

interface PlainBody {
  bytes: Buffer<ArrayBuffer>;
  /** The body decoded, free of NUL characters. */
  text: string;
  /** A POST declaring JSON: its text is the answer cache's key, and parsed once for yoga. */
  isJsonPost: boolean;
}

/**
 * A query or JSON body needs no more than 1 MB; only multipart uploads get the large limit. The
 * body is read here once: a JSON POST's text is then looked up in the answer cache and, when it
 * is not there, parsed once, and yoga is handed the result (`bodyReadOnce`) instead of reading
 * the stream again.
 */
async function readPlainBody(request: Request): Promise<PlainBody> {
  const bytes = await readJsonBytes(request);
  const text = bytes.toString('utf8');
  assertNoNulInText(text);
  const isJsonPost = request.method === 'POST' && /^application\/json/i.test(request.headers.get('content-type') ?? '');
  return { bytes, text, isJsonPost };
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

/** Hands yoga the parameters `readPlainBody` (or an upload's form) parsed. */
function bodyReadOnce(): Plugin<Record<string, unknown>, GraphqlServerContext> & { [READS_PARSED_PARAMS]: true } {
  return {
    // The direct path hands a JSON POST's parameters to yoga itself (direct-path.ts).
    [READS_PARSED_PARAMS]: true,
    onRequestParse({ serverContext, setRequestParser }) {
      const params = serverContext.json?.params ?? serverContext.uploadParams;
      if (params) setRequestParser(() => params);
    },
  };
}
