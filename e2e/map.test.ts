// The map view of property listings and the property page's location map (issue 20, map view),
// in Chromium against the real server with the demo data and no map tiles (MAP_TILE_URL unset):
// markers and clusters on a plain background, a card on click, "Search this area" limiting the
// list by the map's bounds through the URL, and a property's own map.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const MARKERS = '[data-map-marker], [data-map-cluster]';

async function mapCount(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: 'on the map' }).textContent();
  return Number(/([\d,]+) propert/.exec(text ?? '')?.[1].replace(/,/g, ''));
}

/** The visible clusters' counts and the visible price markers. */
async function visibleMarkers(page: Page) {
  return page.evaluate(() => ({
    clusters: [...document.querySelectorAll<HTMLElement>('[data-map-cluster]')].map((e) => Number(e.dataset.mapCluster)),
    markers: [...document.querySelectorAll<HTMLElement>('[data-map-marker]')].map((e) => e.dataset.mapMarker!),
  }));
}

/** Clicks the biggest cluster until price markers show; each click must zoom in and split it. */
async function zoomUntilMarkers(page: Page) {
  for (let i = 0; i < 8; i++) {
    const before = await visibleMarkers(page);
    if (before.markers.length) return before;
    const biggest = Math.max(...before.clusters);
    await page.locator(`[data-map-cluster="${biggest}"]`).first().click();
    await page.waitForFunction(
      (n) => {
        const clusters = [...document.querySelectorAll<HTMLElement>('[data-map-cluster]')].map((e) => Number(e.dataset.mapCluster));
        return document.querySelector('[data-map-marker]') || (clusters.length && Math.max(...clusters) < n);
      },
      biggest,
    );
  }
  throw new Error('no price marker after zooming into clusters 8 times');
}

async function dragMap(page: Page, dx: number, dy: number) {
  const box = (await page.getByRole('region', { name: 'Map of the listings' }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height * 0.7];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe('map view', () => {
  it('switches /real-estate to a map of clustered markers, zooms into a cluster, opens a card and its property', async () => {
    const { page, consoleErrors } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/real-estate');
    // The map's code is not part of the page's first load.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.some((url) => /map-engine|maplibre/.test(url))).toBe(false);

    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForURL(/[?&]view=map/);
    await page.locator(MARKERS).first().waitFor();
    const { productMap } = await graphql<{ productMap: { totalCount: number } }>('{ productMap(filter: { catalogue: REAL_ESTATE }) { totalCount } }');
    expect(await mapCount(page)).toBe(productMap.totalCount);
    const first = await visibleMarkers(page);
    expect(first.clusters.length).toBeGreaterThan(0);

    const { markers } = await zoomUntilMarkers(page);
    const marker = page.locator(`[data-map-marker="${markers[0]}"]`);
    expect(await marker.getAttribute('aria-label')).toMatch(/^USD [\d,]+(\/month|\/year)?$/);
    // Zooming into clusters is the map moving itself: no "Search this area" for it.
    expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);

    await marker.click();
    const { node } = await graphql<{ node: { name: string; path: string } }>('query ($id: ID!) { node(id: $id) { ... on Product { name path } } }', { id: markers[0] });
    const card = page.getByRole('article', { name: node.name });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/USD [\d,]+\.\d\d/);
    expect(await marker.getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('link', { name: node.name }).click();
    await page.waitForURL((url) => url.pathname === node.path);
    await page.getByRole('heading', { level: 1, name: node.name }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('searches the area the map shows: bounds in the URL, the count and the list limited to it, kept on reload', async () => {
    const { page, consoleErrors } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/real-estate?view=map');
    await page.locator(MARKERS).first().waitFor();
    const total = await mapCount(page);
    await zoomUntilMarkers(page);
    await dragMap(page, -120, -40);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL(/[?&]bounds=/);
    await page.waitForFunction((n) => {
      const text = [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent).join(' ');
      const match = /([\d,]+) propert[^ ]* on the map/.exec(text);
      return match && Number(match[1].replace(/,/g, '')) !== n;
    }, total);
    const inArea = await mapCount(page);
    expect(inArea).toBeLessThan(total);
    expect(inArea).toBeGreaterThan(0);
    const [south, west, north, east] = new URL(page.url()).searchParams.get('bounds')!.split(',').map(Number);
    expect(south).toBeLessThan(north);

    // The same area as a list: every card inside the bounds, as many as the map counted.
    await page.reload();
    await page.getByRole('button', { name: 'Clear map area' }).waitFor();
    await page.locator(MARKERS).first().waitFor();
    expect(await mapCount(page)).toBe(inArea);
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');

    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'List' }).click();
    await page.waitForURL((url) => !url.searchParams.has('view') && url.searchParams.has('bounds'));
    await page.locator('main a[href^="/products/real-estate/"]').first().waitFor();
    const paths = await page.locator('main a[href^="/products/real-estate/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(inArea);
    for (const path of paths) {
      const { product } = await graphql<{ product: { location: { latitude: number; longitude: number } } }>('query ($slug: String!) { product(slug: $slug) { location { latitude longitude } } }', { slug: path.split('/').pop() });
      const { latitude, longitude } = product.location;
      expect(latitude).toBeGreaterThanOrEqual(south);
      expect(latitude).toBeLessThanOrEqual(north);
      expect(west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east).toBe(true);
    }

    // Back to the map, and the area cleared: every property again.
    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'Map' }).click();
    await page.getByRole('button', { name: 'Clear map area' }).click();
    await page.waitForURL((url) => !url.searchParams.has('bounds'));
    await page.waitForFunction((n) => [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.startsWith(`${n.toLocaleString('en-US')} propert`)), total);
    expect(consoleErrors).toEqual([]);
  });

  it('maps a property category with its own filter, and leaves home-product categories a list', async () => {
    const { estates, homes } = await graphql<{ estates: { slug: string; path: string }[]; homes: { path: string }[] }>(
      '{ estates: categories(catalogue: REAL_ESTATE) { slug path } homes: categories(catalogue: HOME_PRODUCTS) { path } }',
    );
    const counts = await Promise.all(
      estates.map(async (c) => ({ ...c, count: (await graphql<{ productMap: { totalCount: number } }>('query ($slug: String!) { productMap(filter: { categorySlug: $slug }) { totalCount } }', { slug: c.slug })).productMap.totalCount })),
    );
    const category = counts.find((c) => c.count > 0)!;
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${category.path}?view=map`);
    await page.locator(MARKERS).first().waitFor();
    expect(await mapCount(page)).toBe(category.count);
    await page.goto(homes[0].path);
    expect(await page.getByRole('navigation', { name: 'Show listings as' }).count()).toBe(0);
  });

  it('maps search results while the search shows properties only', async () => {
    const { productMap } = await graphql<{ productMap: { totalCount: number } }>('{ productMap(filter: { catalogue: REAL_ESTATE, search: "apartment" }) { totalCount } }');
    expect(productMap.totalCount).toBeGreaterThan(0);
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=apartment');
    expect(await page.getByRole('navigation', { name: 'Show listings as' }).count()).toBe(0);
    await page.goto('/search?q=apartment&catalogue=properties');
    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map' && url.searchParams.get('q') === 'apartment');
    await page.locator(MARKERS).first().waitFor();
    expect(await mapCount(page)).toBe(productMap.totalCount);
  });

  it('fits a phone: the map full width, the card at its bottom', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/real-estate?view=map');
    await page.locator(MARKERS).first().waitFor();
    const region = (await page.getByRole('region', { name: 'Map of the listings' }).boundingBox())!;
    expect(region.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const { markers } = await zoomUntilMarkers(page);
    await page.locator(`[data-map-marker="${markers[0]}"]`).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Close the card' }) });
    await card.waitFor();
    // Measured together (the click may have scrolled the page): the card lies across the map's bottom.
    const [cardBox, mapBox] = [(await card.boundingBox())!, (await page.getByRole('region', { name: 'Map of the listings' }).boundingBox())!];
    expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width + 1);
    expect(cardBox.width).toBeGreaterThan(mapBox.width * 0.9);
    expect(cardBox.y + cardBox.height).toBeGreaterThan(mapBox.y + mapBox.height * 0.8);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height + 1);
  });

  it('shows a property\'s location as text from the server and on a small map with one marker', async () => {
    const { products } = await graphql<{ products: { edges: { node: { path: string; location: { label: string } } }[] } }>('{ products(first: 1, filter: { catalogue: REAL_ESTATE }) { edges { node { path location { label } } } } }');
    const { path, location } = products.edges[0].node;
    const html = await (await fetch(`${e2e.server.baseUrl}${path}`)).text();
    expect(html).toContain('>Location</h2>');
    expect(html).toContain(location.label.replace(/&/g, '&amp;'));

    const { page, consoleErrors } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const frame = page.getByRole('region', { name: `Map of ${location.label}` });
    const before = (await frame.boundingBox())!;
    expect(before.height).toBeGreaterThan(100);
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-map-marker="location"]').waitFor();
    expect(await page.locator('[data-map-marker="location"]').count()).toBe(1);
    expect(await page.locator('[data-map-marker="location"]').getAttribute('aria-label')).toBe(location.label);
    // The box kept its size when the map drew: nothing moved.
    const after = (await frame.boundingBox())!;
    expect(after.height).toBe(before.height);
    expect(consoleErrors).toEqual([]);
  });
});
