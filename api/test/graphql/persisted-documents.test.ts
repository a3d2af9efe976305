/**
 * The web app's documents persisted at build, sent by id over GET: answers a browser or CDN can
 * keep (Cache-Control, a strong ETag, 304), the shared cache answering them before any GraphQL
 * work (also straight on the socket), and the web app's path refusing documents it was not built with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase, type TestResponse } from '../helpers/test-app.ts';
import { bearer, loginToken } from '../helpers/auth.ts';
import { serveApp } from '../../src/server.ts';
import { persistedDocumentId } from '../helpers/web-documents.ts';

const ACCEPT = 'application/graphql-response+json, application/json';
const getPath = (path: string, id: string, variables: Record<string, unknown> = {}) =>
  `${path}?${new URLSearchParams({ documentId: id, variables: JSON.stringify(variables) })}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1' } });
});
afterAll(() => t?.close());

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers: { accept: ACCEPT, ...headers } });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', headers: { accept: ACCEPT, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const codeOf = (res: TestResponse) => res.json?.errors?.[0]?.extensions?.code;

describe('persisted documents over GET', () => {
  it('runs a persisted query by id, with Cache-Control, a strong ETag and Vary; a repeat comes from the cache', async () => {
    const path = getPath('/graphql/app', persistedDocumentId('SearchBoxSuggestionsQuery'), { query: 'sof' });
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.json.errors).toBeUndefined();
    expect(first.json.data.searchSuggestions.length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('vary')).toBe('accept, accept-language, authorization, x-api-key, accept-encoding');
    expect(first.headers.get('x-cache')).toBe('miss');

    const again = await get(path);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers a matching If-None-Match with 304 and no body, and a changed answer with a new ETag', async () => {
    const path = getPath('/graphql/app', persistedDocumentId('HomePageProductsQuery'));
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect((await get(path, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);

    // A write through the API clears the cache; the new answer has a new tag, the old one gets a 200.
    const product = await t.db.product.findFirstOrThrow({ where: { status: 'ACTIVE', catalogue: 'HOME_PRODUCTS' }, orderBy: { createdAt: 'desc' } });
    await t.db.product.update({ where: { id: product.id }, data: { name: `${product.name} (new)` } });
    await post('/graphql', { query: 'mutation { logout }' });
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-cache')).toBe('miss');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('takes the id written as sha256:<hex> too, and on /graphql as well as the web app path', async () => {
    const id = persistedDocumentId('SearchBoxSuggestionsQuery');
    const prefixed = await get(getPath('/graphql/app', `sha256:${id}`, { query: 'tile' }));
    expect(prefixed.status).toBe(200);
    const onApi = await get(getPath('/graphql', id, { query: 'tile' }));
    expect(onApi.json.data).toEqual(prefixed.json.data);
    expect(onApi.headers.get('etag')).toBe(prefixed.headers.get('etag'));
  });

  it('refuses an unknown id with PERSISTED_DOCUMENT_NOT_FOUND, kept by nobody', async () => {
    const res = await get(getPath('/graphql/app', 'f'.repeat(64)));
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('runs a persisted mutation posted by id, and refuses one sent over GET', async () => {
    const id = persistedDocumentId('useLogoutMutation');
    const posted = await post('/graphql/app', { documentId: id, variables: {} });
    expect(posted.json).toMatchObject({ data: { logout: expect.any(Boolean) } });
    const overGet = await get(getPath('/graphql/app', id));
    expect(overGet.status).toBe(405);
  });

  it('never lets a shared cache keep an answer sent with credentials, or one that depended on who asked; the asker revalidates it', async () => {
    const token = await loginToken(t, 'vendor@marketplace.test', 'vendor12345');
    const path = getPath('/graphql/app', persistedDocumentId('SearchBoxSuggestionsQuery'), { query: 'villa' });
    const withToken = await get(path, bearer(token));
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
    expect(withToken.headers.get('x-cache')).toBeNull();
    const etag = withToken.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(path, { ...bearer(token), 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    const viewerQuery = `/graphql?${new URLSearchParams({ query: '{ viewer { storeId } }' })}`;
    const personal = await get(viewerQuery);
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
    expect(personal.headers.get('x-cache')).toBeNull();
    expect((await get(viewerQuery)).headers.get('x-cache')).toBeNull();
  });

  it('gives a GET with a document of its own (on /graphql) the same caching headers', async () => {
    const res = await get(`/graphql?${new URLSearchParams({ query: '{ categories { name } }' })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe("the web app's path runs only persisted documents", () => {
  it('refuses a document sent as text on /graphql/app with PERSISTED_DOCUMENTS_ONLY, and runs it on /graphql', async () => {
    const refused = await post('/graphql/app', { query: '{ categories { name } }' });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe('PERSISTED_DOCUMENTS_ONLY');
    expect(refused.json.errors[0].message).toContain('/graphql');
    const overGet = await get(`/graphql/app?${new URLSearchParams({ query: '{ categories { name } }' })}`);
    expect(codeOf(overGet)).toBe('PERSISTED_DOCUMENTS_ONLY');
    expect((await post('/graphql', { query: '{ categories { name } }' })).json.data.categories.length).toBeGreaterThan(0);
  });

  it('says what to send when a request has neither a document nor an id', async () => {
    const res = await post('/graphql', { variables: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].message).toBe('Send a GraphQL document as "query", or the id of a persisted document as "documentId".');
  });

  it('runs any document there with WEB_GRAPHQL_PERSISTED_ONLY=0', async () => {
    const open = await createTestApp({ seed: false, env: { WEB_GRAPHQL_PERSISTED_ONLY: '0' } });
    try {
      const res = await open.request('/graphql/app', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { name } }' }) });
      expect(res.status).toBe(200);
      expect(res.json.errors).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

/** One answer as it left the socket: status, headers in the order written, and bytes. */
interface RawAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * A request over a plain socket (node's client, no decoding), its body sent with a declared
 * length or chunked: the socket answers only the first kind of POST, so the second is the app's.
 */
function rawRequest(port: number, path: string, { method = 'GET', headers = {}, body, chunked = false }: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, path, method, headers: chunked || body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    sent.on('error', reject);
    if (chunked && body !== undefined) sent.write(body);
    sent.end(chunked ? undefined : body);
  });
}

const headerOf = (answer: RawAnswer, name: string) => answer.headers.find(([key]) => key === name)?.[1];
/** The headers that belong to the connection, not to the answer. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

describe('cached answers straight on the socket', () => {
  let own: TestDatabase;
  let running: Awaited<ReturnType<typeof serveApp>>;
  let appCalls = 0;

  beforeAll(async () => {
    // A server of its own (on PostgreSQL it listens for other processes' writes: closed with it).
    own = await createTestDatabase({ seed: true, env: { RESPONSE_CACHE: '1' } });
    running = await serveApp({ ...own.config, port: 0, host: '127.0.0.1' }, own.database, { announce: false });
    const appFetch = running.app.fetch;
    running.app.fetch = (...args) => (appCalls++, appFetch(...args));
  });
  afterAll(async () => {
    running?.server.closeAllConnections();
    await running?.close();
    await own?.destroy();
  });

  it('answers a cached GET before the app with the very headers and bytes the app gives', async () => {
    const callsBefore = appCalls;
    const url = `http://127.0.0.1:${running.port}${getPath('/graphql/app', persistedDocumentId('SearchBoxSuggestionsQuery'), { query: 'sofa' })}`;
    // The same request id both times: every answer carries its request's id (x-request-id).
    const headers = { accept: ACCEPT, origin: 'https://partner.example', 'x-request-id': 'same-request-id' };
    const miss = await fetch(url, { headers });
    const missBody = await miss.text();
    expect(miss.headers.get('x-cache')).toBe('miss');
    expect(appCalls).toBe(callsBefore + 1);

    const hit = await fetch(url, { headers });
    expect(await hit.text()).toBe(missBody);
    expect(appCalls).toBe(callsBefore + 1);
    const comparable = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-cache', 'content-length', 'transfer-encoding'].includes(name)));
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.headers.get('x-cache')).toBe('hit');

    const notModified = await fetch(url, { headers: { ...headers, 'if-none-match': miss.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(appCalls).toBe(callsBefore + 1);

    // Credentials always go to the app.
    await fetch(url, { headers: { ...headers, 'x-api-key': 'mk_not_a_key' } });
    expect(appCalls).toBe(callsBefore + 2);
  });

  it('answers a cached JSON POST before the app, byte for byte and header for header as the app answers the same hit, and counts it as the app did', async () => {
    const { port } = running;
    const scrape = async () => (await rawRequest(port, '/metrics', {})).body.toString();
    const sample = (metrics: string, line: string) => Number(metrics.split('\n').find((l) => l.startsWith(`${line} `))?.slice(line.length + 1) ?? 0);
    const counted = (metrics: string) => [
      sample(metrics, 'marketplace_http_requests_total{transport="graphql",operation="SocketCards",status="200"}'),
      sample(metrics, 'marketplace_http_request_duration_seconds_count{transport="graphql",operation="SocketCards"}'),
      sample(metrics, 'marketplace_answer_cache_lookups_total{result="hit"}'),
    ];
    // Large enough to be compressed (1 KB): the encoded bytes and content-encoding are compared too.
    const body = JSON.stringify({ query: 'query SocketCards { products(first: 12) { edges { node { id name slug } } } }', operationName: 'SocketCards' });
    const headers = { accept: ACCEPT, 'content-type': 'application/json', 'accept-encoding': 'gzip, br', 'accept-language': 'ar', origin: 'https://partner.example', 'x-request-id': 'post-request-id' };
    const post = (extra: Record<string, string> = {}, chunked = false) => rawRequest(port, '/graphql', { method: 'POST', headers: { ...headers, ...extra }, body, chunked });

    const before = await scrape();
    const callsBefore = appCalls;
    // The miss reads its body on the socket and hands it to the app, which answers and keeps it.
    const miss = await post();
    expect(miss.status).toBe(200);
    expect(headerOf(miss, 'x-cache')).toBe('miss');
    expect(appCalls).toBe(callsBefore + 1);

    const onSocket = await post();
    expect(appCalls).toBe(callsBefore + 1);
    // A chunked body is never read on the socket: this is the app's own hit, over HTTP.
    const byApp = await post({}, true);
    expect(appCalls).toBe(callsBefore + 2);
    expect(headerOf(byApp, 'x-cache')).toBe('hit');
    expect(headerOf(onSocket, 'content-encoding')).toBe('br');
    expect(onSocket.status).toBe(byApp.status);
    expect(onSocket.body.equals(byApp.body)).toBe(true);
    const answerHeaders = (answer: RawAnswer) => new Map(answer.headers.filter(([name]) => !CONNECTION_HEADERS.includes(name)));
    expect(answerHeaders(onSocket)).toEqual(answerHeaders(byApp));
    expect(headerOf(onSocket, 'x-request-id')).toBe('post-request-id');

    // Each request counted once, under the name the miss had; the two hits as hits.
    const after = await scrape();
    const [requests, latencies, hits] = counted(before);
    expect(counted(after)).toEqual([requests + 3, latencies + 3, hits + 2]);

    // What the app must see goes on to it, read or not: credentials, an Idempotency-Key, another type.
    const callsAfter = appCalls;
    const toApp: Record<string, string>[] = [{ authorization: 'Bearer not-a-session' }, { 'x-api-key': 'mk_not_a_key' }, { 'idempotency-key': 'socket-key' }, { 'content-type': 'text/plain' }];
    for (const extra of toApp) await post(extra);
    expect(appCalls).toBe(callsAfter + 4);
  });

  it('writes an answer of known length whole, with its content-length and not chunked (the edge, http/node-edge.ts)', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const whole = await rawRequest(running.port, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'edge-whole' }, body });
    expect(whole.status).toBe(200);
    expect(JSON.parse(whole.body.toString()).data).toEqual({ __typename: 'Query' });
    expect(headerOf(whole, 'content-length')).toBe(String(whole.body.byteLength));
    expect(headerOf(whole, 'transfer-encoding')).toBeUndefined();
    expect(headerOf(whole, 'x-request-id')).toBe('edge-whole');
    expect(headerOf(whole, 'x-content-type-options')).toBe('nosniff');
  });
});
