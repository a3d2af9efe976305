// The vendor dashboard in Chromium: the shell (token, redirects, sidebar by role) and products.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();
const tokenFor = e2e.tokenFor;

/** A page signed in as `email` (or with `token`; neither: signed out). */
async function signedIn(email: string | null, token?: string): Promise<Page> {
  return (await e2e.openSignedIn(token ?? (email ? await tokenFor(email) : null))).page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The sidebar's page names, without the count of new leads beside Leads (it depends on the demo data). */
const sidebarLabels = async (page: Page) => (await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).map((label) => label.replace(/\d+$/, ''));

describe('dashboard shell', () => {
  it('without a token goes to /login', async () => {
    const page = await signedIn(null);
    await page.goto('/vendor-dashboard/products');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('with a token the server does not know, forgets it and goes to /login', async () => {
    const page = await signedIn(null, 'not-a-real-token');
    await page.goto('/vendor-dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('a vendor lands on the overview, sees the vendor sidebar and cannot open admin pages', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    // The spec's seven with the Leads inbox (issue 37), then a store's own API keys and webhooks (issue 38).
    expect(await sidebarLabels(page)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Leads', 'Payment', 'Profile', 'Viewing Hours', 'Feed Posts', 'API Keys', 'Webhooks']);
    await page.goto('/vendor-dashboard/promo-codes');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
    await page.getByRole('link', { name: 'Payment' }).click();
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/vendor-dashboard/payment');
  });

  it('the admin sees the admin pages and cannot add products', async () => {
    const page = await signedIn('admin@marketplace.test');
    await page.goto('/vendor-dashboard/vendors');
    await page.getByRole('heading', { name: 'All Vendors', level: 1 }).waitFor();
    expect(await sidebarLabels(page)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Leads', 'Payment', 'Profile', 'All Vendors', 'Customer Data', 'Promo Codes', 'Search Synonyms', 'Site Settings', 'Undelivered Mail', 'API Keys', 'Webhooks']);
    await page.goto('/vendor-dashboard/products/create');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
  });
});

describe('dashboard products list', () => {
  it('lists own products with search, category buttons and a confirmed delete', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard/products');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await page.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe('/vendor-dashboard/products/create');
    expect(await page.locator('[aria-label="Filter by category"]').getByRole('radio').allTextContents()).toEqual(['All', 'Real Estate']);
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);
    const firstName = (await cards.first().getByRole('heading').textContent())!;

    await page.getByRole('searchbox', { name: 'Search products' }).fill(firstName);
    await page.waitForFunction((n) => document.querySelectorAll('main article').length < n, total);
    expect(await cards.first().getByRole('heading').textContent()).toBe(firstName);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz no such thing');
    await page.getByText('No products found').waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await cards.nth(1).waitFor();

    const victim = cards.first();
    const victimName = (await victim.getByRole('heading').textContent())!;
    await victim.getByRole('button', { name: `Delete ${victimName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product' });
    await dialog.getByText(`Are you sure you want to delete ${victimName}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await victim.getByRole('button', { name: `Delete ${victimName}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // The open dialog hides the page from the accessibility tree, so the card's heading "leaves"
    // at once; the dialog closes when the server has answered.
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: victimName, exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await cards.first().waitFor();
    expect(await page.getByRole('heading', { name: victimName, exact: true }).count()).toBe(0);
  });

  it('the admin sees every store and no Add New', async () => {
    const page = await signedIn('admin@marketplace.test');
    await page.goto('/vendor-dashboard/products');
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    expect(await page.locator('[aria-label="Filter by category"]').getByRole('radio').allTextContents()).toEqual(['All', 'Real Estate', 'Home Products']);
    await page.getByRole('radio', { name: 'Home Products' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('main article')].every((a) => a.textContent?.includes('Home Products')));
  });
});

/** A small PNG picture, drawn for the test. */
async function picture(color: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: color } }).png().toBuffer();
}

async function uploadByApi(token: string, count: number): Promise<void> {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('images', new Blob([new Uint8Array(await picture(i % 2 ? '#336699' : '#cc8844'))], { type: 'image/png' }), `photo-${i}.png`);
  const res = await fetch(`${e2e.server.baseUrl}/api/uploadImages`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The messages shown beside the fields, in the form's order (all broken rules at once). */
const fieldErrors = (page: Page) => page.locator('form [id$="-error"]').allTextContents();

/** The media picker's upload tab: its selection rules, two pictures uploaded, then both selected in the library. */
async function uploadTwoImagesInPicker(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Images' });
  await dialog.getByRole('tab', { name: 'Add Image' }).click();
  // The media library's upload form: its selection rules, previews, then the upload.
  await dialog.getByLabel('Choose images').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
  await dialog.getByText('Please select only image files.').waitFor();
  await dialog.getByLabel('Choose images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await picture('#2a7f62') },
    { name: 'garden.png', mimeType: 'image/png', buffer: await picture('#7f2a4a') },
  ]);
  expect(await dialog.getByRole('list', { name: 'Selected images' }).getByRole('img').count()).toBe(2);
  await dialog.getByRole('button', { name: 'Upload 2 images' }).click();
  await dialog.getByText('2 image(s) uploaded and selected.').waitFor();
  // The picker after an upload: its title and close button still on screen, the dialog inside the viewport.
  const viewport = page.viewportSize()!;
  for (const part of [dialog.getByRole('heading', { name: 'Select Images' }), dialog.getByRole('button', { name: 'Close' }), dialog]) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(1000);
  await dialog.getByRole('tab', { name: 'All Images' }).click();
  // Newest first: the two uploads lead the store's library (above its seeded pictures), selected.
  await dialog.getByRole('button', { name: /^front\.png, selected as image/ }).waitFor();
  const leading = await dialog.getByRole('tabpanel').getByRole('button').evaluateAll((tiles) => tiles.slice(0, 2).map((t) => t.getAttribute('aria-label')));
  expect(leading.sort()).toEqual(['front.png, selected as image 1', 'garden.png, selected as image 2']);
  expect(await dialog.locator('button[aria-pressed="true"]').count()).toBe(2);
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await page.getByRole('img', { name: /^Image \d/ }).count()).toBe(2);
}

describe('creating and editing products', () => {
  it('a property: uploaded images, every rule, then on the storefront; the new price shows there after an edit', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard/products');
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.getByRole('heading', { name: 'Add New Product', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add Product' }).click();
    // Every broken rule beside its field at once; the first (the images, at the top) focused and in view.
    await page.locator('form [id$="-error"]').first().waitFor();
    const firstErrors = await fieldErrors(page);
    expect(firstErrors[0]).toBe('At least one image must be selected.');
    expect(firstErrors).toEqual(expect.arrayContaining(['Product name is required.', 'Product category is required.', 'Number of beds is required.']));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add Media');
    const focused = (await page.getByRole('button', { name: 'Add Media' }).boundingBox())!;
    expect(focused.y).toBeGreaterThanOrEqual(0);
    expect(focused.y + focused.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.locator('form [role="alert"]').textContent()).toMatch(/^Please correct the \d+ fields marked above\.$/);
    await page.getByLabel('Product Name').fill('E2E Lakeside Villa');
    const price = page.getByLabel('Product Price');
    await price.pressSequentially('75a0.0.0');
    expect(await price.inputValue()).toBe('750.00');
    await price.fill('');
    await price.pressSequentially('750000');
    await page.getByLabel('Discounted Price').pressSequentially('800000');
    await page.getByLabel('Product Description').fill('A villa on the lake with a private jetty and a large garden.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).not.toContain('Product name is required.');
    expect(await fieldErrors(page)).toEqual(expect.arrayContaining(['Product category is required.', 'At least one image must be selected.']));
    await page.getByRole('radio', { name: 'Villas' }).check();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).not.toContain('Product category is required.');
    expect(await fieldErrors(page)).toContain('At least one image must be selected.');

    await uploadTwoImagesInPicker(page);

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).not.toContain('At least one image must be selected.');
    expect(await fieldErrors(page)).toEqual(expect.arrayContaining(['Discounted price cannot be greater than product price!', 'Number of beds is required.']));
    await page.getByLabel('Discounted Price').fill('');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).not.toContain('Discounted price cannot be greater than product price!');
    expect(await fieldErrors(page)).toContain('Number of beds is required.');
    await page.getByLabel('Number of Beds').fill('5');
    await page.getByLabel('Number of Baths').fill('4');
    await page.getByLabel('Area (sqft)').fill('3200');
    await page.getByRole('checkbox', { name: 'Security' }).check();
    await page.getByRole('button', { name: 'Add Product' }).click();

    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/products');
    await page.getByRole('status').filter({ hasText: 'Product has been created successfully.' }).waitFor();
    await page.getByRole('heading', { name: 'E2E Lakeside Villa' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Product has been created successfully.' }).waitFor({ state: 'detached', timeout: 6_000 });

    const storefront = await signedIn(null);
    await storefront.goto('/products/real-estate/e2e-lakeside-villa');
    await storefront.getByRole('heading', { name: 'E2E Lakeside Villa' }).waitFor();
    await storefront.getByText('750,000').first().waitFor();
    await storefront.goto('/search?q=lakeside%20villa');
    await storefront.getByText('E2E Lakeside Villa').first().waitFor();

    await page.getByRole('link', { name: 'Edit E2E Lakeside Villa' }).click();
    await page.getByRole('heading', { name: 'Edit Product', level: 1 }).waitFor();
    expect(await page.getByLabel('Product Name').inputValue()).toBe('E2E Lakeside Villa');
    expect(await page.getByRole('radio', { name: 'Villas' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Security' }).isChecked()).toBe(true);
    await page.getByLabel('Product Price').fill('699999.5');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByRole('status').filter({ hasText: 'Product has been updated successfully.' }).waitFor();

    await storefront.goto('/products/real-estate/e2e-lakeside-villa');
    await storefront.getByText('699,999.50').first().waitFor();
    expect(await storefront.getByText('750,000').count()).toBe(0);
  });

  it('a home product picked from existing media, found on the storefront, then deleted', async () => {
    const token = await tokenFor('homes@marketplace.test');
    await uploadByApi(token, 2);
    const page = await signedIn(null, token);
    await page.goto('/vendor-dashboard/products/create');
    await page.getByLabel('Product Name').fill('E2E Oak Reading Lamp');
    await page.getByLabel('Product Price').fill('89.90');
    await page.getByLabel('Discounted Price').fill('79');
    await page.getByLabel('Product Description').fill('A warm reading lamp in solid oak.');
    expect(await page.getByRole('radio', { name: 'Villas' }).count()).toBe(0);
    expect(await page.getByLabel('Number of Beds').count()).toBe(0);
    await page.getByRole('radio', { name: 'Furniture' }).check();
    await page.getByRole('button', { name: 'Add Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Images' });
    await dialog.getByRole('button', { name: /^photo-1\.png/ }).click();
    await dialog.getByRole('button', { name: /^photo-0\.png/ }).click();
    expect(await dialog.getByRole('button', { name: 'photo-1.png, selected as image 1' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('heading', { name: 'E2E Oak Reading Lamp' }).waitFor();

    const storefront = await signedIn(null);
    await storefront.goto('/products/home-products/e2e-oak-reading-lamp');
    await storefront.getByRole('heading', { name: 'E2E Oak Reading Lamp' }).waitFor();
    await storefront.getByText('79.00').first().waitFor();

    await page.getByRole('button', { name: 'Delete E2E Oak Reading Lamp' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' }); // closes once the server has deleted it
    await page.getByRole('heading', { name: 'E2E Oak Reading Lamp' }).waitFor({ state: 'detached' });
    const gone = await fetch(`${e2e.server.baseUrl}/api/products/slug/e2e-oak-reading-lamp`);
    expect(gone.status).toBe(404);
  });
});

describe('stock and the products CSV (issue 37)', () => {
  /** Two home products of the homes store, with stock set through the API the dashboard uses. */
  async function stockedProducts(token: string) {
    const res = await fetch(`${e2e.server.baseUrl}/api/vendor-products?limit=2`, { headers: { authorization: `Bearer ${token}` } });
    const listed = (await res.json()) as { data?: { id: number; slug: string; productName: string }[] } | { id: number; slug: string; productName: string }[];
    const [low, out] = (Array.isArray(listed) ? listed : listed.data!).slice(0, 2);
    for (const [product, stock] of [[low, 2], [out, 0]] as const) {
      const set = await fetch(`${e2e.server.baseUrl}/api/vendor-products/${product.id}/stock`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ stock }) });
      expect(set.status).toBe(200);
    }
    return { low, out };
  }
  const stockOf = async (slug: string) => ((await (await fetch(`${e2e.server.baseUrl}/api/products/slug/${slug}`)).json()) as { stock: number | null }).stock;

  it('shows Only N left and Out of stock on the product page and its card; Add To Cart is disabled when sold out', async () => {
    const token = await tokenFor('homes@marketplace.test');
    const { low, out } = await stockedProducts(token);
    const page = await signedIn(null);
    await page.goto(`/products/home-products/${low.slug}`);
    await page.getByText('Only 2 left').first().waitFor();
    expect(await page.getByRole('spinbutton').getAttribute('max')).toBe('2');
    expect(await page.getByRole('button', { name: 'Add To Cart' }).isDisabled()).toBe(false);
    await page.goto(`/products/home-products/${out.slug}`);
    await page.getByText('Out of stock').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add To Cart' }).isDisabled()).toBe(true);
    await page.goto(`/search?q=${encodeURIComponent(out.productName)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: out.productName }).first();
    await card.getByText('Out of stock').waitFor();
  });

  it('edits stock inline in the products table, and an import with a bad row shows the report and changes nothing', async () => {
    const token = await tokenFor('homes@marketplace.test');
    const { low } = await stockedProducts(token);
    const page = await signedIn(null, token);
    await page.goto('/vendor-dashboard/products?view=table');
    const field = page.getByRole('spinbutton', { name: `Stock of ${low.productName}` });
    await field.fill('7');
    await field.press('Enter');
    await page.getByText(`${low.productName}: stock set to 7.`).first().waitFor();
    expect(await stockOf(low.slug)).toBe(7);

    const csv = `slug,name,category,price,status,stock\r\n${low.slug},${low.productName},Furniture,ten,Active,3\r\n`;
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: '1 row was refused' });
    await report.waitFor();
    expect(await report.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['2', 'price', 'Product price may only contain digits and one dot.']);
    expect(await stockOf(low.slug)).toBe(7);
  });
});
