/**
 * A browser revalidates a page it keeps (If-None-Match); the 304 must not change the page's
 * content security policy. Here the response cache is off, so every request renders the page
 * afresh, as after a write clears the cache: the 304 then comes from the render, not from a kept
 * answer. It once carried the data answers' policy (`sandbox`), and Chromium ran none of the
 * page's scripts after a revalidation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { BROWSER_ACCEPT, createWebRendererApp, type WebRendererApp } from '../helpers/web-renderer-app.ts';

const RENDERER = `export async function render() {
  return { kind: 'page', status: 200, head: '', body: '<p>the same page</p>', state: '', complete: true };
}
`;
let web: WebRendererApp;
let t: TestApp;

beforeAll(async () => {
  web = await createWebRendererApp(RENDERER, { RESPONSE_CACHE: '0' });
  t = web.app;
});
afterAll(async () => {
  await web?.close();
});

describe('a page revalidated by the browser', () => {
  it("answers 304 without a policy of its own, so the kept page keeps the page's policy", async () => {
    const first = await t.request('/login', { headers: { accept: BROWSER_ACCEPT } });
    expect(first.status).toBe(200);
    expect(first.text).toContain('<p>the same page</p>');
    const pagePolicy = first.headers.get('content-security-policy')!;
    expect(pagePolicy).toContain("script-src 'self'");
    expect(pagePolicy).not.toContain('sandbox');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();

    const again = await t.request('/login', { headers: { accept: BROWSER_ACCEPT, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-security-policy')).toBeNull();
    // The other hardening headers still come with it.
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a data answer keeps the data policy on its 200', async () => {
    const res = await t.request('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});
