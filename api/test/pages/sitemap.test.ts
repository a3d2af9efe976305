/**
 * robots.txt and the sitemap (an index with pages of at most 50,000 URLs): every public listing,
 * store and category with absolute URLs on PUBLIC_URL, and nothing a visitor cannot open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { sitemapPages, sitemapUrls } from '../../src/domain/catalogue/sitemap.ts';
import { categoryPath, productPath, vendorPath } from '@rules/paths.ts';
import { LOCALES } from '@rules/locales.ts';

const PUBLIC_URL = 'https://homes.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
});
afterAll(() => t?.close());

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

async function xml(path: string) {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  return parser.parse(res.text);
}

async function listedUrls(): Promise<Map<string, string | undefined>> {
  const index = await xml('/sitemap.xml');
  const urls = new Map<string, string | undefined>();
  for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
    expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    const page = await xml(loc.slice(PUBLIC_URL.length));
    for (const url of (page.urlset.url ?? []) as { loc: string; lastmod?: string }[]) urls.set(url.loc, url.lastmod);
  }
  return urls;
}

describe('robots.txt', () => {
  it('names the sitemap and keeps the dashboard, cart, checkout and APIs out', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/vendor-dashboard', '/cart', '/checkout', '/favourites', '/graphql', '/api/', '/ar/cart', '/ur/checkout']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap', () => {
  it('lists every public listing, store, category and page, with lastmod, on PUBLIC_URL', async () => {
    const urls = await listedUrls();
    const products = await t.db.product.findMany({ where: { vendorListed: true }, select: { slug: true, catalogue: true, updatedAt: true } });
    expect(products.length).toBeGreaterThan(20);
    for (const product of products) expect(urls.get(PUBLIC_URL + productPath(product))).toBe(product.updatedAt.toISOString());
    const vendors = await t.db.vendor.findMany({ where: { isAdmin: false, accessGranted: true } });
    for (const vendor of vendors) expect(urls.has(PUBLIC_URL + vendorPath(vendor))).toBe(true);
    for (const category of await t.db.category.findMany()) expect(urls.has(PUBLIC_URL + categoryPath(category.name))).toBe(true);
    for (const path of ['/', '/real-estate', '/home-products', '/vendors', '/feed']) expect(urls.has(PUBLIC_URL + path)).toBe(true);
    // Issue 35: every page once per language (English, /ar, /ur).
    expect(urls.size).toBe((products.length + vendors.length + (await t.db.category.count()) + 8) * LOCALES.length);
  });

  it('lists each page in every language, each entry naming all of them and x-default as xhtml:link alternates', async () => {
    const page = await xml('/sitemaps/pages.xml');
    const entries = page.urlset.url as { loc: string; 'xhtml:link': unknown }[];
    const withAlternates = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse((await t.request('/sitemaps/pages.xml')).text);
    const first = withAlternates.urlset.url.filter((url: { loc: string }) => url.loc.endsWith('/real-estate'));
    expect(first.map((url: { loc: string }) => url.loc)).toEqual([`${PUBLIC_URL}/real-estate`, `${PUBLIC_URL}/ar/real-estate`, `${PUBLIC_URL}/ur/real-estate`]);
    for (const url of first) {
      const links = (url['xhtml:link'] as Record<string, string>[]).map((link) => [link['@_hreflang'], link['@_href']]);
      expect(links).toEqual([
        ['en', `${PUBLIC_URL}/real-estate`],
        ['ar', `${PUBLIC_URL}/ar/real-estate`],
        ['ur', `${PUBLIC_URL}/ur/real-estate`],
        ['x-default', `${PUBLIC_URL}/real-estate`],
      ]);
    }
    expect(entries.map((url) => url.loc)).toContain(`${PUBLIC_URL}/ar`);
  });

  it("drops a revoked store with its listings, and a deleted listing, and shows the change in lastmod", async () => {
    const vendor = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: false, accessGranted: true, products: { some: {} } }, include: { products: true } });
    const before = await listedUrls();
    expect(before.has(PUBLIC_URL + vendorPath(vendor))).toBe(true);
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: false } });
    const other = await t.db.product.findFirstOrThrow({ where: { vendorListed: true } });
    await t.db.product.delete({ where: { id: other.id } });
    const after = await listedUrls();
    expect(after.has(PUBLIC_URL + vendorPath(vendor))).toBe(false);
    for (const product of vendor.products) expect(after.has(PUBLIC_URL + productPath(product))).toBe(false);
    expect(after.has(PUBLIC_URL + productPath(other))).toBe(false);
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: true } });
  });

  it('splits listings into pages of the given size, each page dated by its newest listing', async () => {
    const count = await t.db.product.count({ where: { vendorListed: true } });
    const pages = await sitemapPages(t, 10);
    const productPages = pages.filter((page) => page.name.startsWith('products-'));
    expect(productPages.map((page) => page.name)).toEqual(Array.from({ length: Math.ceil(count / 10) }, (_, i) => `products-${i + 1}`));
    const second = (await sitemapUrls(t, 'products-2', 10))!;
    expect(second).toHaveLength(10);
    expect(productPages[1].lastmod).toEqual(new Date(Math.max(...second.map((url) => url.lastmod!.getTime()))));
    expect(await sitemapUrls(t, `products-${productPages.length + 1}`, 10)).toBeNull();
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await t.request('/sitemaps/products-999.xml')).status).toBe(404);
    expect((await t.request('/sitemaps/secrets.xml')).status).toBe(404);
  });
});
