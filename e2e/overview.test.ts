// The dashboard overview in Chromium (issue 22): figure cards, charts with accessible names, the
// range switch kept in the URL, no sideways scroll at 390 px; product pages send the view beacon.
// Issue 32: a property store leads with its viewings and says they carry no payment; a store
// without listings gets its first step instead of charts of zeros.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

async function signedIn(email: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const { page } = await e2e.openSignedIn(await e2e.tokenFor(email));
  await page.setViewportSize(viewport);
  return page;
}

/** Deletes every listing of the signed-in store through the API (as the dashboard's bulk delete does). */
async function deleteEveryListing(token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listings = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products`, { headers })).json()) as Array<{ id: number }>;
  expect(listings.length).toBeGreaterThan(0);
  const ids = listings.map((listing) => Buffer.from(`Product:${listing.id}`).toString('base64'));
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { __typename } }', variables: { ids } }),
  });
  expect(((await res.json()) as { data: { deleteProducts: { __typename: string } } }).data.deleteProducts.__typename).toBe('DeleteProductsSuccess');
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('dashboard overview', () => {
  it('a vendor lands on the overview: cards, named charts, and the range in the URL', async () => {
    // A home-products store (Casa Nova): orders and revenue lead.
    const page = await signedIn('homes@marketplace.test');
    await page.goto('/vendor-dashboard');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const figures = page.getByRole('list', { name: 'Store figures' }).or(page.locator('dl[aria-label="Store figures"]'));
    await figures.waitFor();
    for (const label of ['Orders', 'Revenue (in USD)', 'Viewings booked', 'Page views']) await figures.getByText(label, { exact: true }).waitFor();
    // Every amount with the spec's symbol ($, ₨, د.إ, £) right before it, never a currency code.
    const figureText = (await figures.textContent())!;
    expect(figureText).toMatch(/\$[\d,]+\.\d\d/);
    expect(figureText).not.toMatch(/\b(USD|AED|PKR|GBP)\s*[\d,]+/);
    expect(figureText).not.toMatch(/(\$|₨|د\.إ|£) [\d]/);
    const chart = page.getByRole('img', { name: /^Orders and viewings, .* to .*: Orders \d+ in total/ });
    await chart.waitFor();
    await page.locator('canvas').first().waitFor();
    // The chart's numbers are in a table for screen readers: one row per day (30 by default).
    expect(await page.getByRole('table', { name: 'Orders and viewings per day', includeHidden: true }).locator('tbody tr').count()).toBe(30);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('radio', { name: '7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === '7');
    await page.waitForFunction(() => document.querySelector('table.visually-hidden tbody')?.children.length === 7);
    expect(await page.getByRole('radio', { name: '7 days' }).getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await page.getByRole('img', { name: /^Revenue in USD, / }).waitFor();
    expect(await page.getByRole('radio', { name: '7 days' }).getAttribute('aria-checked')).toBe('true');
    // The product gallery keeps its own route.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('main').getByRole('article').first().waitFor();
  });

  it('a property store leads with viewings booked, confirmed and upcoming, and says viewings carry no payment', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard/overview');
    const figures = page.locator('dl[aria-label="Store figures"]');
    await figures.waitFor();
    const labels = await figures.locator('dt').allTextContents();
    expect(labels).toEqual(['Viewings booked', 'Viewings confirmed', 'Upcoming viewings', 'Page views']);
    await page.getByText('Viewings are appointments: shoppers pay nothing for them through the marketplace, so your store shows no revenue here.', { exact: false }).waitFor();
    expect(await page.getByText('Revenue (in USD)').count()).toBe(0);
    expect(await page.getByRole('img', { name: /^Revenue in USD, / }).count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('Listing performance lists each listing with its figures, sorted by the header chosen (kept in the URL)', async () => {
    const token = await e2e.tokenFor('homes@marketplace.test');
    const listings = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; productName: string }>;
    const saved = listings[0]!;
    const beacon = await fetch(`${e2e.server.baseUrl}/api/saves`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: saved.id }) });
    expect(beacon.status).toBe(200);
    const page = await signedIn('homes@marketplace.test');
    await page.goto('/vendor-dashboard/overview?range=7');
    const section = page.getByRole('region', { name: 'Listing performance' });
    await section.getByRole('columnheader', { name: /^Saves/ }).getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'saves' && url.searchParams.get('range') === '7');
    // The table is sorted once the Saves header says so (the page's query reloads first).
    await section.locator('th[aria-sort="descending"]', { hasText: 'Saves' }).waitFor();
    const first = section.locator('tbody tr').first();
    await first.getByRole('link', { name: saved.productName }).waitFor();
    const saves = Number(await first.locator('td').nth(2).textContent());
    expect(saves).toBeGreaterThanOrEqual(1);
  });

  for (const [email, firstStep] of [
    ['ayesha@margallarealty.pk', 'List your first property'],
    ['hello@ateliernoor.pk', 'Add your first product'],
  ] as const) {
    it(`a store without listings gets its first step: ${firstStep}`, async () => {
      const token = await e2e.tokenFor(email);
      await deleteEveryListing(token);
      const page = await signedIn(email, { width: 390, height: 844 });
      await page.goto('/vendor-dashboard/overview');
      const steps = page.getByRole('region', { name: 'Get your store started' });
      await steps.waitFor();
      expect(await page.locator('canvas').count()).toBe(0);
      expect(await page.locator('dl[aria-label="Store figures"]').count()).toBe(0);
      await steps.getByRole('link', { name: /^(Complete|Review) your profile$/ }).waitFor();
      // Issue 37: a checklist ticked by the server from the store's data, the first listing still to do.
      await steps.getByText('To do').first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await steps.getByRole('link', { name: firstStep }).click();
      await page.waitForURL((url) => url.pathname === '/vendor-dashboard/products/create');
    });
  }

  it('fits a 390 px screen without sideways scroll; the admin sees new stores', async () => {
    const page = await signedIn('admin@marketplace.test', { width: 390, height: 844 });
    await page.goto('/vendor-dashboard/overview?range=90');
    await page.getByRole('img', { name: /^Page views, / }).waitFor();
    await page.getByRole('img', { name: /^New stores, / }).waitFor();
    await page.getByRole('region', { name: 'Newest stores' }).getByRole('link').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('a product page sends its view beacon after it shows', async () => {
    const { page } = await e2e.openSignedIn(null);
    // Headless Chromium counts as a bot on the server; here the browser side is checked: the
    // page hands the beacon its product id (api/test/admin/overview.test.ts counts it on the server).
    await page.goto('/real-estate');
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { sentBeacons: string[] }).sentBeacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => (sent.push(`${String(url)} ${String(data)}`), original(url, data));
    });
    const href = await page.locator('main a[href^="/products/real-estate/"]').first().getAttribute('href');
    await page.goto(href!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => (window as unknown as { sentBeacons: string[] }).sentBeacons.length > 0);
    const [beacon] = await page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
    expect(beacon).toMatch(/\/api\/views \{"productId":\d+\}$/);
  });
});
