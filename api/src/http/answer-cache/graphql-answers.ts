import crypto from 'node:crypto';
import type { GraphQLParams } from 'graphql-yoga';
import type { CachedResponse, CacheProbe, ResponseCache } from './store.ts';
import type { ApiCaller } from '../api-keys.ts';
import { currentRequest } from '../../adapters/request-scope.ts';
import { languageFromAcceptLanguage } from '@rules/content-languages.ts';
import { EdgeResponse } from '../edge-response.ts';
import { compressSync, encodedTag, isCompressible, MIN_COMPRESS_BYTES, preferredEncoding, type Encoding } from '../compression.ts';

/** What the GraphQL handler passes yoga besides the request. */
export interface GraphqlServerContext extends ApiCaller {
  /**
   * A JSON POST's body, already read: its parsed parameters, and the key its answer is kept
   * under when the shared cache may keep it (withPublicCache's `lookUpPost`).
   */
  json?: { params: GraphQLParams; cacheKey?: string };
  /** An upload's operation with its files (graphql/handler.ts); never cached. */
  uploadParams?: GraphQLParams;
  cacheProbe?: CacheProbe;
}

export type GraphqlFetch = (request: Request, serverContext: GraphqlServerContext) => Promise<Response>;

/** A POST body longer than this (in characters) is never a key: its answer is not kept. */
export const MAX_CACHEABLE_BODY = 16_384;

/**
 * How browsers and CDNs may keep a public GET answer: 10 s fresh, then served stale for up to a
 * minute while they ask again (with the ETag: a 304 costs no GraphQL work). Writes clear this
 * server's cache at once; the web app revalidates every read (web/src/lib/relay-environment.ts),
 * so the max-age is for CDNs and partners' caches.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** An answer that depended on who asked: only the asker keeps it, and asks again each time (304 when unchanged). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** An answer with errors: nobody keeps it. */
const NO_STORE = 'no-store';
/** A shared cache keys a GET answer by its URL and these request headers (translatable texts follow Accept-Language). */
const PUBLIC_VARY = 'accept, accept-language, authorization, x-api-key, accept-encoding';

/** Headers that make a request personal: its answer is never shared. */
export function carriesCredentials(headers: { has(name: string): boolean }): boolean {
  return headers.has('authorization') || headers.has('x-api-key');
}

/** carriesCredentials over node's header object, for the answers written on the socket (on-the-socket.ts, post-on-the-socket.ts). */
export function rawHeadersCarryCredentials(headers: { authorization?: string; 'x-api-key'?: string | string[] }): boolean {
  return headers.authorization !== undefined || headers['x-api-key'] !== undefined;
}

/** Questions up to this length are their own key; longer ones (a large POST body) are hashed. */
const RAW_KEY_LENGTH = 2048;

/**
 * The cache key of a request: its Accept header (the answer's format follows it), the language
 * its Accept-Language resolves to (the texts follow it: en, ar or ur, never the raw header, so
 * the variants stay three whatever browsers send) and what it asks. A GET's path and query string
 * is short and kept as it is (no hash to compute on the hot path,
 * http/answer-cache/on-the-socket.ts); a large body is hashed so that keys stay small.
 */
export function answerKey(accept: string, acceptLanguage: string | null | undefined, question: string): string {
  const language = languageFromAcceptLanguage(acceptLanguage);
  if (question.length <= RAW_KEY_LENGTH) return `${accept}\n${language}\n${question}`;
  return crypto.createHash('sha1').update(accept).update('\n').update(language).update('\n').update(question).digest('base64');
}

/** A server-rendered page is the same for everyone (no credentials reach it): one key per path and query string. */
export function pageKey(pathAndQuery: string): string {
  // Pages name their language in the path (/ar/..., /ur/...), and render with no Accept-Language.
  return answerKey('text/html', null, getQuestion(pathAndQuery));
}

/** A GET asks with its path and query string, exactly as sent (`/graphql/app?documentId=…`). */
export function getQuestion(pathAndQuery: string): string {
  return `GET ${pathAndQuery}`;
}

/**
 * A JSON POST asks with its path as well as its body: the same document means something else on
 * `/graphql` (any document) and on `/graphql/app` (persisted documents only), so an answer stored
 * for one path is never given on the other.
 */
export function postQuestion(pathAndQuery: string, body: string): string {
  return `POST ${pathAndQuery}\n${body}`;
}

/**
 * The key a JSON POST's answer is kept under (its body as sent, NUL-free), or undefined for a body
 * too large to keep. One rule for the app (`lookUpPost`) and the socket
 * (http/answer-cache/post-on-the-socket.ts), which must find the same entries.
 */
export function postAnswerKey(accept: string, acceptLanguage: string | null | undefined, pathAndQuery: string, body: string): string | undefined {
  if (body.length > MAX_CACHEABLE_BODY) return undefined;
  return answerKey(accept, acceptLanguage, postQuestion(pathAndQuery, body));
}

function pathAndQueryOf(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** A strong validator: the answer's bytes, hashed. */
export function entityTag(body: Uint8Array): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * If-None-Match matches `etag` (weak comparison, as RFC 9110 asks for this header), in any of its
 * encodings: the plain and the compressed bytes are the same answer.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag);
}

/** A JSON POST the shared cache may answer: its key, and the answer kept for it if any. */
export interface PostLookup {
  key: string;
  kept: CachedResponse | undefined;
}

/**
 * Serves anonymous GraphQL queries from the shared cache (when there is one), stores the answers
 * that are safe to share (see store.ts for the rules), and gives GET answers their HTTP
 * caching headers and an ETag (a matching If-None-Match is answered 304): a shareable answer
 * `public` with a `max-age`, a personal one (sent with credentials, or asking who asked)
 * `private, no-cache`, one with errors `no-store`.
 *
 * A JSON POST is looked up by its body's text before the body is parsed (`lookUpPost`, called by
 * graphql/handler.ts): a hit costs no JSON parse; the key of a miss travels on in
 * `context.json.cacheKey` to store the answer under.
 */
export function withPublicCache(cache: ResponseCache | undefined, execute: GraphqlFetch) {
  /**
   * The lookup of a JSON POST (body as sent, NUL-free): none when there is no shared cache, the
   * body is large, or it comes with credentials (a session token or a partner's API key, whose
   * requests were counted before this, and are never answered from or stored in the shared
   * cache). Not yet reported to the cache's lookup count: a body that turns out not to be a
   * GraphQL request (not a JSON object) was never a question the cache answers.
   */
  function lookUpPost(request: Request, caller: ApiCaller, body: string): PostLookup | undefined {
    if (!cache || carriesCredentials(request.headers) || caller.partner) return undefined;
    const key = postAnswerKey(request.headers.get('accept') ?? '', request.headers.get('accept-language'), pathAndQueryOf(request.url), body);
    return key === undefined ? undefined : { key, kept: cache.find(key) };
  }

  /** A kept answer for a POST, named in the metrics as the request that filled it was. */
  function answerKept(request: Request, kept: CachedResponse): Response {
    cache?.reportLookup(true);
    const scope = currentRequest();
    if (scope && kept.operation !== undefined) scope.operation = kept.operation;
    return answerFrom(kept, request, 'hit');
  }

  // Not async: a POST's answer is execution's own promise, not wrapped in one more.
  function cachedGraphql(request: Request, context: GraphqlServerContext): Promise<Response> {
    if (request.method !== 'GET') {
      // With no shared cache, or a POST it cannot share (see lookUpPost), a POST is answered as
      // executed: it has no ETag and nothing to store.
      const key = context.json?.cacheKey;
      if (!cache || key === undefined) return execute(request, context);
      cache.reportLookup(false);
      return executeAndKeep(request, context, key);
    }
    return cachedGet(request, context);
  }

  async function cachedGet(request: Request, context: GraphqlServerContext): Promise<Response> {
    // A GET; never with credentials.
    if (carriesCredentials(request.headers) || context.partner) return answerPrivately(request, context, execute);
    const key = answerKey(request.headers.get('accept') ?? '', request.headers.get('accept-language'), getQuestion(pathAndQueryOf(request.url)));
    const hit = cache?.get(key);
    if (hit) return answerFrom(hit, request, 'hit');
    return executeAndKeep(request, context, key);
  }

  /** Runs a query the cache may keep, and keeps its answer if it is one to share. */
  async function executeAndKeep(request: Request, context: GraphqlServerContext, key: string): Promise<Response> {
    const isGet = request.method === 'GET';
    const generation = cache?.generation ?? 0;
    const cacheProbe: CacheProbe = { personalized: false, cacheableResult: false };
    const response = await execute(request, { ...context, cacheProbe });
    if (response.status !== 200 || !cacheProbe.cacheableResult || cacheProbe.personalized) return isGet ? privateAnswer(request, response, cacheProbe) : response;

    const entry = await entryOf(response);
    if (cache) {
      // A POST hit is not parsed, so it is named from here (answerKept); a GET hit is named from its query string.
      if (!isGet) entry.operation = currentRequest()?.operation;
      cache.set(key, entry, generation);
    }
    return answerFrom(entry, request, 'miss');
  }

  return { lookUpPost, answerKept, handle: cachedGraphql };
}

async function entryOf(response: Response): Promise<CachedResponse> {
  // A Buffer (over the same bytes, no copy): the edge's Response takes it on its fast path, where a
  // plain Uint8Array is first probed as a generic view (2% of a cached POST's CPU).
  const body = Buffer.from(await response.arrayBuffer());
  return { body, contentType: response.headers.get('content-type') ?? 'application/json', etag: entityTag(body) };
}

async function answerPrivately(request: Request, context: GraphqlServerContext, execute: GraphqlFetch): Promise<Response> {
  const cacheProbe: CacheProbe = { personalized: true, cacheableResult: false };
  return privateAnswer(request, await execute(request, { ...context, cacheProbe }), cacheProbe);
}

/** A GET answer for this asker only: revalidated with its ETag when it succeeded, kept by nobody when it failed. */
async function privateAnswer(request: Request, response: Response, probe: CacheProbe): Promise<Response> {
  if (response.status !== 200 || !probe.cacheableResult) {
    response.headers.set('cache-control', NO_STORE);
    return response;
  }
  const entry = await entryOf(response);
  const headers: Record<string, string> = { 'content-type': entry.contentType, 'cache-control': PRIVATE_CACHE_CONTROL, etag: entry.etag, vary: PUBLIC_VARY };
  for (const [name, value] of response.headers) if (!(name in headers) && name !== 'content-length') headers[name] = value;
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), entry.etag)) return new EdgeResponse(null, { status: 304, headers: notModifiedHeaders(headers) });
  return new EdgeResponse(entry.body, { status: 200, headers });
}

/** A 304 carries the answer's headers but none that describe a body it does not have. */
export function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-type': _type, 'content-encoding': _encoding, 'content-length': _length, ...rest } = headers;
  return rest;
}

/** What is sent for a kept answer: its bytes in the client's encoding, and their headers. */
interface Representation {
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * A kept answer as this client takes it (`http/answer-cache/on-the-socket.ts` writes the same straight to the
 * socket): compressed once per encoding and kept with the entry.
 */
export function representationOf(entry: CachedResponse, isGet: boolean, xCache: 'hit' | 'miss', acceptEncoding: string | null | undefined): Representation {
  const compressible = entry.body.byteLength >= MIN_COMPRESS_BYTES && isCompressible(entry.contentType);
  const encoding: Encoding | null = compressible ? preferredEncoding(acceptEncoding) : null;
  const headers: Record<string, string> = { 'content-type': entry.contentType, 'x-cache': xCache, vary: isGet ? (entry.vary ?? PUBLIC_VARY) : 'accept-encoding' };
  if (isGet) Object.assign(headers, { 'cache-control': entry.cacheControl ?? PUBLIC_CACHE_CONTROL, etag: encodedTag(entry.etag, encoding) });
  if (!encoding) return { headers, body: entry.body };
  headers['content-encoding'] = encoding;
  const encoded = (entry.encoded ??= {});
  // Copied once into memory of its own (zlib's small outputs may be views of a shared pool, which
  // a kept answer would hold on to), as a Buffer for the edge's fast path (see entryOf).
  return { headers, body: (encoded[encoding] ??= Buffer.from(new Uint8Array(compressSync(entry.body, encoding)).buffer)) };
}

export function answerFrom(entry: CachedResponse, request: Request, xCache: 'hit' | 'miss'): Response {
  // HEAD answers as GET would, without the body (node's server drops it).
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  const { headers, body } = representationOf(entry, isGet, xCache, request.headers.get('accept-encoding'));
  if (isGet && matchesIfNoneMatch(request.headers.get('if-none-match'), entry.etag)) return new EdgeResponse(null, { status: 304, headers: notModifiedHeaders(headers) });
  return new EdgeResponse(body, { status: 200, headers });
}

