// The vendor dashboard in Chromium: the shell (token, redirects, sidebar by role) and products.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startE2eServer, type E2eServer } from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A session token from the login API (the login form is tested with the accounts work). */
async function tokenFor(email: string, password = email.startsWith('admin') ? 'admin12345' : 'vendor12345'): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
  return body.token;
}

/** A page signed in as `email` (token in localStorage, as the login form leaves it). */
async function signedIn(email: string | null, token?: string): Promise<Page> {
  const { page } = await newPage(browser, server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us-missing-page-for-storage');
  const value = token ?? (email ? await tokenFor(email) : null);
  if (value) await page.evaluate((t) => localStorage.setItem('token', t), value);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const sidebarLabels = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents();

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
    expect(await sidebarLabels(page)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Payment', 'Profile']);
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
    expect(await sidebarLabels(page)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Payment', 'Profile', 'All Vendors', 'Customer Data', 'Promo Codes']);
    await page.goto('/vendor-dashboard/products/create');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/overview');
  });
});

describe('dashboard products list', () => {
  it('lists own products with search, category buttons and a confirmed delete', async () => {
    const page = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard/overview');
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
    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    await dialog.getByText(`Are you sure you want to delete ${victimName}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await victim.getByRole('button', { name: `Delete ${victimName}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
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
