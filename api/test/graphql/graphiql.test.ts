// GraphiQL (development only) from the installed package: every file from this app, no other
// host, the strict page policy, and example operations that run on the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../../src/graphql/graphiql-examples.ts';
import { TAP_CAPTURE_CSP_SOURCE } from '../../src/http/tap-capture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});

afterAll(() => t?.close());

const page = () => t.request('/graphql', { headers: { accept: 'text/html' } });

describe('GET /graphql in a browser', () => {
  it('answers GraphiQL whose every script, style sheet and icon this app serves', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const urls = [...res.text.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    expect(res.text).toMatch(/<script src="\/graphql\/graphiql\/graphiql\.[0-9a-f]+\.js"><\/script>/);
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/graphql\/graphiql\/graphiql\.[0-9a-f]+\.css">/);
    for (const url of urls) {
      const resolved = new URL(url, TEST_ORIGIN + '/graphql');
      expect(resolved.origin, url).toBe(TEST_ORIGIN);
      const file = await t.request(resolved.pathname);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.text.length, url).toBeGreaterThan(100);
    }
  });

  it('names no other host, and runs no inline script', async () => {
    const res = await page();
    expect(res.text).not.toMatch(/https?:\/\//);
    for (const [, attributes, body] of res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Only the options' data block has a body, and a data block is never run.
      if (body.trim()) expect(attributes).toContain('type="application/json"');
    }
  });

  it('keeps the strict page policy: scripts only from this origin, no inline script', async () => {
    const res = await page();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/nonce-|unsafe-eval/);
    // Issue 32: every page allows the one inline script that keeps early taps, by its hash; no other.
    expect(csp.match(/script-src[^;]*/)?.[0]).toBe(`script-src 'self' ${TAP_CAPTURE_CSP_SOURCE}`);
    expect(csp.match(/style-src[^;]*/)?.[0]).not.toMatch(/https?:/);
    expect(csp.match(/connect-src[^;]*/)?.[0]).toBe("connect-src 'self'");
  });

  it('loads the editor workers from this app too', async () => {
    const script = /<script src="([^"]+)"/.exec((await page()).text)![1];
    const code = (await t.request(script)).text;
    const workers = [...code.slice(0, 2000).matchAll(/"(\/graphql\/graphiql\/[a-z]+\.worker\.[0-9a-f]+\.js)"/g)].map((m) => m[1]);
    expect(workers).toHaveLength(3);
    for (const worker of workers) expect((await t.request(worker)).status).toBe(200);
  });

  it('answers 404 for any other file under the GraphiQL path', async () => {
    expect((await t.request('/graphql/graphiql/graphiql.000000000000.js')).status).toBe(404);
    expect((await t.request('/graphql/graphiql/../../healthz')).status).not.toBe(500);
  });

  it('opens with the example operations as tabs', async () => {
    const res = await page();
    const options = JSON.parse(/<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(res.text)![1]);
    expect(options.defaultTabs.map((tab: { query: string }) => /(?:query|mutation) (\w+)/.exec(tab.query)?.[1])).toEqual([
      'Properties',
      'Product',
      'Suggestions',
      'VendorPage',
      'Login',
    ]);
  });
});

describe('the example operations', () => {
  const cases = GRAPHIQL_EXAMPLES.flatMap((tab) => {
    const name = /(?:query|mutation) (\w+)/.exec(tab.query ?? '')![1];
    return [[`${name} with the tab's variables`, tab, JSON.parse(tab.variables ?? '{}')] as const, [`${name} as it stands`, tab, undefined] as const];
  });
  it.each(cases)('%s answers data on the demo data', async (_name, tab, variables) => {
    const res = await t.graphql(tab.query!, variables);
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    const data = res.data as Record<string, unknown>;
    const [value] = Object.values(data);
    expect(value).toBeTruthy();
    if (data.products) expect((data.products as { edges: unknown[] }).edges.length).toBeGreaterThan(0);
    if (data.searchSuggestions) expect((data.searchSuggestions as unknown[]).length).toBeGreaterThan(0);
    if (data.vendor) expect((data.vendor as { products: { totalCount: number } }).products.totalCount).toBeGreaterThan(0);
    if (data.login) expect(data.login).toMatchObject({ __typename: 'LoginSession', vendor: { storeId: 'skyline-estates' } });
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' } });
  });
  afterAll(() => production?.close());

  it('serves neither GraphiQL nor its files', async () => {
    const res = await production.request('/graphql', { headers: { accept: 'text/html' } });
    expect(res.text).not.toContain('graphiql');
    const script = /<script src="([^"]+)"/.exec((await page()).text)![1];
    expect((await production.request(script)).status).toBe(404);
  });
});
