// Issue 32 in Chromium: what happens between the first paint and the moment the script takes
// over, at 320, 390 and 1366 px. Images that fail before hydration get their fallback, the map
// view opens at the top of the page on its markers, dialogs give focus back, a failed request or
// navigation says so and offers a retry, the sliders move the spec's steps, the filters' words.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useE2eSuite, type Viewport } from './harness.ts';
import { layoutShift } from './helpers/layout-shift.ts';
import { PUBLIC_PAGES } from './helpers/public-pages.ts';

const e2e = useE2eSuite();
const narrow: Viewport = { width: 320, height: 640 };
const phone: Viewport = { width: 390, height: 844 };
const laptop: Viewport = { width: 1366, height: 768 };

/** "60 results", "10 properties on the map": the count at the start. */
const leadingNumber = (text: string | null) => Number(text?.match(/^([\d,]+)/)?.[1].replace(/,/g, '') ?? NaN);

/** Every public route, and /category with no name, visited after a category and before another. */
const ROUTES = [...PUBLIC_PAGES, '/category', '/category/Villas'];

/** A fresh page at `viewport` whose console errors and uncaught errors the test reads. */
async function openAt(path: string, viewport: Viewport) {
  const tab = await newPage(e2e.browser, e2e.server.baseUrl);
  await tab.page.setViewportSize(viewport);
  const response = await tab.page.goto(path);
  return { ...tab, status: response?.status() };
}

describe('hydration at every width', () => {
  it.each([narrow, phone, laptop])('at $width px: renders every public route on the server as the browser does, /category before and after a category (no React error #418)', async (viewport) => {
    for (const path of ROUTES) {
      const { page, pageErrors, consoleErrors, status, close } = await openAt(path, viewport);
      await page.waitForLoadState('networkidle');
      expect([viewport.width, path, status]).toEqual([viewport.width, path, 200]);
      expect([viewport.width, path, pageErrors.map((e) => e.message)]).toEqual([viewport.width, path, []]);
      expect([viewport.width, path, consoleErrors]).toEqual([viewport.width, path, []]);
      await close();
    }
  }, 240_000);
});

/** Every image of the main region the browser has tried to show: none may be broken. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.$$eval('main img', (images) =>
    (images as HTMLImageElement[]).filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0 && img.checkVisibility()).map((img) => img.currentSrc),
  );
}

/** Images showing a fallback (the app's own picture, a file or inlined, in place of an upload). */
const fallbackCount = (page: Page) => page.$$eval('main img', (images) => (images as HTMLImageElement[]).filter((img) => img.currentSrc && !img.currentSrc.includes('/uploads/') && img.naturalWidth > 0).length);

describe('images whose uploads fail', () => {
  it('show their fallback on search, listing, product, property and vendor pages, also when they failed before the script ran, without a shift', async () => {
    const paths = [
      '/search?q=sofa',
      '/real-estate',
      '/products/home-products/solar-garden-fairy-lights',
      '/products/real-estate/5-bed-villa-with-private-pool-in-bahria-town-phase-7',
      '/pro/atelier-noor/atelier-noor',
    ];
    for (const path of paths) {
      const { page, close } = await newPage(e2e.browser, e2e.server.baseUrl);
      await page.setViewportSize(phone);
      await page.route('**/uploads/**', (route) => route.abort());
      // The app's code arrives late, as on a busy phone: the first images fail before React listens.
      // No script arrives before 1.5 s after the page was asked for (one delay for the whole
      // import chain, not one per step of it: that would only make the test slower).
      let codeArrivesAt = Infinity;
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, codeArrivesAt - Date.now())));
        await route.continue();
      });
      codeArrivesAt = Date.now() + 1_500;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect([path, await brokenImages(page)]).toEqual([path, []]);
      expect(await fallbackCount(page), path).toBeGreaterThan(0);
      expect(await layoutShift(page), path).toBeLessThan(0.02);
      await close();
    }
  }, 240_000);
});

/** The map's region, its markers and clusters inside it (a cluster counts its listings), and the map's own count text. */
async function mapFacts(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-label="Map of the listings"]')!.getBoundingClientRect();
    const shown = [...document.querySelectorAll<HTMLElement>('[data-map-marker], [data-map-cluster]')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > region.left && box.left < region.right && box.bottom > region.top && box.top < region.bottom;
    });
    return {
      top: region.top,
      markers: shown.length,
      listings: shown.reduce((sum, element) => sum + Number(element.dataset.mapCluster ?? 1), 0),
      canvas: !!document.querySelector('[aria-label="Map of the listings"] canvas'),
    };
  });
}

describe('the map view', () => {
  for (const viewport of [phone, laptop]) {
    it(`at ${viewport.width} px: the map is on the first screen and its first frame shows every listing as a marker or cluster`, async () => {
      const page = await e2e.open('/real-estate?view=map', viewport);
      // The first frame of the map: its canvas and its markers are made together.
      await page.waitForSelector('[aria-label="Map of the listings"] canvas');
      const first = await mapFacts(page);
      expect(first.canvas).toBe(true);
      expect(first.markers).toBeGreaterThan(0);
      expect(first.top).toBeGreaterThanOrEqual(0);
      expect(first.top).toBeLessThan(viewport.height - 200);
      const status = page.getByRole('status').filter({ hasText: 'on the map' });
      await status.waitFor();
      // The text states what the map shows: every listing of the list's count.
      const stated = leadingNumber(await status.textContent());
      expect(stated).toBe(leadingNumber(await page.getByTestId('result-count').textContent()));
      expect((await mapFacts(page)).listings).toBe(stated);
    });
  }

  it('List and Map keep the filters, and the map counts what the list counts', async () => {
    const page = await e2e.open('/real-estate?purpose=rent', laptop);
    const listed = await page.getByTestId('result-count').textContent();
    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map' && url.searchParams.get('purpose') === 'rent');
    const status = page.getByRole('status').filter({ hasText: 'on the map' });
    await status.waitFor();
    expect(leadingNumber(await status.textContent())).toBe(leadingNumber(listed));
    expect((await mapFacts(page)).listings).toBe(leadingNumber(listed));
    await page.getByRole('navigation', { name: 'Show listings as' }).getByRole('link', { name: 'List' }).click();
    await page.waitForURL((url) => !url.searchParams.has('view') && url.searchParams.get('purpose') === 'rent');
    expect(await page.getByTestId('result-count').textContent()).toBe(listed);
  });
});

describe('dialogs closed with Escape', () => {
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  const cases = [
    { button: 'Book Now', dialog: 'Book this property', path: '/products/real-estate/5-bed-villa-with-private-pool-in-bahria-town-phase-7' },
    { button: 'Get alerts', dialog: 'Get alerts for this search', path: '/real-estate' },
  ];
  it.each(cases)('$button gives focus back to its button', async ({ button, dialog, path }) => {
    const page = await e2e.open(path, laptop);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('dialog', { name: dialog }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(button);
  });
});

describe('requests and navigations that fail', () => {
  const failGraphql = (page: Page) => page.route('**/graphql/**', (route) => route.abort());

  it('a next page of listings that fails says so and its button tries again', async () => {
    const page = await e2e.open('/real-estate', laptop);
    const cards = page.getByTestId('listing-results').locator('article');
    const before = await cards.count();
    await failGraphql(page);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch products' }).waitFor();
    await page.unroute('**/graphql/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await page.getByRole('alert').filter({ hasText: 'Failed to fetch products' }).count()).toBe(0);
  });

  it('a map whose points fail says so, not "Loading the map...", and Try again draws it', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(laptop);
    await failGraphql(page);
    await page.goto('/real-estate?view=map');
    await page.getByRole('alert').filter({ hasText: 'The map could not be loaded.' }).waitFor();
    expect(await page.getByText('Loading the map...').count()).toBe(0);
    await page.unroute('**/graphql/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('status').filter({ hasText: 'on the map' }).waitFor();
    expect((await mapFacts(page)).markers).toBeGreaterThan(0);
  });

  it("a listing page reached while its requests fail shows each section's text with Try again, which loads it", async () => {
    const page = await e2e.open('/', laptop);
    await failGraphql(page);
    await page.getByRole('link', { name: 'Real Estate' }).first().click();
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to fetch products' });
    await failed.waitFor();
    expect(await page.getByText('Loading products...').count()).toBe(0);
    await page.unroute('**/graphql/**');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('result-count').waitFor();
  });

  it('a navigation shows progress that ends when the page shows, and a failed one ends on the error page', async () => {
    const page = await e2e.open('/', laptop);
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    // The vendors page's code is slow to arrive: the bar shows, then goes with the page.
    await page.route('**/assets/VendorsPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Vendors' }).first().click();
    await progress.waitFor();
    await page.getByRole('heading', { name: 'Explore Our Trusted Partners in Real Estate & Home Products' }).waitFor();
    expect(await progress.count()).toBe(0);

    // The contact page's code cannot be had: the bar goes and the error page says so.
    await page.route('**/assets/ContactPage-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.getByRole('heading', { name: 'Something went wrong on our side' }).waitFor();
    expect(await progress.count()).toBe(0);
  });
});

describe('sliders', () => {
  const scrollAfterPress = async (page: Page, button: string) => {
    const scroller = page.getByRole('button', { name: button });
    const track = scroller.locator('xpath=../ul');
    await track.evaluate((element) => (element.scrollLeft = 0));
    await scroller.click();
    // The smooth scroll ends where the step puts it.
    let last = -1;
    await expect
      .poll(async () => {
        const now = await track.evaluate((element) => element.scrollLeft);
        const settled = now === last && now > 0;
        last = now;
        return settled;
      })
      .toBe(true);
    return last;
  };

  it('move the categories 300 px (400 px at 600 px and narrower) and the vendors 300 px', async () => {
    const wide = await e2e.open('/', laptop);
    expect(await scrollAfterPress(wide, 'Scroll categories right')).toBe(300);
    expect(await scrollAfterPress(wide, 'Scroll vendors right')).toBe(300);
    const small = await e2e.open('/', phone);
    expect(await scrollAfterPress(small, 'Scroll categories right')).toBe(400);
    expect(await scrollAfterPress(small, 'Scroll vendors right')).toBe(300);
  });
});

describe('listing filters', () => {
  it('offer purpose once (not as amenities), the neighbourhood as Neighbourhood and the floor area as Floor area', async () => {
    const page = await e2e.open('/real-estate', laptop);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('radio', { name: /^For rent/ }).waitFor();
    expect(await filters.getByRole('checkbox', { name: /Property for/ }).count()).toBe(0);
    expect(await filters.getByRole('checkbox', { name: /^Balcony/ }).count()).toBe(1);
    expect(await filters.getByRole('combobox', { name: 'Neighbourhood' }).count()).toBe(1);
    expect(await filters.getByRole('combobox', { name: 'Area' }).count()).toBe(0);
    expect(await filters.getByRole('group', { name: 'Floor area' }).count()).toBe(1);
    expect(await filters.getByLabel('Min floor area (sq ft)').count()).toBe(1);
  });
});
