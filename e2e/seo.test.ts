// What public pages tell search engines and link previews (issue 19, item 3), in Chromium against
// the real server with the demo data: title, description, canonical link, Open Graph and Twitter
// tags, and JSON-LD. The checks themselves are pure (e2e/helpers/page-meta.ts), so the server-
// rendered-HTML version of this test can run them on HTML fetched without JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, useE2eSuite } from './harness.ts';
import { HEAD_META_SELECTORS, headMetaProblems, jsonLdProblems, jsonLdScripts, jsonLdTypes, type ExpectedMeta, type HeadMeta } from './helpers/page-meta.ts';

const e2e = useE2eSuite();

/**
 * web/index.html's own <title> and description (the shell every client-rendered page starts from;
 * server rendering will replace them). The page's tags are the ones besides these.
 */
const shell = fs.readFileSync(path.join(projectRoot, 'web/index.html'), 'utf8');
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const SHELL_TITLE = decode(/<title>([^<]*)<\/title>/.exec(shell)?.[1] ?? '');
const SHELL_DESCRIPTION = decode(/<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '');

interface Listing {
  name: string;
  path: string;
  rating: { count: number };
  featureImage: { url: string };
}
interface Seen {
  homeProduct: Listing;
  ratedProduct: Listing | null;
  property: Listing;
  category: { name: string; path: string; catalogue: string };
  vendor: { storeName: string; path: string };
}

let seen: Seen;

async function graphql<T>(query: string): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

beforeAll(async () => {
  const listing = 'edges { node { name path rating { count } featureImage { url(variant: FULL) } } }';
  const data = await graphql<{
    homeProducts: { edges: { node: Listing }[] };
    rated: { edges: { node: Listing }[] };
    properties: { edges: { node: Listing }[] };
    categories: Seen['category'][];
    topVendors: Seen['vendor'][];
  }>(`{
    homeProducts: products(first: 1, filter: { catalogue: HOME_PRODUCTS }) { ${listing} }
    rated: products(first: 1, sort: RATING, filter: { catalogue: HOME_PRODUCTS }) { ${listing} }
    properties: products(first: 1, filter: { catalogue: REAL_ESTATE }) { ${listing} }
    categories(catalogue: REAL_ESTATE) { name path catalogue }
    topVendors(first: 1) { storeName path }
  }`);
  const rated = data.rated.edges[0]?.node;
  seen = {
    homeProduct: data.homeProducts.edges[0].node,
    ratedProduct: rated && rated.rating.count > 0 ? rated : null,
    property: data.properties.edges[0].node,
    category: data.categories[0],
    vendor: data.topVendors[0],
  };
});

/** The page's head tags once its own canonical link is in (the page's data has loaded). */
async function readPage(page: Page, canonical: string | null): Promise<{ meta: HeadMeta; documentTitle: string; titles: string[]; descriptions: string[]; jsonLd: unknown[] }> {
  if (canonical) {
    await page
      .locator(`head link[rel="canonical"][href="${canonical}"]`)
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(async () => {
        const found = await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        throw new Error(`${page.url()}: no canonical link ${canonical} (found ${JSON.stringify(found)})`);
      });
  }
  else await page.locator('head meta[name="robots"]').waitFor({ state: 'attached' });
  const raw = await page.evaluate((selectors) => {
    const read = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute('content') ?? element.getAttribute('href') ?? '');
    return {
      title: document.title,
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent ?? ''),
      tags: Object.fromEntries(Object.entries(selectors).map(([key, selector]) => [key, read(selector)])),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  }, HEAD_META_SELECTORS);
  const titles = raw.titles.filter((title) => title !== SHELL_TITLE);
  const descriptions = raw.tags.description.filter((text) => text !== SHELL_DESCRIPTION);
  const one = (key: keyof typeof HEAD_META_SELECTORS) => {
    const values = key === 'description' ? descriptions : raw.tags[key];
    expect(values.length, `at most one ${key}: ${JSON.stringify(values)}`).toBeLessThanOrEqual(1);
    return values[0] ?? null;
  };
  const meta = { title: titles[0] ?? raw.title, ...Object.fromEntries(Object.keys(HEAD_META_SELECTORS).map((key) => [key, one(key as keyof typeof HEAD_META_SELECTORS)])) } as HeadMeta;
  return { meta, documentTitle: raw.title, titles, descriptions, jsonLd: raw.jsonLd.map((text) => JSON.parse(text) as unknown) };
}

/** Opens a public page and runs every check on it; gives back its JSON-LD nodes (arrays flattened). */
async function checkPage(
  pagePath: string,
  expected: Omit<ExpectedMeta, 'publicUrl' | 'path'>,
  open: (path: string) => Promise<Page> = (path) => e2e.open(path),
): Promise<{ meta: HeadMeta; nodes: Record<string, unknown>[] }> {
  const { publicUrl } = e2e.server;
  const page = await open(pagePath);
  const { meta, documentTitle, titles, jsonLd } = await readPage(page, publicUrl + pagePath);
  expect(titles, 'one page title besides the shell').toHaveLength(1);
  expect(documentTitle, 'the tab shows the page title').toBe(meta.title);
  expect(headMetaProblems(meta, { ...expected, publicUrl, path: pagePath }), JSON.stringify(meta, null, 1)).toEqual([]);
  const nodes = jsonLd.flat() as Record<string, unknown>[];
  expect(nodes.length).toBeGreaterThan(0);
  for (const node of nodes) expect(jsonLdProblems(node, publicUrl), JSON.stringify(node)).toEqual([]);
  return { meta, nodes };
}

const crumbsOf = (nodes: Record<string, unknown>[]) => {
  const list = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(list, 'a BreadcrumbList').toBeTruthy();
  return (list!.itemListElement as { name: string; item: string }[]).map((item) => item.item.replace(e2e.server.publicUrl, ''));
};

describe('search engines and link previews', () => {
  it('a home product: its name, description, canonical, og:image (its feature image), Product and breadcrumbs', async () => {
    expect(seen.ratedProduct, 'the demo data has a rated home product').not.toBeNull();
    const product = seen.ratedProduct ?? seen.homeProduct;
    const { meta, nodes } = await checkPage(product.path, { titleIncludes: product.name, type: 'product', image: true });
    const image = new URL(product.featureImage.url, `${e2e.server.publicUrl}/`).toString();
    expect(meta.ogImage).toBe(image);
    expect(meta.description).toContain(product.name);
    expect(meta.description).toMatch(/USD [\d,]+\.\d\d/);
    expect(jsonLdTypes(nodes).sort()).toEqual(['BreadcrumbList', 'Product']);
    const node = nodes.find((n) => n['@type'] === 'Product')!;
    expect(node.name).toBe(product.name);
    expect(node.url).toBe(e2e.server.publicUrl + product.path);
    expect(node.image).toEqual([image]);
    if (product.rating.count > 0) expect(node.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: product.rating.count });
    else expect(node).not.toHaveProperty('aggregateRating');
    expect(crumbsOf(nodes)).toEqual(['/', '/home-products', expect.stringMatching(/^\/category\//), product.path]);
  });

  it('a property: RealEstateListing with its offer and the place, and breadcrumbs', async () => {
    const { property } = seen;
    const { meta, nodes } = await checkPage(property.path, { titleIncludes: property.name, type: 'product', image: true });
    const image = new URL(property.featureImage.url, `${e2e.server.publicUrl}/`).toString();
    expect(meta.ogImage).toBe(image);
    expect(meta.description).toMatch(/USD [\d,]+\.\d\d/);
    expect(jsonLdTypes(nodes).sort()).toEqual(['BreadcrumbList', 'RealEstateListing']);
    const node = nodes.find((n) => n['@type'] === 'RealEstateListing')!;
    expect(node.name).toBe(property.name);
    expect(node.image).toEqual([image]);
    expect(Date.parse(String(node.datePosted))).not.toBeNaN();
    const offer = node.offers as { itemOffered: Record<string, unknown> };
    expect(offer.itemOffered['@type']).toBe('Accommodation');
    expect(crumbsOf(nodes)).toEqual(['/', '/real-estate', expect.stringMatching(/^\/category\//), property.path]);
  });

  it('a category: its name, the category path as canonical, and breadcrumbs', async () => {
    const { category } = seen;
    const { nodes } = await checkPage(category.path, { titleIncludes: category.name, type: 'website', image: false });
    expect(jsonLdTypes(nodes)).toEqual(['BreadcrumbList']);
    expect(crumbsOf(nodes)).toEqual(['/', '/real-estate', category.path]);
  });

  it("a store: its name, its page as canonical, an Organization and breadcrumbs", async () => {
    const { vendor } = seen;
    const { nodes } = await checkPage(vendor.path, { titleIncludes: vendor.storeName.trim(), type: 'website', image: false });
    expect(jsonLdTypes(nodes).sort()).toEqual(['BreadcrumbList', 'Organization']);
    expect(nodes.find((n) => n['@type'] === 'Organization')).toMatchObject({ name: vendor.storeName.trim(), url: e2e.server.publicUrl + vendor.path });
    expect(crumbsOf(nodes)).toEqual(['/', '/vendors', vendor.path]);
  });

  it('home: Organization and WebSite with a SearchAction on /search', async () => {
    const { nodes } = await checkPage('/', { titleIncludes: 'Homes Marketplace', type: 'website', image: false });
    expect(jsonLdTypes(nodes).sort()).toEqual(['Organization', 'WebSite']);
  });

  it('the other public pages: their own title, description and canonical', async () => {
    const { publicUrl } = e2e.server;
    for (const [pagePath, titleIncludes] of [
      ['/real-estate', 'Real Estate'],
      ['/home-products', 'Home Products'],
      ['/vendors', 'Vendors'],
      ['/feed', 'Feed'],
      ['/contact', 'Contact Us'],
      ['/About-Us', 'About Us'],
      ['/privacypolicy', 'Privacy Policy'],
    ] as const) {
      const page = await e2e.open(pagePath);
      const { meta, documentTitle, descriptions } = await readPage(page, publicUrl + pagePath);
      expect(documentTitle, pagePath).toBe(meta.title);
      expect(descriptions, `${pagePath}: one description of its own`).toHaveLength(1);
      expect(headMetaProblems(meta, { publicUrl, path: pagePath, titleIncludes, type: 'website', image: false }), pagePath).toEqual([]);
      await page.close();
    }
  });

  it('private and not-found pages are noindex, follow', async () => {
    for (const [pagePath, titleIncludes] of [
      ['/cart', 'Cart'],
      ['/login', 'Login'],
      ['/vendor-registration', 'Become Pro Vendor'],
      ['/404.html', 'Page not found'],
    ] as const) {
      const page = await e2e.open(pagePath);
      const { meta, documentTitle } = await readPage(page, null);
      expect(documentTitle, pagePath).toContain(titleIncludes);
      expect(meta.robots, pagePath).toBe('noindex, follow');
      expect(meta.canonical, pagePath).toBeNull();
      await page.close();
    }
  });

  it('a search is indexable under its query; the empty search is noindex without a canonical link', async () => {
    const page = await e2e.open('/search?q=sofa');
    const { meta } = await readPage(page, `${e2e.server.publicUrl}/search?q=sofa`);
    expect(meta.title).toContain('Search results for "sofa"');
    expect(meta.robots).toBeNull();
    const empty = await e2e.open('/search');
    const { meta: emptyMeta } = await readPage(empty, null);
    expect(emptyMeta.robots).toBe('noindex, follow');
    expect(emptyMeta.canonical).toBeNull();
  });

  it('a listing that is not there says so, noindex', async () => {
    const page = await e2e.open('/products/home-products/no-such-listing-anywhere');
    const { meta } = await readPage(page, null);
    expect(meta.title).toContain('Listing not found');
    expect(meta.robots).toBe('noindex, follow');
  });
});

describe('without JavaScript: the server-rendered HTML says the same', () => {
  it('a home product, a property, a category, a store and home carry their tags and JSON-LD', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, javaScriptEnabled: false });
    const open = async (path: string) => {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      return page;
    };
    try {
      const { homeProduct, property, category, vendor } = seen;
      const product = await checkPage(homeProduct.path, { titleIncludes: homeProduct.name, type: 'product', image: true }, open);
      expect(jsonLdTypes(product.nodes).sort()).toEqual(['BreadcrumbList', 'Product']);
      const listing = await checkPage(property.path, { titleIncludes: property.name, type: 'product', image: true }, open);
      expect(jsonLdTypes(listing.nodes).sort()).toEqual(['BreadcrumbList', 'RealEstateListing']);
      const categoryPage = await checkPage(category.path, { titleIncludes: category.name, type: 'website', image: false }, open);
      expect(jsonLdTypes(categoryPage.nodes)).toEqual(['BreadcrumbList']);
      const store = await checkPage(vendor.path, { titleIncludes: vendor.storeName.trim(), type: 'website', image: false }, open);
      expect(jsonLdTypes(store.nodes).sort()).toEqual(['BreadcrumbList', 'Organization']);
      const home = await checkPage('/', { titleIncludes: 'Homes Marketplace', type: 'website', image: false }, open);
      expect(jsonLdTypes(home.nodes).sort()).toEqual(['Organization', 'WebSite']);
    } finally {
      await context.close();
    }
  });

  it('the raw HTML of a property: one title, one description, and JSON-LD that parses with the pure checks', async () => {
    const html = await (await fetch(e2e.server.baseUrl + seen.property.path, { headers: { accept: 'text/html' } })).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.publicUrl}${seen.property.path}"/>`);
    const nodes = jsonLdScripts(html).map((text) => JSON.parse(text) as unknown).flat();
    expect(jsonLdTypes(nodes).sort()).toEqual(['BreadcrumbList', 'RealEstateListing']);
    for (const node of nodes) expect(jsonLdProblems(node, e2e.server.publicUrl)).toEqual([]);
  });
});
