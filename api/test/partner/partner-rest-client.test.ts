// A partner's journey through a client generated from the OpenAPI document (issue 18): the types
// come from openapi-typescript (sdk/src/generated/rest-api.ts, the SDK's, required current below), the
// runtime is openapi-fetch, over real HTTP against a listening server. Every answer is checked
// against the same document (openapi-check.ts), so the journey fails when the document lies,
// whether the types disagree with the server (typecheck) or an answer breaks its schema.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import sharp from 'sharp';
import type { paths } from '../../../sdk/src/generated/rest-api.ts';
import { serveApp } from '../../src/server.ts';
import { openApiDocument } from '../../src/rest/openapi.ts';
import { restRoutes } from '../../src/rest/handler.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { restAnswerChecker } from '../helpers/openapi-check.ts';
import { restClientTypes, REST_CLIENT_TYPES_FILE } from '../../../scripts/openapi-client.ts';

let testDb: TestDatabase;
let running: Awaited<ReturnType<typeof serveApp>>;
let base: string;
/** Every answer the client received, each checked against the document. */
const answered: string[] = [];

/** The network, with every answer checked against the OpenAPI document before the client reads it. */
async function checkedFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const text = await response.text();
  restAnswerChecker().check({ method: request.method, url: request.url, status: response.status, headers: response.headers, text });
  answered.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
  return new Response(text || null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

const client = () => createClient<paths>({ baseUrl: `${base}/api`, fetch: checkedFetch });

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true });
  running = await serveApp({ ...testDb.config, port: 0, host: '127.0.0.1' }, testDb.database, { announce: false });
  base = `http://127.0.0.1:${running.port}`;
});
afterAll(async () => {
  await running?.close();
  await testDb?.destroy();
});

/** The offset and limit of a Link header's rel="next" target, or null on the last page. */
function nextPage(link: string | null): { limit: number; offset: number } | null {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? '');
  if (!next) return null;
  const url = new URL(next[1], base);
  expect(url.pathname).toBe('/api/products');
  return { limit: Number(url.searchParams.get('limit')), offset: Number(url.searchParams.get('offset')) };
}

describe("a partner's REST journey through the generated client", () => {
  it('uses types generated from the document the server serves (npm run openapi:client is current)', async () => {
    const served = await (await fetch(`${base}/api/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(restRoutes))));
    expect(fs.readFileSync(REST_CLIENT_TYPES_FILE, 'utf8'), 'run `npm run openapi:client` and commit sdk/src/generated/rest-api.ts').toBe(await restClientTypes(served));
  });

  it('lists every product to the end by Link rel="next", as many as X-Total-Count says', async () => {
    const api = client();
    const seen = new Set<number>();
    let page: { limit: number; offset: number } | null = { limit: 40, offset: 0 };
    let total: number | undefined;
    let pages = 0;
    while (page) {
      const { data, error, response } = await api.GET('/products', { params: { query: page } });
      expect(error).toBeUndefined();
      total ??= Number(response.headers.get('x-total-count'));
      expect(Number(response.headers.get('x-total-count'))).toBe(total);
      for (const product of data!) {
        expect(seen.has(product.id), `product ${product.id} twice`).toBe(false);
        seen.add(product.id);
      }
      pages++;
      page = nextPage(response.headers.get('link'));
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBe(total);
  });

  it('opens a product by id and by slug, reads categories and currency rates, and gets a typed 404', async () => {
    const api = client();
    const { data: list } = await api.GET('/products', { params: { query: { limit: 1 } } });
    const first = list![0];
    const byId = await api.GET('/products/{product}', { params: { path: { product: first.id } } });
    expect(byId.data).toMatchObject({ id: first.id, slug: first.slug, productName: first.productName });
    const bySlug = await api.GET('/products/slug/{slug}', { params: { path: { slug: first.slug } } });
    expect(bySlug.data?.id).toBe(first.id);
    const missing = await api.GET('/products/{product}', { params: { path: { product: 2_000_000_000 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe('Product not found');

    const { data: categories } = await api.GET('/categories');
    expect(categories!.length).toBeGreaterThan(0);
    expect(categories!.every((c) => typeof c.slug === 'string' && typeof c.inMenu === 'boolean')).toBe(true);
    const { data: currencies } = await api.GET('/currencies');
    expect(Object.fromEntries(currencies!.map((c) => [c.code, c.rate]))).toMatchObject({ USD: 1, AED: 3.67, PKR: 280, GBP: 0.78 });
  });

  it('validates a promo code (both answer shapes) and places a guest order with the documented fields', async () => {
    const api = client();
    const product = await testDb.database.prisma.product.findFirstOrThrow({
      where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendorListed: true },
      orderBy: { id: 'asc' },
    });
    // The admin adds a code through the same client (201).
    const admin = await api.POST('/login', { body: { email: 'admin@marketplace.test', password: 'admin12345' } });
    expect(admin.data?.token).toBeTruthy();
    const created = await api.POST('/promo-codes', { body: { code: 'PARTNER15', discountPercentage: 15 }, headers: { authorization: `Bearer ${admin.data!.token}` } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ code: 'PARTNER15', discountPercentage: 15, isActive: true });

    const good = await api.POST('/validate-promo', { body: { code: 'PARTNER15', productId: product.id } });
    expect(good.data).toMatchObject({ success: true, promoCode: 'PARTNER15', discountPercentage: 15 });
    if (good.data?.success === true) expect(good.data.discountedPrice).toBeCloseTo(Number(product.price) * 0.85, 2);
    const bad = await api.POST('/validate-promo', { body: { code: 'NO-SUCH-CODE', productId: product.id } });
    expect(bad.data).toMatchObject({ success: false, promoCode: null, discountPercentage: null, discountedPrice: null });
    expect(bad.data?.message).toBeTruthy();

    const price = Number(product.price.toFixed(2));
    const order = await api.POST('/checkout', {
      body: {
        clientDetails: { name: 'Partner Shopper', email: 'shopper@partner.example', phone: '+971 50 000 0000', address: '1 API Street', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' },
        cartItems: [{ slug: product.slug, productName: product.name, productPrice: price, discountedPrice: price, convertedPrice: price, quantity: 1, selected_currency: 'USD', bookingDate: null }],
        totalCost: price,
      },
      headers: { 'idempotency-key': 'partner-journey-1' },
    });
    expect(order.response.status).toBe(201);
    expect(order.data).toMatchObject({ total_cost: price, selected_currency: 'USD', payment_method: 'Cash on Delivery', replayed: false });
  });

  it('logs in as a vendor and uploads an image as multipart/form-data, then finds it in the media library', async () => {
    const api = client();
    const login = await api.POST('/login', { body: { email: 'homes@marketplace.test', password: 'vendor12345' } });
    const auth = { authorization: `Bearer ${login.data!.token}` };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).png().toBuffer();
    const upload = await api.POST('/uploadImages', {
      // The document types a binary part as string; the form carries the bytes.
      body: { images: [] },
      bodySerializer: () => {
        const form = new FormData();
        form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'partner.png');
        return form;
      },
      headers: auth,
    });
    expect(upload.error).toBeUndefined();
    expect(upload.data?.status).toBe('Success');
    const stored = upload.data!.images![0].image!;
    const { data: library } = await api.GET('/images', { headers: auth });
    expect(library!.map((image) => image.image)).toContain(stored);
    // Without a session: the declared 401.
    const anonymous = await api.GET('/images');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.message).toBeTruthy();
    expect(answered.length).toBeGreaterThan(10);
  });
});
