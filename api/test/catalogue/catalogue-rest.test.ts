import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

describe('REST catalogue paths', () => {
  it('GET /api/products answers products in the documented shape', async () => {
    const res = await t.request('/api/products');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const p = res.json[0];
    for (const key of ['id', 'productName', 'productPrice', 'discountedPrice', 'mainCategory', 'selectedCategory', 'featureImage', 'slug', 'numberOfReviews', 'selectedImages', 'amenities', 'vendorDetails', 'storeId']) {
      expect(p).toHaveProperty(key);
    }
    expect(['Real Estate', 'Home Products']).toContain(p.mainCategory);
    const property = res.json.find((x: any) => x.mainCategory === 'Real Estate');
    expect(property.realEstateDetails).toMatchObject({ productBeds: expect.any(Number), productBaths: expect.any(Number), propertyArea: expect.any(Number) });
  });

  it('GET /api/products/{id} and by slug; unknown ids are 404 with a message, malformed 400', async () => {
    const list = await t.request('/api/products?limit=1');
    const { id, slug } = list.json[0];
    expect((await t.request(`/api/products/${id}`)).json.slug).toBe(slug);
    expect((await t.request(`/api/products/slug/${slug}`)).json.id).toBe(id);
    const missing = await t.request('/api/products/99999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    const malformed = await t.request('/api/products/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/whole number/);
  });

  it('suggestions (/products?search=) and results (/products/?search=) find "chiar"', async () => {
    const suggestions = await t.request('/api/products?search=chiar', { headers: { accept: 'application/json' } });
    expect(suggestions.status).toBe(200);
    expect(suggestions.json.length).toBeGreaterThan(0);
    expect(suggestions.json.length).toBeLessThanOrEqual(8);
    expect(suggestions.json[0]).toMatchObject({ productName: expect.stringMatching(/chair/i), slug: expect.any(String), mainCategory: expect.any(String), featureImage: expect.any(String) });
    const results = await t.request('/api/products/?search=sofa');
    expect(results.status).toBe(200);
    expect(results.json.every((p: any) => /sofa/i.test(`${p.productName} ${p.selectedCategory}`))).toBe(true);
    expect((await t.request('/api/products?search=s')).json).toEqual([]);
  });

  it('GET /api/productsby?category= lists one category by its menu name', async () => {
    const res = await t.request('/api/productsby?category=Luxury%20Apartments');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.every((p: any) => p.selectedCategory === 'Luxury Apartments')).toBe(true);
    expect((await t.request('/api/productsby?category=Nope')).json).toEqual([]);
    expect((await t.request('/api/productsby')).status).toBe(400);
  });

  it('vendor paths: list without admins, details, products; unknown store 404', async () => {
    const vendors = await t.request('/api/all-vendors2');
    expect(vendors.json.length).toBeGreaterThanOrEqual(11);
    expect(vendors.json.every((v: any) => v.isAdmin === 0)).toBe(true);
    const details = await t.request('/api/vendor-details/skyline-estates');
    expect(details.json).toMatchObject({ store_id: 'skyline-estates', store_name: expect.any(String), email: expect.any(String), store_phone: expect.any(String) });
    expect(details.json).not.toHaveProperty('password_hash');
    expect(details.json).not.toHaveProperty('passwordHash');
    const products = await t.request('/api/vendor-products/skyline-estates');
    expect(products.json.length).toBeGreaterThan(0);
    expect(products.json.every((p: any) => p.storeId === 'skyline-estates')).toBe(true);
    const unknown = await t.request('/api/vendor-products/nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Vendor not found');
    expect((await t.request('/api/vendor-details/admin')).status).toBe(404);
  });

  it('refuses bad paging and unknown methods/paths with JSON messages', async () => {
    for (const path of ['/api/products?limit=0', '/api/products?limit=5000', '/api/products?offset=-1', '/api/products?limit=1e3', `/api/products?search=${'x'.repeat(101)}`]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toEqual(expect.any(String));
    }
    const method = await t.request('/api/products', { method: 'DELETE' });
    expect(method.status).toBe(405);
    const unknown = await t.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/No such API path/);
    const encoded = await t.request('/api/vendor-details/%E0%A4%A');
    expect(encoded.status).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('documents every REST path the router serves, and every documented GET answers', async () => {
    const { json: doc } = await t.request('/api/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    const { restRoutes } = await import('../../src/rest/handler.ts');
    for (const route of restRoutes) expect(doc.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    const samples: Record<string, string> = { '{id}': '1', '{slug}': 'x', '{store_id}': 'skyline-estates' };
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      if (!methods.get || methods.get.security) continue;
      const concrete = path.replace(/\{\w+\}/g, (p) => samples[p] ?? 'x') + (path === '/productsby' ? '?category=Art' : '');
      const res = await t.request('/api' + concrete);
      expect(res.status, path).not.toBe(405);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
    }
  });
});
