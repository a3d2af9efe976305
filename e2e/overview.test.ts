// The dashboard overview in Chromium (issue 22): figure cards, charts with accessible names, the
// range switch kept in the URL, no sideways scroll at 390 px; product pages send the view beacon.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

async function signedIn(email: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const { page } = await e2e.openSignedIn(await e2e.tokenFor(email));
  await page.setViewportSize(viewport);
  return page;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('dashboard overview', () => {
  it('a vendor lands on the overview: cards, named charts, and the range in the URL', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const figures = page.getByRole('list', { name: 'Store figures' }).or(page.locator('dl[aria-label="Store figures"]'));
    await figures.waitFor();
    for (const label of ['Orders', 'Revenue (in USD)', 'Viewings booked', 'Page views']) await figures.getByText(label, { exact: true }).waitFor();
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
    // page hands the beacon its product id (api/test/overview.test.ts counts it on the server).
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
