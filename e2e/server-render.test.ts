// The storefront as a crawler, a link preview and a phone get it: HTML rendered by the server with
// its data (no JavaScript needed to read it), then hydrated in Chromium without asking again.
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';
import { PUBLIC_PAGES } from './helpers/public-pages.ts';

const e2e = useE2eSuite();

interface RenderedPage {
  status: number;
  headers: Headers;
  /** The page's markup, without the embedded state (so a match is text a reader sees). */
  markup: string;
  state: { site: { publicUrl: string }; records: Record<string, unknown>; personal: string[] };
}

const STATE = /<script id="server-state" type="application\/json">([\s\S]*?)<\/script>/;

/** GET a page as a crawler does: no JavaScript, no redirects followed. */
async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<RenderedPage> {
  const res = await fetch(`${e2e.server.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  const html = await res.text();
  const state = STATE.exec(html);
  return { status: res.status, headers: res.headers, markup: html.replace(STATE, ''), state: state ? JSON.parse(state[1]) : null };
}

async function api<T = any>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}${path}`, init);
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return res.json() as Promise<T>;
}

/** Text as HTML writes it (the names in the demo data have apostrophes and ampersands). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('server-rendered HTML', () => {
  it("a home product's page carries its name, its price and the records to hydrate with", async () => {
    const product = await api('/api/products/slug/solar-garden-fairy-lights');
    const page = await fetchPage('/products/home-products/solar-garden-fairy-lights');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.markup).toContain(`<h1`);
    expect(page.markup).toContain(`>${escaped(product.productName)}</h1>`);
    expect(page.markup).toContain(`USD ${Number(product.productPrice).toFixed(2)}`);
    expect(page.markup).toMatch(new RegExp(`<title>${escaped(product.productName)} \\| [^<]+</title>`));
    expect(page.markup).not.toContain('Loading...');
    expect(page.state.site.publicUrl).toBe(e2e.server.publicUrl);
    expect(Object.keys(page.state.records).length).toBeGreaterThan(10);
  });

  it("a property's page, a category's first cards and a vendor's page carry their data", async () => {
    const slug = '5-bed-villa-with-private-pool-in-bahria-town-phase-7';
    const listing = await api(`/api/products/slug/${slug}`);
    const page = await fetchPage(`/products/real-estate/${slug}`);
    expect(page.status).toBe(200);
    expect(page.markup).toContain(escaped(listing.productName));

    const category = await fetchPage('/category/Residential');
    expect(category.status).toBe(200);
    expect(category.markup.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(4);

    const vendor = await api('/api/vendor-details/atelier-noor');
    const store = await fetchPage('/pro/atelier-noor/atelier-noor');
    expect(store.status).toBe(200);
    expect(store.markup).toContain(escaped(vendor.store_name));
    expect(store.markup.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('answers a missing listing, store or category with 404 and its page; an unknown path redirects to /404.html', async () => {
    for (const [path, heading] of [
      ['/products/home-products/no-such-sofa', 'Listing not found'],
      ['/products/real-estate/no-such-villa', 'Listing not found'],
      ['/products/electronics/nothing', 'Listing not found'],
      ['/pro/nobody/no-such-store', 'Store not found'],
      ['/category/No%20Such%20Category', 'Category not found'],
      ['/404.html', 'Page not found'],
    ] as const) {
      const page = await fetchPage(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.markup).toContain(`>${heading}</h1>`);
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    const unknown = await fetchPage('/no/such/page');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/404.html');
  });

  it('keeps pages in the shared cache, revalidated with an ETag, and sends them compressed', async () => {
    const first = await fetchPage('/real-estate?page-cache-test');
    const again = await fetchPage('/real-estate?page-cache-test');
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.markup).toBe(first.markup);
    // A hit goes straight to the socket (http/cached-answers.ts) with the very headers the app gives.
    // Every answer carries a request id of its own (x-request-id), the cached one too.
    const comparable = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-cache', 'content-length', 'transfer-encoding', 'x-request-id'].includes(name)));
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    expect(again.headers.get('vary')).toBe('accept-encoding');
    const etag = again.headers.get('etag')!;
    expect((await fetchPage('/real-estate?page-cache-test', { 'if-none-match': etag })).status).toBe(304);
    const brotli = await fetch(`${e2e.server.baseUrl}/real-estate`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('<div id="root">');
  });

  it("a price edited by the store shows in the next page the server renders", async () => {
    const token = await e2e.tokenFor('vendor@marketplace.test');
    const auth = { authorization: `Bearer ${token}` };
    const [product] = await api<any[]>('/api/vendor-products', { headers: auth });
    const path = `/products/real-estate/${product.slug}`;
    await fetchPage(path);
    expect((await fetchPage(path)).headers.get('x-cache')).toBe('hit');

    const price = Number(product.productPrice) + 1234;
    const res = await fetch(`${e2e.server.baseUrl}/api/products/${product.slug}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...product, productPrice: String(price) }),
    });
    expect(res.status).toBe(200);

    const after = await fetchPage(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.markup).toContain(`USD ${price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('renders the cart and checkout as shells: their contents are the browser’s own', async () => {
    for (const path of ['/cart', '/checkout']) {
      const page = await fetchPage(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.markup).toContain('Loading your cart...');
    }
  });
});

describe('hydration in Chromium', () => {
  const routes = PUBLIC_PAGES;

  it('takes over every public page without an error, a hydration warning or a request for the page’s own data', async () => {
    for (const path of routes) {
      const { page, pageErrors, consoleErrors, close } = await newPage(e2e.browser, e2e.server.baseUrl);
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/graphql')) graphql.push(request.url());
      });
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      // The app took the page over (the harness waits for it); then give late work a moment.
      await page.waitForLoadState('networkidle');
      expect([path, graphql]).toEqual([path, []]);
      expect([path, consoleErrors]).toEqual([path, []]);
      expect([path, pageErrors.map((e) => e.message)]).toEqual([path, []]);
      await close();
    }
  });

  it('a page rendered by the server works after hydration: the cart badge and a client-side navigation', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto('/products/home-products/solar-garden-fairy-lights');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('list', { name: 'Cart items' }).getByText('Solar Garden Fairy Lights').waitFor();
  });
});
