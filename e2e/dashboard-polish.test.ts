// The dashboard as a place to work: no sideways scroll at 390 px and 1366 px on any page of the
// vendor's and the admin's navigation, the product table with sorting and one-confirmation bulk
// delete, and the toasts (Alt+T moves focus to them). Last, every page of both in Arabic (issue
// 35): right to left, and no chrome left in English (with E2E_SCREENSHOTS=1, screenshots in e2e/.artifacts/i18n/).
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { dashboardEn } from '../web/src/lib/i18n/catalogues/en/dashboard.ts';
import { dashboardAr } from '../web/src/lib/i18n/catalogues/ar/dashboard.ts';
import { sidewaysOverflow } from './helpers/sideways-overflow.ts';
import { saveArtefactScreenshot } from './helpers/artefact-screenshots.ts';

// Page views are written every 2 s here (30 s by default), so a counted view shows soon.
const e2e = useE2eSuite({ env: { VIEW_FLUSH_SECONDS: '2' } });

async function signedIn(email: string, width: number): Promise<Page> {
  const { page } = await e2e.openSignedIn(await e2e.tokenFor(email));
  await setWidth(page, width);
  return page;
}

/** A phone's or a laptop's window of that width. */
const setWidth = (page: Page, width: number) => page.setViewportSize({ width, height: width < 500 ? 844 : 900 });

/** The path of the first link in the page's main region whose path starts with `prefix`. */
async function firstLinkPath(page: Page, prefix: string): Promise<string> {
  const link = page.getByRole('main').locator(`a[href^="${prefix}"]`).first();
  await link.waitFor();
  return link.evaluate((a) => (a as HTMLAnchorElement).pathname);
}

/** Lets the layout settle after a resize: ResizeObserver callbacks (the overview's chart) run before the next frame. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('every dashboard page fits the screen', () => {
  // Each page is loaded once and measured at both widths (390 px as loaded, then 1366 px after a
  // resize): the dashboard's layout is CSS media queries and a chart that follows its box
  // (ResizeObserver), so a resized page is laid out as one loaded at that width. One load per page
  // instead of one per page and width halves the visits, the bulk of this file's time.
  for (const email of ['vendor@marketplace.test', 'admin@marketplace.test']) {
    it(`${email.split('@')[0]} at 390 px and at 1366 px: no page scrolls sideways`, async () => {
      const page = await signedIn(email, 390);
      await page.goto('/vendor-dashboard');
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await nav.waitFor();
      const paths = await nav.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      expect(paths.length).toBeGreaterThan(5);
      const overflowing: string[] = [];
      const measure = async (path: string, width: number) => {
        const overflow = await sidewaysOverflow(page);
        if (overflow !== 0) overflowing.push(`${path} at ${width} px: ${overflow} px`);
      };
      const visit = async (path: string) => {
        await setWidth(page, 390);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await measure(path, 390);
        await setWidth(page, 1366);
        await nextFrames(page);
        await measure(path, 1366);
      };
      for (const path of [...paths, '/vendor-dashboard/products?view=table']) await visit(path);
      // The pages no navigation link reaches: a product's edit form (and the new-product form for a
      // seller), and the admin's form for one vendor (All Vendors → Edit).
      await page.goto('/vendor-dashboard/products?view=table');
      const productEdit = await firstLinkPath(page, '/vendor-dashboard/products/edit/');
      await visit(productEdit);
      if (email.startsWith('admin')) {
        await page.goto('/vendor-dashboard/vendors');
        await visit(await firstLinkPath(page, '/vendor-dashboard/vendor/edit/'));
      } else {
        await visit('/vendor-dashboard/products/create');
      }
      expect(overflowing).toEqual([]);
    }, 180_000);
  }
});

describe('products as a table', () => {
  it('keeps the search and the category in the URL', async () => {
    const page = await signedIn('vendor@marketplace.test', 1366);
    await page.goto('/vendor-dashboard/products?view=table');
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    const names = await page.getByRole('table').getByRole('rowheader').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    // A whole product name: several words, commas, an apostrophe maybe: what a pasted link holds.
    const wanted = names[names.length - 1];
    const matching = names.filter((name) => name.toLowerCase().includes(wanted.toLowerCase()));

    await page.goto(`/vendor-dashboard/products?q=${encodeURIComponent(wanted)}&category=REAL_ESTATE&view=table`);
    const rows = page.getByRole('table').getByRole('rowheader');
    await expect.poll(() => rows.allTextContents()).toEqual(matching);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    expect(await box.inputValue()).toBe(wanted);
    expect(await page.locator('[aria-label="Filter by category"]').getByRole('radio', { name: 'Real Estate' }).getAttribute('aria-checked')).toBe('true');

    await box.fill('zzzz no such thing');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzzz no such thing');
    await page.getByText('No products found').waitFor();
    // A reload keeps the search; the Products link (no search in its URL) empties the box and the list follows.
    await page.reload();
    await page.getByText('No products found').waitFor();
    expect(await box.inputValue()).toBe('zzzz no such thing');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => box.inputValue()).toBe('');
    await page.getByRole('main').getByRole('article').first().waitFor();
  });

  it('switches view in the URL, sorts by a column and deletes the selected rows after one confirmation', async () => {
    const page = await signedIn('vendor@marketplace.test', 1366);
    await page.goto('/vendor-dashboard/products');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.locator('[aria-label="View"]').getByRole('radio', { name: 'Table' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    const table = page.getByRole('table');
    await table.waitFor();
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['', 'Image', 'Name', 'Price', 'Category', 'Status', 'Stock', 'Views', 'Orders', 'Actions']);

    await table.getByRole('button', { name: 'Price' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC');
    await expect.poll(() => table.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('ascending');
    const prices = async () => (await table.locator('tbody tr td:nth-child(4) > span:first-child').allTextContents()).map((p) => Number(p.replace(/[^0-9.]/g, '')));
    await expect.poll(async () => { const p = await prices(); return p.length > 2 && p.every((v, i) => i === 0 || p[i - 1] <= v); }).toBe(true);
    expect((await table.locator('tbody tr td:nth-child(4)').first().textContent())!.startsWith('$')).toBe(true);

    // A reload keeps the view and the sort.
    await page.reload();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('ascending');

    const rows = page.getByRole('table').locator('tbody tr');
    const before = await rows.count();
    const names = [(await rows.nth(0).getByRole('rowheader').textContent())!, (await rows.nth(1).getByRole('rowheader').textContent())!];
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 products' });
    await confirm.waitFor();
    const said = (await confirm.textContent())!;
    for (const name of names) expect(said).toContain(name);
    // Focus starts on Cancel, the safe choice.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });

    const toasts = page.getByRole('region', { name: /Notifications/ });
    await toasts.getByText('2 products deleted.').waitFor();
    await page.keyboard.press('Alt+t');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? '')).toMatch(/Notifications/);
    await expect.poll(() => rows.count()).toBe(before - 2);
    for (const name of names) expect(await page.getByRole('table').getByRole('rowheader', { name }).count()).toBe(0);
  });

  it("counts a visitor's view of a listing in its Views column, and sorts by views", async () => {
    const page = await signedIn('vendor@marketplace.test', 1366);
    await page.goto('/vendor-dashboard/products?view=table&sort=NAME_ASC');
    const table = page.getByRole('table');
    const link = table.getByRole('rowheader').last().getByRole('link');
    await link.waitFor();
    const [name, path] = [(await link.textContent())!, (await link.getAttribute('href'))!];
    const viewsOf = async () => (await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).locator('td:nth-child(8)').textContent())?.trim();
    expect(await viewsOf()).toBe('0');

    // A shopper opens the listing: its page sends the view beacon (with a desktop browser's name:
    // "HeadlessChrome" is a robot's, and robots are not counted).
    const shopper = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' });
    onTestFinished(() => shopper.close());
    const visitor = await shopper.newPage();
    await visitor.goto(path);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    // Views are written in batches (every VIEW_FLUSH_SECONDS per server process): the column shows it after the next one.
    await expect.poll(async () => {
      await page.reload();
      await table.getByRole('rowheader').first().waitFor();
      return viewsOf();
    }, { timeout: 60_000, interval: 1_000 }).toBe('1');

    await table.getByRole('button', { name: 'Views' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'VIEWS_DESC');
    await expect.poll(() => table.getByRole('rowheader').first().textContent()).toBe(name);
    expect(await table.getByRole('columnheader', { name: /Views/ }).getAttribute('aria-sort')).toBe('descending');
  }, 120_000);

});

describe('list searches and filters live in the URL', () => {
  it('All Vendors, Customer List and Promo Codes keep them across a reload and Back', async () => {
    const page = await signedIn('admin@marketplace.test', 1366);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });

    // All Vendors: the search and the brand filter.
    await page.goto('/vendor-dashboard/vendors');
    const vendors = page.getByRole('list', { name: 'Vendors' }).getByRole('article');
    await vendors.first().waitFor();
    await page.getByRole('searchbox', { name: 'Search vendors by name' }).fill('skyline');
    await page.locator('[aria-label="Filter by brand type"]').getByRole('radio', { name: 'Real Estate' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'skyline' && url.searchParams.get('type') === 'REAL_ESTATE');
    await expect.poll(() => vendors.allTextContents()).toEqual([expect.stringContaining('Skyline Estates')]);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search vendors by name' }).inputValue()).toBe('skyline');
    await expect.poll(() => vendors.count()).toBe(1);
    await nav.getByRole('link', { name: 'Promo Codes' }).click();
    await page.getByRole('heading', { name: 'Promo Codes', level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/vendors' && url.searchParams.get('q') === 'skyline');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search vendors by name' }).inputValue()).toBe('skyline');
    await expect.poll(() => vendors.allTextContents()).toEqual([expect.stringContaining('Skyline Estates')]);
    expect(await page.locator('[aria-label="Filter by brand type"]').getByRole('radio', { name: 'Real Estate' }).getAttribute('aria-checked')).toBe('true');

    // Promo Codes: the code search and the status filter.
    await page.goto('/vendor-dashboard/promo-codes?status=EXPIRED');
    const codes = page.getByRole('table').locator('tbody tr td:first-child');
    await expect.poll(() => codes.allTextContents()).toEqual(['EXPIRED5']);
    await page.locator('[aria-label="Filter by status"]').getByRole('radio', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search promo codes' }).fill('welc');
    await page.waitForURL((url) => url.searchParams.get('q') === 'welc' && !url.searchParams.has('status'));
    await expect.poll(() => codes.allTextContents()).toEqual(['WELCOME10']);
    await page.reload();
    await expect.poll(() => codes.allTextContents()).toEqual(['WELCOME10']);

    // Customer List: the search, its field and the period, straight from a link.
    await page.goto('/vendor-dashboard/customerdata');
    const customers = page.getByRole('main').getByRole('article');
    await customers.first().waitFor();
    const firstName = (await customers.first().getByRole('heading').textContent())!.trim();
    await page.goto(`/vendor-dashboard/customerdata?field=NAME&q=${encodeURIComponent(firstName)}`);
    expect(await page.getByRole('searchbox', { name: 'Search by Name' }).inputValue()).toBe(firstName);
    // Ranked search: the name itself comes first.
    await expect.poll(() => customers.first().getByRole('heading').textContent()).toBe(firstName);
    expect(await page.getByRole('combobox', { name: 'Search field' }).textContent()).toContain('Name');
  }, 120_000);
});

describe("the dashboard in the vendor's language (issue 35)", () => {
  it('a vendor switches to Arabic: right to left, the sidebar and the products page in Arabic, no sideways scroll at 390 px, still Arabic after a reload; a refused stock said in Arabic', async () => {
    const page = await signedIn('homes@marketplace.test', 390);
    await page.goto('/vendor-dashboard/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Dashboard language').selectOption('ar')]);

    for (const pass of ['after the switch', 'after a reload']) {
      await page.getByRole('heading', { name: 'المنتجات', level: 1 }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), pass).toEqual(['ar', 'rtl']);
      const nav = page.getByRole('navigation', { name: 'لوحة التحكم' });
      expect((await nav.getByRole('link').allTextContents()).slice(0, 4), pass).toEqual(['نظرة عامة', 'المنتجات', 'الوسائط', 'الطلبات']);
      await page.getByRole('searchbox', { name: 'ابحث في المنتجات' }).waitFor();
      expect(await page.getByLabel('لغة لوحة التحكم').inputValue(), pass).toBe('ar');
      expect(await sidewaysOverflow(page), pass).toBeLessThanOrEqual(0);
      if (pass === 'after the switch') await page.reload();
    }
    // On a wide screen the sidebar stands at the right, where an Arabic reader starts.
    await page.setViewportSize({ width: 1366, height: 900 });
    const sidebar = await page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'لوحة التحكم' }) }).boundingBox();
    const heading = await page.getByRole('heading', { name: 'المنتجات', level: 1 }).boundingBox();
    expect(sidebar!.x).toBeGreaterThan(heading!.x);
    // A stock the rule refuses is said in Arabic beside its cell (rules/stock.ts's English, found by value).
    await page.goto('/vendor-dashboard/products?view=table');
    const stock = page.getByRole('spinbutton', { name: /^مخزون / }).first();
    await stock.fill('2000000');
    await stock.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'يجب أن يكون المخزون عددًا صحيحًا من 0 إلى 1000000' }).waitFor();
  });
});

/**
 * The dashboard's English messages a page could show as chrome (headings, labels, buttons, table
 * headers): every message of the dashboard catalogues without a placeholder, of 4 letters or more,
 * whose Arabic differs (a code such as "IBAN" reads the same in both).
 */
function englishChrome(): Set<string> {
  const texts = new Set<string>();
  for (const [id, english] of Object.entries(dashboardEn)) {
    const arabic = (dashboardAr as Record<string, string>)[id];
    if (!english.includes('{') && (english.match(/\p{L}/gu)?.length ?? 0) >= 4 && arabic !== english) texts.add(english.trim());
  }
  return texts;
}

/**
 * The dashboard's chrome: the texts of the headings, labels, buttons, tabs and table headers in its
 * <main> (the sidebar and the page; not their content). The site's header above it links to the
 * storefront, which keeps the address's language (docs/decisions/dashboard-language.md).
 */
const chromeTexts = (page: Page) =>
  page.evaluate(() => {
    const chrome = document.querySelectorAll('main :is(h1, h2, h3, h4, label, legend, button, th, [role="tab"], nav a, dt, option)');
    const texts: string[] = [];
    for (const element of chrome) {
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
      const label = element.getAttribute('aria-label');
      if (label) texts.push(label.trim());
    }
    return texts;
  });

describe('every dashboard page in Arabic (issue 35)', () => {
  const english = englishChrome();

  for (const email of ['vendor@marketplace.test', 'admin@marketplace.test']) {
    it(`${email.split('@')[0]} at 1366 px: right to left, no sideways scroll, no English message of the dashboard`, async () => {
      const page = await signedIn(email, 1366);
      await page.goto('/vendor-dashboard');
      await Promise.all([page.waitForEvent('load'), page.getByLabel('Dashboard language').selectOption('ar')]);
      const nav = page.getByRole('navigation', { name: 'لوحة التحكم' });
      await nav.waitFor();
      const paths = await nav.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      expect(paths.length).toBeGreaterThan(5);
      const problems: string[] = [];
      for (const address of paths) {
        await page.goto(address);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
        if (lang !== 'ar' || dir !== 'rtl') problems.push(`${address}: <html lang="${lang}" dir="${dir}">`);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${address}: scrolls ${overflow} px sideways`);
        for (const text of new Set(await chromeTexts(page))) if (english.has(text)) problems.push(`${address}: "${text}" in English`);
        await saveArtefactScreenshot(page, `dashboard-${email.split('@')[0]}-ar-1366${address.replace(/[^\w]+/g, '_')}.png`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
