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
