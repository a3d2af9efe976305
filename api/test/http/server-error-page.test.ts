/**
 * An unhandled error while serving a web page answers 500 with a small friendly HTML page when the
 * client takes HTML (a browser), never the error; JSON clients and /api keep the JSON error.
 * The failures here are real: the server's renderer of the page throws (a renderer module of the
 * test's own, where the app loads web/dist-server's), and the products table is renamed away, so
 * the API's reads throw inside app.fetch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { BROWSER_ACCEPT, createWebRendererApp, type WebRendererApp } from '../helpers/web-renderer-app.ts';

/**
 * A renderer that fails the way a broken page would, with an error that must not reach the
 * visitor, while a `broken` file lies beside it; then renders a page.
 */
const RENDERER = `import fs from 'node:fs';
export async function render() {
  if (fs.existsSync(new URL('./broken', import.meta.url))) throw new Error('relation products_gone does not exist (prisma)');
  return { kind: 'page', status: 200, head: '', body: '<p>back</p>', state: '', complete: false };
}
`;
const PAGE = '/products/home-products/any-sofa';
let web: WebRendererApp;
let t: TestApp;

beforeAll(async () => {
  web = await createWebRendererApp(RENDERER);
  t = web.app;
  fs.writeFileSync(path.join(web.serverDir, 'broken'), '');
});
afterAll(async () => {
  await web?.close();
});

async function withProductsTableGone<T>(run: () => Promise<T>): Promise<T> {
  await t.db.$executeRawUnsafe('ALTER TABLE products RENAME TO products_gone');
  try {
    return await run();
  } finally {
    await t.db.$executeRawUnsafe('ALTER TABLE products_gone RENAME TO products');
  }
}

describe('a web page that fails on our side', () => {
  it('answers a browser 500 with the friendly, self-contained page and none of the error', async () => {
    const res = await withProductsTableGone(() => t.request(PAGE, { headers: { accept: BROWSER_ACCEPT } }));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('<h1>Something went wrong on our side</h1>');
    expect(res.text).toContain('<a class="primary" href="">Try again</a>');
    expect(res.text).toContain('<a class="secondary" href="/">Back to the home page</a>');
    // Self-contained: nothing to load (no scripts, stylesheets or images), and nothing of the error.
    expect(res.text).not.toMatch(/<script|<link|<img|src=|url\(/i);
    expect(res.text).not.toMatch(/products_gone|relation|prisma|Error:|at \w+ \(|Internal server error/i);
    // The page's own inline styles are allowed by the page's content security policy.
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('answers HEAD with the status and no body', async () => {
    const res = await withProductsTableGone(() => t.request(PAGE, { method: 'HEAD', headers: { accept: BROWSER_ACCEPT } }));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toBe('');
  });

  it('keeps the JSON error for a client that does not take HTML', async () => {
    const res = await withProductsTableGone(() => t.request(PAGE, { headers: { accept: 'application/json' } }));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.json).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });

  it('keeps JSON for /api and /graphql even when the client takes HTML', async () => {
    const [rest, graphql] = await withProductsTableGone(() =>
      Promise.all([
        t.request('/api/no-such-route', { headers: { accept: BROWSER_ACCEPT } }),
        t.request('/graphql', {
          method: 'POST',
          headers: { accept: `${BROWSER_ACCEPT}, application/json`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ products(first: 1) { edges { node { id } } } }' }),
        }),
      ]),
    );
    for (const res of [rest, graphql]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
      expect(res.text).not.toContain('Something went wrong on our side');
    }
    expect(rest.status).toBe(404);
    expect(graphql.json.errors.length).toBeGreaterThan(0);
  });

  it('serves the page again once the failure is gone', async () => {
    fs.rmSync(path.join(web.serverDir, 'broken'));
    const res = await t.request(PAGE, { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><p>back</p></div>');
  });
});
