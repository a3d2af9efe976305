// The storefront as a visitor uses it: the real server with the demo data, Debian's Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();
const open = e2e.open;

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('storefront', () => {
  it('home shows the hero, products and top rated vendors', async () => {
    const page = await open('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Experience premium living discover homes and home products in digital marketplace.',
    );
    const listings = page.getByRole('region', { name: 'Latest Listings' });
    await listings.getByRole('article').first().waitFor();
    expect(await listings.getByRole('article').count()).toBeGreaterThanOrEqual(6);
    const vendors = page.getByRole('region', { name: 'Top Rated Vendors' });
    expect(await vendors.getByRole('article').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Browse Properties' }).getAttribute('href')).resolves.toBe('/real-estate');
    await expect(page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).resolves.toBe('/home-products');
  });

  it('reads by persisted id over GET (cacheable), never by sending a document', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    const graphql: { method: string; url: URL; body: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/graphql')) graphql.push({ method: request.method(), url, body: request.postData() });
    });
    // The first page arrives rendered with its data; the next one, reached in the app, asks.
    await page.goto('/');
    expect(graphql).toEqual([]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql/app');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate' }).click();
    const answer = await answered;
    await page.getByRole('heading', { level: 1, name: 'Find Your Perfect Property' }).waitFor();
    expect(graphql.length).toBeGreaterThan(0);
    for (const request of graphql) {
      expect(`${request.method} ${request.url.pathname}`).toBe('GET /graphql/app');
      expect(request.url.searchParams.get('documentId')).toMatch(/^[0-9a-f]{64}$/);
      expect(request.url.searchParams.has('query')).toBe(false);
    }
    expect(answer.headers()['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
  });

  it('sends the built HTML and scripts brotli-compressed when asked', async () => {
    const html = await fetch(`${e2e.server.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(`${e2e.server.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await js.text()).length).toBeGreaterThan(1000);
  });

  it('headings never skip a level (search results under the page title are h2)', async () => {
    for (const [path, ready] of [
      ['/', 'Latest Listings'],
      ['/search?q=sofa', 'Search Results for: "sofa"'],
      ['/real-estate', 'Find Your Perfect Property'],
    ] as const) {
      const page = await open(path);
      await page.getByRole('heading', { name: ready }).waitFor();
      await page.locator('main article').first().waitFor();
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0], path).toBe(1);
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `${path}: heading ${i} is h${level} after h${levels[i - 1]}`).toBeLessThanOrEqual(1));
    }
  });

  it('header links lead to their pages and the logo leads home', async () => {
    const page = await open('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Real Estate' }).click();
    await page.getByRole('heading', { name: 'Find Your Perfect Property' }).waitFor();
    expect(pathOf(page)).toBe('/real-estate');
    await header.getByRole('link', { name: 'Home Products' }).click();
    await page.getByRole('heading', { name: 'Bring Your Dream Home to Life' }).waitFor();
    await header.getByRole('link', { name: 'Vendors' }).click();
    await page.getByRole('heading', { name: 'Explore Our Trusted Partners in Real Estate & Home Products' }).waitFor();
    await page.getByRole('link', { name: 'Homes Marketplace home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
  });

  it('footer quick links open About Us, Privacy Policy and Contact Us', async () => {
    const page = await open('/');
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    const pages = [
      { link: 'About Us', path: '/About-Us', heading: 'Homes and home products, brought together in one marketplace' },
      { link: 'Privacy Policy', path: '/privacypolicy', heading: 'Privacy Policy' },
      { link: 'Contact Us', path: '/contact', heading: 'Get in Touch With Us' },
    ];
    for (const { link, path, heading } of pages) {
      await quickLinks.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(pathOf(page)).toBe(path);
    }
  });

  it('shows Vendor Dashboard and Logout with a token, and Logout forgets it', async () => {
    const page = await open('/vendors');
    // A live session's token: a token the server does not know is forgotten at the first 401.
    const token = await e2e.tokenFor('vendor@marketplace.test');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Vendor Dashboard' }).waitFor();
    await account.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await account.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('the mobile menu repeats the links and closes when one is chosen', async () => {
    const page = await open('/', { width: 375, height: 812 });
    const mobileMenu = page.locator('#mobile-menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await mobileMenu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.waitFor({ state: 'visible' });
    for (const name of ['Real Estate', 'Home Products', 'Vendors', 'Contact', 'Login', 'Become Pro Vendor']) {
      expect(await mobileMenu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await mobileMenu.getByRole('link', { name: 'Home Products' }).click();
    await page.waitForURL((url) => url.pathname === '/home-products');
    await mobileMenu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('goes from /real-estate to a category and a property, with badges, zoom and See More', async () => {
    const page = await open('/real-estate');
    await page.getByRole('tab', { name: 'Real Estate' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Real Estate' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Villas' }).click();
    await page.waitForURL((url) => url.pathname === '/category/Villas');
    const grid = page.getByRole('region', { name: 'Villas' });
    const firstCard = grid.getByRole('article').first();
    await firstCard.waitFor();
    expect(await firstCard.textContent()).toMatch(/Price: \$[\d,]+\.\d\d/);
    expect(await firstCard.textContent()).toContain('Category: Villas');
    await firstCard.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/real-estate/'));

    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('badge-beds').textContent()).toMatch(/^\d+ Beds?$/);
    expect(await page.getByTestId('badge-area').textContent()).toMatch(/SQFT$/);

    await page.getByRole('button', { name: /^Enlarge photo 1 of/ }).click();
    const zoom = page.getByRole('dialog');
    await zoom.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'hidden' });

    const seeMore = page.getByRole('button', { name: 'See More' });
    await seeMore.click();
    await page.getByRole('button', { name: 'See Less' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Now' }).isVisible()).toBe(true);
    
  });

  it('suggests a chair for "chiar" and Enter shows the search results', async () => {
    const page = await open('/');
    const box = page.getByRole('combobox', { name: 'Search homes and home products' });
    await box.click();
    await box.pressSequentially('chiar', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' }).first();
    await listbox.getByRole('option').first().waitFor();
    expect(await listbox.getByRole('option').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/chair/i)]));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'chiar');
    await page.getByRole('heading', { name: 'Search Results for: "chiar"' }).waitFor();
    const results = page.getByRole('main').getByRole('article');
    await results.first().waitFor();
    expect(await results.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/chair.*\$[\d,]+\.\d\d/i)]));
  });

  it('switches a product price to AED', async () => {
    const page = await open('/home-products');
    const grid = page.getByRole('region', { name: 'Home Products', exact: true });
    await grid.getByRole('article').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/home-products/'));
    const price = page.getByTestId('product-price');
    await price.waitFor();
    expect(await price.textContent()).toMatch(/^USD [\d,]+\.\d\d/);
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'AED' }).click();
    await expect.poll(() => price.textContent()).toMatch(/^AED [\d,]+\.\d\d/);

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('40');
    expect(await quantity.inputValue()).toBe('15');
  });

  it('filters vendors by brand type and opens a vendor page', async () => {
    const page = await open('/vendors');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    const all = await cards.count();

    await page.getByRole('radio', { name: 'Real Estate' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'real-estate');
    await expect.poll(async () => (await cards.allTextContents()).every((text) => text.endsWith('Real Estate'))).toBe(true);
    const realEstate = await cards.count();

    await page.getByRole('radio', { name: 'Home Products' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'home-products');
    await expect.poll(async () => (await cards.allTextContents()).every((text) => /(Home Products|Electronics)$/.test(text))).toBe(true);
    const homeProducts = await cards.count();
    expect(realEstate).toBeGreaterThan(0);
    expect(homeProducts).toBeGreaterThan(0);
    expect(realEstate + homeProducts).toBeLessThanOrEqual(all);

    const name = (await cards.first().locator('span').first().textContent())!;
    await cards.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/pro/'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByRole('article').first().or(products.getByText("This vendor hasn't added any products yet.")).waitFor();
  });

  it('sends unknown routes to /404.html', async () => {
    const page = await open('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404.html');
  });

  it('answers an unknown listing, store or category with status 404 and a page that says what is missing', async () => {
    for (const [path, heading] of [
      ['/products/home-products/no-such-sofa', 'Listing not found'],
      ['/products/real-estate/no-such-villa', 'Listing not found'],
      ['/pro/nobody/no-such-store', 'Store not found'],
      ['/category/No%20Such%20Category', 'Category not found'],
    ] as const) {
      const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).resolves.toBe('/');
      expect(await page.getByText('Loading...').count()).toBe(0);
    }
  });
});
