/**
 * /metrics (issue 31, part 6): who may read it, and what it counts, through app.fetch; request
 * ids on answers and on the log lines written for a request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { persistedDocumentId } from '../helpers/web-documents.ts';
import { QUEUE } from '../../src/jobs/queues.ts';
import { createLogger } from '../../src/adapters/logger.ts';
import { withRequestScope } from '../../src/adapters/request-scope.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const PUBLIC_IP = '203.0.113.9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1', METRICS_TOKEN: TOKEN, LOG_FORMAT: 'json' } });
});
afterAll(() => t?.close());

const scrape = async () => {
  const res = await t.request('/metrics');
  expect(res.status).toBe(200);
  return res.text;
};

/** The value of the sample `line` starts (name and labels), or undefined when there is none. */
function sample(metrics: string, line: string): number | undefined {
  const found = metrics.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('who may read /metrics', () => {
  it('serves this machine, in the Prometheus text format', async () => {
    const res = await t.request('/metrics', { clientIp: '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('# TYPE marketplace_http_requests_total counter');
    expect(res.text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect((await t.request('/metrics', { clientIp: '::ffff:127.0.0.1' })).status).toBe(200);
  });

  it('answers 404 to anyone else, and to a local request a proxy forwarded', async () => {
    expect((await t.request('/metrics', { clientIp: PUBLIC_IP })).status).toBe(404);
    expect((await t.request('/metrics', { clientIp: '127.0.0.1', headers: { 'x-forwarded-for': PUBLIC_IP } })).status).toBe(404);
    expect((await t.request('/metrics', { clientIp: '127.0.0.1', headers: { forwarded: `for=${PUBLIC_IP}` } })).status).toBe(404);
    expect((await t.request('/metrics', { clientIp: PUBLIC_IP, headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
  });

  it('serves anyone with METRICS_TOKEN as a bearer token', async () => {
    const res = await t.request('/metrics', { clientIp: PUBLIC_IP, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('marketplace_admission_waiting');
  });
});

describe('what /metrics counts', () => {
  it('counts GraphQL requests per operation: the persisted document\'s name on the web app\'s path, the operationName on /graphql', async () => {
    const before = await scrape();
    const appLine = 'marketplace_http_requests_total{transport="graphql",operation="SearchBoxSuggestionsQuery",status="200"}';
    const path = `/graphql/app?${new URLSearchParams({ documentId: persistedDocumentId('SearchBoxSuggestionsQuery'), variables: JSON.stringify({ query: 'metrics' }) })}`;
    expect((await t.request(path)).status).toBe(200);
    const named = await t.graphql('query MetricsProducts { products(first: 1) { edges { node { name } } } }');
    expect(named.errors).toBeUndefined();
    const failed = await t.graphql('query MetricsBroken { product(id: "not-an-id") { name } }');
    expect(failed.errors).toBeDefined();

    const after = await scrape();
    expect(sample(after, appLine)).toBe((sample(before, appLine) ?? 0) + 1);
    expect(sample(after, 'marketplace_http_requests_total{transport="graphql",operation="MetricsProducts",status="200"}')).toBe(1);
    expect(sample(after, 'marketplace_http_request_errors_total{transport="graphql",operation="MetricsBroken"}')).toBe(1);
    expect(sample(after, 'marketplace_http_request_errors_total{transport="graphql",operation="MetricsProducts"}')).toBeUndefined();
    expect(sample(after, 'marketplace_http_request_duration_seconds_count{transport="graphql",operation="MetricsProducts"}')).toBe(1);
  });

  it('keeps GraphQL operation names bounded: past 100 names, and for names that are not GraphQL names, `_other`', async () => {
    for (let i = 0; i < 105; i++) await t.graphql(`query Many${i} { __typename }`);
    const metrics = await scrape();
    const names = new Set([...metrics.matchAll(/^marketplace_http_requests_total\{transport="graphql",operation="([^"]+)"/gm)].map((m) => m[1]));
    expect(names.size).toBeLessThanOrEqual(100 + 3); // the names, _other, _anonymous, _unknown_document
    expect(names.has('_other')).toBe(true);
  });

  it('counts REST requests by the route table\'s pattern, not the raw path', async () => {
    const product = await t.db.product.findFirstOrThrow({ select: { id: true } });
    expect((await t.request(`/api/products/${product.id}`)).status).toBe(200);
    expect((await t.request('/api/products/999999999')).status).toBe(404);
    expect((await t.request('/api/no-such-route')).status).toBe(404);
    const metrics = await scrape();
    expect(sample(metrics, 'marketplace_http_requests_total{transport="rest",operation="GET /api/products/{product}",status="200"}')).toBe(1);
    expect(sample(metrics, 'marketplace_http_requests_total{transport="rest",operation="GET /api/products/{product}",status="404"}')).toBe(1);
    expect(sample(metrics, 'marketplace_http_requests_total{transport="rest",operation="_rest",status="404"}')).toBe(1);
    expect(metrics).not.toContain(`/api/products/${product.id}`);
  });

  it('counts the answer cache\'s hits and misses', async () => {
    const before = await scrape();
    const hits = sample(before, 'marketplace_answer_cache_lookups_total{result="hit"}') ?? 0;
    const path = `/graphql/app?${new URLSearchParams({ documentId: persistedDocumentId('SearchBoxSuggestionsQuery'), variables: JSON.stringify({ query: 'cache ratio' }) })}`;
    expect((await t.request(path)).headers.get('x-cache')).toBe('miss');
    expect((await t.request(path)).headers.get('x-cache')).toBe('hit');
    const after = await scrape();
    expect(sample(after, 'marketplace_answer_cache_lookups_total{result="hit"}')).toBe(hits + 1);
    expect(sample(after, 'marketplace_answer_cache_lookups_total{result="miss"}')).toBeGreaterThan(0);
    expect(sample(after, 'marketplace_answer_cache_entries')).toBeGreaterThan(0);
  });

  it('names a POST answered from the cache (its body never parsed) as the request that filled it; a body that is no GraphQL request is no lookup', async () => {
    const lookups = (metrics: string) => ['hit', 'miss'].map((result) => sample(metrics, `marketplace_answer_cache_lookups_total{result="${result}"}`) ?? 0);
    // A name this process has seen (the first test): past the first 100 names, new ones are `_other`.
    const answered = (metrics: string) => sample(metrics, 'marketplace_http_requests_total{transport="graphql",operation="MetricsProducts",status="200"}') ?? 0;
    const before = await scrape();
    const query = 'query MetricsProducts { categories { slug } }';
    expect((await t.graphql(query)).headers.get('x-cache')).toBe('miss');
    expect((await t.graphql(query)).headers.get('x-cache')).toBe('hit');
    const notAnObject = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[{"query":"{ __typename }"}]' });
    expect(notAnObject.status).toBe(400);
    const after = await scrape();
    expect(answered(after)).toBe(answered(before) + 2);
    const [hits, misses] = lookups(before);
    expect(lookups(after)).toEqual([hits + 1, misses + 1]);
  });

  it('reports each job queue\'s lag: how long its oldest due job has waited', async () => {
    // This app runs no job workers: the job waits.
    await t.db.$transaction((tx) => t.app.services.jobs.enqueue(tx, QUEUE.viewingReminders, {}));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const metrics = await scrape();
    expect(sample(metrics, `marketplace_job_lag_seconds{queue="${QUEUE.viewingReminders}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, `marketplace_jobs_waiting{queue="${QUEUE.viewingReminders}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, `marketplace_job_lag_seconds{queue="${QUEUE.mailUndelivered}"}`)).toBe(0);
  });

  it('reports the database pool on PostgreSQL, and no pool on the embedded database', async () => {
    const metrics = await scrape();
    if (t.database.kind === 'postgres') expect(sample(metrics, 'marketplace_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(metrics).not.toContain('marketplace_db_pool_connections{');
  });
});

describe('request ids', () => {
  it('answers with the request\'s id: the client\'s when it is safe, else a new one', async () => {
    expect((await t.request('/api/categories', { headers: { 'x-request-id': 'edge-7f3a.1' } })).headers.get('x-request-id')).toBe('edge-7f3a.1');
    const made = (await t.request('/api/categories', { headers: { 'x-request-id': 'bad id\twith spaces' } })).headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const other = (await t.request('/healthz')).headers.get('x-request-id');
    expect(other).toMatch(/^[0-9a-f-]{36}$/);
    expect(other).not.toBe(made);
    expect((await t.request('/api/categories', { headers: { 'x-request-id': 'x'.repeat(129) } })).headers.get('x-request-id')).not.toBe('x'.repeat(129));
  });

  it('writes the request\'s id on the error logged for it, as JSON', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const { rates } = t.app.services;
    const all = rates.all;
    rates.all = () => Promise.reject(Object.assign(new Error('the rates table is away'), { code: 'TEST_CODE' }));
    try {
      const res = await t.graphql('query MetricsCurrencies { currencies { code } }', {}, { 'x-request-id': 'trace-currencies-1' });
      expect(res.status).toBe(200);
      expect(res.errors?.[0].message).toBe('Unexpected error.');
      expect(res.headers.get('x-request-id')).toBe('trace-currencies-1');
    } finally {
      rates.all = all;
      spy.mockRestore();
    }
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).toMatchObject({ level: 'error', msg: 'graphql:', requestId: 'trace-currencies-1', pid: process.pid });
    expect(JSON.stringify(logged)).toContain('the rates table is away');
  });

  it('writes text for a terminal, the request id in brackets, and no id outside a request', () => {
    const lines: unknown[][] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args));
    try {
      const log = createLogger({ logFormat: 'text' }, 'info');
      withRequestScope({ id: 'abc-1' }, () => log.info('reading', 42));
      log.info('at start');
    } finally {
      spy.mockRestore();
    }
    expect(lines).toEqual([['reading [request abc-1]', 42], ['at start']]);
  });
});
