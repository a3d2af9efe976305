// Favourites kept in the browser, /favourites at current prices, a favourite deleted by its vendor,
// and the property page's mobile price + Book Now bar (issue 20, items 4 and 6), in Chromium.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktopViewport, newPage, useE2eSuite } from './harness.ts';
import type { RestProduct } from './helpers/rest-product.ts';
import { chooseViewing } from './helpers/viewing-times.ts';

const e2e = useE2eSuite();


let properties: RestProduct[];

beforeAll(async () => {
  const res = await fetch(`${e2e.server.baseUrl}/api/vendor-products/skyline-estates`);
  properties = ((await res.json()) as RestProduct[]).filter((p) => p.product_status === 1);
});

const cents = (amount: number) => Math.round(amount * 100 + 1e-7);
const shownUsd = (p: RestProduct) => (p.discountedPrice !== null && p.discountedPrice < p.productPrice ? p.discountedPrice : p.productPrice);
const money = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function headingOf(card: Locator): Promise<string> {
  return ((await card.locator('h2, h3').first().textContent()) ?? '').trim();
}

/** Saves the first listing card of the page (an article with a heart); answers its name. */
async function saveFirstCard(page: Page): Promise<string> {
  const articles = page.getByRole('main').getByRole('article');
  const first = articles.filter({ has: page.getByRole('button', { name: 'Save to favourites' }) }).first();
  await first.waitFor();
  const name = await headingOf(first);
  // Pinned by its name: once saved, the heart's name changes and the filter above no longer matches it.
  const card = articles.filter({ has: page.locator('h2, h3', { hasText: name }) }).first();
  const heart = card.getByRole('button', { name: 'Save to favourites' });
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  expect(await card.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
  return name;
}

async function graphqlData<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The page's cumulative layout shift so far (shifts right after input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe('favourites', () => {
  it('saves from cards and a detail page, keeps them across a reload, prices them now in the chosen currency, and names a deleted one', async () => {
    const { page, pageErrors } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize(desktopViewport);

    await page.goto('/real-estate');
    const cardProperty = await saveFirstCard(page);
    expect(pathOf(page)).toBe('/real-estate'); // the heart did not open the listing
    await page.getByRole('link', { name: 'Favourites, 1 saved' }).waitFor();

    await page.goto('/home-products');
    const cardProduct = await saveFirstCard(page);
    await page.getByRole('link', { name: 'Favourites, 2 saved' }).waitFor();

    // A property page: the heart beside its name (before the suggestions' hearts on the page).
    const property = properties.find((p) => p.productName !== cardProperty)!;
    await page.goto(`/products/real-estate/${property.slug}`);
    await page.getByRole('heading', { level: 1, name: property.productName }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Save to favourites' }).first().click();
    await page.getByRole('link', { name: 'Favourites, 3 saved' }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Favourites, 3 saved' }).waitFor();
    expect(await layoutShift(page)).toBe(0); // the saved heart and the count turned on in place
    expect(await page.getByRole('main').getByRole('button', { name: 'Remove from favourites' }).first().getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Favourites, 3 saved' }).click();
    await page.waitForURL((url) => url.pathname === '/favourites');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await expect.poll(async () => Promise.all((await cards.all()).map(headingOf))).toEqual([property.productName, cardProduct, cardProperty]);
    const saved = cards.filter({ hasText: property.productName });
    expect(await saved.textContent()).toContain(`$${money(cents(shownUsd(property)))}`);

    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'AED' }).click();
    await expect.poll(() => saved.textContent()).toContain(`AED ${money(cents(shownUsd(property) * 3.67))}`);
    expect(await cards.filter({ hasText: cardProduct }).textContent()).toMatch(/AED [\d,]+\.\d\d/);

    // The vendor deletes the saved property: the page says so, by the name saved with it.
    const token = await e2e.tokenFor('vendor@marketplace.test');
    const deleted = await fetch(`${e2e.server.baseUrl}/api/products/${property.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(200);
    await page.reload();
    const gone = cards.filter({ hasText: property.productName });
    await gone.getByText('This listing is no longer available').waitFor();
    expect(await cards.count()).toBe(3);
    await gone.getByRole('button', { name: `Remove ${property.productName} from favourites` }).click();
    await page.getByRole('link', { name: 'Favourites, 2 saved' }).waitFor();
    await expect.poll(async () => Promise.all((await cards.all()).map(headingOf))).toEqual([cardProduct, cardProperty]);
    await page.reload();
    await expect.poll(async () => Promise.all((await cards.all()).map(headingOf))).toEqual([cardProduct, cardProperty]);

    // Removing from a card's heart here, then clearing the rest.
    await cards.filter({ hasText: cardProduct }).getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByRole('link', { name: 'Favourites, 1 saved' }).waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('You have not saved any listings yet.').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: /^Browse / }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/real-estate', '/home-products']);
    await page.getByRole('link', { name: 'Favourites', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('another tab sees a heart change at once', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto('/home-products');
    const other = await context.newPage();
    await other.goto('/favourites');
    await other.getByText('You have not saved any listings yet.').waitFor();
    const name = await saveFirstCard(page);
    await other.getByRole('link', { name: 'Favourites, 1 saved' }).waitFor();
    await other.getByRole('main').getByRole('article').filter({ hasText: name }).waitFor();
  });

  it('/favourites is rendered by the server as a frame, kept out of search engines', async () => {
    const html = await (await fetch(`${e2e.server.baseUrl}/favourites`)).text();
    expect(html).toMatch(/<h1[^>]*>Favourites<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    const robots = await (await fetch(`${e2e.server.baseUrl}/robots.txt`)).text();
    expect(robots.split('\n')).toContain('Disallow: /favourites');
  });
});

describe('similar properties', () => {
  it('are in the property page the server sends, after the suggested ones', async () => {
    const { products } = await graphqlData<{ products: { edges: { node: { path: string; similar: { name: string }[] } }[] } }>(
      `query { products(first: 100, filter: { catalogue: REAL_ESTATE }) { edges { node { path similar(first: 8) { name } } } } }`,
    );
    const withSimilar = products.edges.map((e) => e.node).find((p) => p.similar.length > 0);
    expect(withSimilar).toBeDefined();
    const html = await (await fetch(`${e2e.server.baseUrl}${withSimilar!.path}`)).text();
    const section = html.slice(html.indexOf('>Similar properties<'));
    expect(section.length).toBeLessThan(html.length);
    expect(html.indexOf('>Suggested Properties<')).toBeLessThan(html.indexOf('>Similar properties<'));
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    for (const { name } of withSimilar!.similar) expect(section).toContain(escape(name));
  });
});

describe('property page on a phone', () => {
  it('keeps the price and Book Now at the bottom of a 390 px screen, opening the booking dialog; not on a desktop', async () => {
    const { products } = await graphqlData<{ products: { edges: { node: { databaseId: number; path: string; realEstateDetails: { rentPeriod: string } } }[] } }>(
      `query { products(first: 1, filter: { catalogue: REAL_ESTATE, purpose: RENT }) { edges { node { databaseId path realEstateDetails { rentPeriod } } } } }`,
    );
    const rent = products.edges[0].node;
    const page = await e2e.open(rent.path, { width: 390, height: 844 });
    const bar = page.getByRole('region', { name: 'Price and booking' });
    expect(await bar.isVisible()).toBe(true);
    // Nothing moved while the page loaded and hydrated (the bar is in the server's HTML, fixed).
    expect(await layoutShift(page)).toBe(0);
    expect(await bar.textContent()).toMatch(new RegExp(`^USD [\\d,]+\\.\\d\\d${rent.realEstateDetails.rentPeriod === 'YEAR' ? '/year' : '/month'}Book Now$`));
    const book = bar.getByRole('button', { name: 'Book Now' });
    const box = (await book.boundingBox())!;
    expect(box.y).toBeGreaterThan(844 - 100);
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // At the end of the page the footer scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

    // The currency chosen on the page prices the bar too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'AED' }).click();
    await expect.poll(() => bar.textContent()).toMatch(/^AED /);

    await book.click();
    const dialog = page.getByRole('dialog');
    await chooseViewing(dialog, e2e.server.baseUrl, rent.databaseId);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The booking's message shows just above the bar, where the shopper is (the page's own one is screens away).
    const notice = page.getByTestId('mobile-booking-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Property booking added to cart successfully!');
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
    expect(noticeBox.y).toBeGreaterThan(0);
    await page.getByRole('status').filter({ hasText: 'Property booking added to cart successfully!' }).waitFor({ state: 'attached' });

    const desktop = await e2e.open(rent.path, { width: 1366, height: 900 });
    await desktop.getByRole('heading', { level: 1 }).waitFor();
    expect(await desktop.getByRole('region', { name: 'Price and booking' }).isVisible()).toBe(false);
    expect(await desktop.getByRole('button', { name: 'Book Now' }).count()).toBe(1);
  });
});
