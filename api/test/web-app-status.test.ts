/**
 * The web app's pages answer with real statuses: 404 for a listing, store or category that is not
 * there (or not public), 200 for the ones that are and for every other client route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { categoryPath, productPath, vendorPath } from '../../rules/paths.ts';

const INDEX = '<!doctype html><html><head><title>Homes</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function statusOf(pathname: string): Promise<number> {
  const res = await t.request(pathname);
  expect(res.text, pathname).toBe(INDEX);
  return res.status;
}

describe('statuses of the web app pages', () => {
  it('answers 200 for a public listing, store and category, and 404 for unknown ones', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, catalogue: 'HOME_PRODUCTS' } });
    const property = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, catalogue: 'REAL_ESTATE' } });
    const vendor = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: false, accessGranted: true } });
    const category = await t.db.category.findFirstOrThrow();
    for (const found of [productPath(product), productPath(property), vendorPath(vendor), categoryPath(category.name), categoryPath(category.name.toUpperCase())]) {
      expect([found, await statusOf(found)]).toEqual([found, 200]);
    }
    for (const missing of ['/products/home-products/no-such-sofa', '/products/real-estate/no-such-villa', '/products/electronics/nothing', '/pro/nobody/no-such-store', '/category/No%20Such%20Category', '/products/home-products/%E0%A4%A']) {
      expect([missing, await statusOf(missing)]).toEqual([missing, 404]);
    }
  });

  it("answers 404 for a revoked store's page and listings, and 200 again once access is granted", async () => {
    const vendor = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: false, accessGranted: true, products: { some: {} } }, include: { products: { take: 1 } } });
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: false } });
    expect(await statusOf(vendorPath(vendor))).toBe(404);
    expect(await statusOf(productPath(vendor.products[0]))).toBe(404);
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: true } });
    expect(await statusOf(productPath(vendor.products[0]))).toBe(200);
  });

  it('keeps 200 for the other client routes (the spec fallback /category included) and 404 for /404.html', async () => {
    for (const route of ['/', '/cart', '/category', '/search?q=sofa', '/vendors', '/feed']) expect([route, await statusOf(route)]).toEqual([route, 200]);
    expect(await statusOf('/404.html')).toBe(404);
  });
});

describe('a 404 page is never revalidated into an empty answer', () => {
  it('sends the page with the 404 even when the browser holds the page and its tag', async () => {
    const first = await t.request('/');
    const etag = first.headers.get('etag')!;
    expect((await t.request('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const missing = await t.request('/products/home-products/no-such-sofa', { headers: { 'if-none-match': etag } });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(INDEX);
  });
});
