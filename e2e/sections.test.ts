// Issue 19, items 2 and 5: a failing section shows the spec's text with Try again (the rest of the
// page stays); a page that cannot be shown gets a friendly error page; the hero search works at
// 320 px. The real server with the demo data, Debian's Chromium; failures are made by answering a
// page's own GraphQL request (or script) with an error in the browser. A first visit arrives
// rendered by the server with its data, so each page is reached inside the app, where the browser
// asks for it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopViewport, newPage, useE2eSuite } from './harness.ts';
import homePageQuery from '../web/src/__generated__/HomePageQuery.graphql.ts';
import homePageProductsQuery from '../web/src/__generated__/HomePageProductsQuery.graphql.ts';
import cataloguePageProductsQuery from '../web/src/__generated__/CataloguePageProductsQuery.graphql.ts';

const e2e = useE2eSuite();

const documentIdOf = (artifact: unknown) => (artifact as { params: { id: string } }).params.id;
/** What a failing server might say: none of it may reach the page. */
const RAW = 'relation "products" does not exist at PrismaClient.handle (/srv/app.js:1:1)';

/** Answers the page's GraphQL reads of `artifact` with a 500 while `failing()`; counts them. */
async function failReadsOf(page: Page, artifact: unknown, failing: () => boolean): Promise<{ count: number }> {
  const seen = { count: 0 };
  const documentId = documentIdOf(artifact);
  await page.route(
    (url) => url.pathname === '/graphql/app' && url.searchParams.get('documentId') === documentId,
    async (route) => {
      seen.count++;
      if (failing()) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: RAW }] }) });
      else await route.continue();
    },
  );
  return seen;
}

/** Opens /contact (no data of its own), then goes to `link` of the main navigation inside the app. */
async function reachInApp(page: Page, link: 'home' | 'Real Estate') {
  await page.goto('/contact');
  const target = link === 'home' ? page.getByRole('link', { name: /home$/ }).first() : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link });
  await target.click();
}

async function expectNoRawError(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  // The raw server text, not the word: the page's own copy may say "relationship".
  expect(text).not.toContain('relation "products"');
  expect(text).not.toContain('PrismaClient');
  expect(text).not.toContain('API error');
}

describe('a section whose data fails', () => {
  it("home: the product grid shows 'Failed to fetch products' and Try again fetches it again; the rest of the page stays", async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);
    let failing = true;
    const products = await failReadsOf(page, homePageProductsQuery, () => failing);
    await reachInApp(page, 'home');
    const listings = page.getByRole('region', { name: 'Latest Listings' });
    await listings.getByText('Failed to fetch products', { exact: true }).waitFor();
    const retry = listings.getByRole('button', { name: 'Try again' });
    expect(await retry.isVisible()).toBe(true);
    // The other sections and the hero are there, and the route's error page is not.
    await page.getByRole('region', { name: 'Top Rated Vendors' }).getByRole('article').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Experience premium living discover homes and home products in digital marketplace.');
    expect(await page.getByText('Something went wrong', { exact: false }).count()).toBe(0);
    await expectNoRawError(page);
    // The error box takes the section's place: the section keeps its heading and stays where it was.
    expect(await listings.getByRole('heading', { name: 'Latest Listings' }).isVisible()).toBe(true);

    const before = products.count;
    failing = false;
    await retry.click();
    await listings.getByRole('article').first().waitFor();
    expect(products.count).toBe(before + 1);
    expect(await listings.getByText('Failed to fetch products').count()).toBe(0);
    expect(await listings.getByRole('article').count()).toBeGreaterThanOrEqual(6);
  });

  it("home: the sliders' query failing shows their own texts while the products still show", async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);
    let failing = true;
    await failReadsOf(page, homePageQuery, () => failing);
    await reachInApp(page, 'home');
    const vendors = page.getByRole('region', { name: 'Top Rated Vendors' });
    const categories = page.getByRole('region', { name: 'Which of the following products best matches your style?' });
    await vendors.getByText('Failed to fetch vendors', { exact: true }).waitFor();
    await categories.getByText('Failed to fetch data', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Latest Listings' }).getByRole('article').first().waitFor();
    await expectNoRawError(page);

    failing = false;
    await vendors.getByRole('button', { name: 'Try again' }).click();
    await vendors.getByRole('article').first().waitFor();
    // One query feeds both sliders: the retry brings both back.
    await categories.getByRole('link').first().waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it("a catalogue's listings fail and retry on their own", async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);
    let failing = true;
    await failReadsOf(page, cataloguePageProductsQuery, () => failing);
    await reachInApp(page, 'Real Estate');
    const listings = page.getByRole('region', { name: 'Properties' });
    await listings.getByText('Failed to fetch products', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Real Estate Partners' }).getByRole('article').first().waitFor();
    await expectNoRawError(page);
    failing = false;
    await listings.getByRole('button', { name: 'Try again' }).click();
    await listings.getByRole('article').first().waitFor();
  });
});

describe('a page that cannot be shown', () => {
  it('shows the friendly error page inside the layout, never the error, with a way home', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The About page's code cannot be loaded (a deploy replaced it, the network dropped).
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toMatch(/dynamically imported module|Failed to fetch|TypeError|assets\//);
    // The layout (header, footer) stays; the link home works.
    expect(await page.getByRole('navigation', { name: 'Quick Links' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Experience premium living discover homes and home products in digital marketplace.' }).waitFor();
  });

  it('in Arabic: the error page and the loading bar speak Arabic (issue 35)', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);
    await page.goto('/ar');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.abort();
    });
    await page.locator('footer a[href="/ar/About-Us"]').first().click();
    await page.getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'حدث خطأ من جهتنا' }).waitFor();
    expect(await page.getByRole('button', { name: 'حاول مرة أخرى' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).not.toMatch(/Something went wrong|Try again|Back to the home page/);
  });
});

describe('the hero search at 320 px', () => {
  for (const path of ['/', '/real-estate', '/home-products']) {
    it(`${path}: the search button is fully visible, not covered, and searches`, async () => {
      const page = await e2e.open(path, { width: 320, height: 640 });
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      const button = hero.getByRole('button', { name: 'Search' });
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box).not.toBeNull();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      // Nothing lies over it (points across it hit the button itself).
      const covered = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        // The centre and two points inside the rounded corners.
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + r.width / 4, r.top + r.height / 4],
          [r.right - r.width / 4, r.bottom - r.height / 4],
        ];
        return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y))).length;
      });
      expect(covered).toBe(0);
      // The hero's content fits it (the search box does not stick out of it).
      expect(await hero.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // Nor does the page scroll sideways (which is how the button ended up cut off at the edge).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const field = (await hero.getByRole('search').boundingBox())!;
      expect(field.x).toBeGreaterThanOrEqual(0);
      expect(field.x + field.width).toBeLessThanOrEqual(320);
      // Usable: typing and pressing it searches.
      await hero.getByRole('combobox').fill('sofa');
      await button.click();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'sofa');
    });
  }
});
