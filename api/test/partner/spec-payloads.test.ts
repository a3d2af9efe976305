// The spec's own REST payloads (issue 18, item 7): checkout without a payment method, ratings and
// likes without the x-visitor-id header, realEstateDetails as JSON text, and paged lists that say
// so with X-Total-Count and Link rel="next".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const post = (path: string, body: unknown, { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), clientIp: ip });

async function issuedId(ip: string): Promise<string> {
  const res = await t.request('/api/visitor', { method: 'POST', clientIp: ip });
  expect(res.status).toBe(200);
  return res.json.visitorId;
}

describe('POST /checkout with exactly the documented fields', () => {
  it('places the order with the documented default payment method (Cash on Delivery)', async () => {
    const product = await t.db.product.findFirstOrThrow({
      where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null, vendor: { storeId: 'casa-nova-interiors' } },
      orderBy: { id: 'asc' },
    });
    const price = Number(product.price.toFixed(2));
    // docs/spec/storefront.md §7 "POST /checkout": clientDetails, cartItems, totalCost; nothing else.
    const body = {
      clientDetails: { name: 'Aisha Khan', email: 'aisha@example.com', phone: '+971 50 123 4567', address: '12 Palm Street', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' },
      cartItems: [{ slug: product.slug, productName: product.name, productPrice: price, discountedPrice: price, convertedPrice: price, quantity: 1, store_id: 'casa-nova-interiors', selected_currency: 'USD', bookingDate: null }],
      totalCost: price,
    };
    const res = await post('/api/checkout', body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: 'Order placed successfully', payment_method: 'Cash on Delivery', total_cost: price });
    const order = await t.db.order.findUniqueOrThrow({ where: { publicId: res.json.orderId }, select: { paymentMethod: true } });
    expect(order.paymentMethod).toBe('CASH_ON_DELIVERY');

    // A payment method that is sent must still name one.
    for (const paymentMethod of ['', 'Credit Card']) {
      const refused = await post('/api/checkout', { ...body, paymentMethod });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Please select a payment method!');
    }
    const bank = await post('/api/checkout', { ...body, paymentMethod: 'Bank Transfer' });
    expect(bank.json.payment_method).toBe('Bank Transfer');

    const doc = (await t.request('/api/openapi.json')).json;
    const schema = doc.paths['/checkout'].post.requestBody.content['application/json'].schema;
    expect(schema.required).not.toContain('paymentMethod');
    expect(schema.properties.paymentMethod.default).toBe('Cash on Delivery');
  });
});

describe('ratings and likes without x-visitor-id', () => {
  it('count the address as one visitor, inside the per-address cap of 3 ratings per product', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, ratingCount: 0 }, orderBy: { id: 'asc' }, select: { id: true } });
    const ip = freshIp();
    const first = await post('/api/submitrating', { productId: product.id, rating: 5 }, { ip });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: 'Rating submitted successfully', numberOfReviews: 1, avgRating: 5 });
    // The same address without a header is the same visitor.
    const again = await post('/api/submitrating', { productId: product.id, rating: 5 }, { ip });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already rated this product.');
    // Issued ids from that address share the cap: 2 more, then 409.
    expect((await post('/api/submitrating', { productId: product.id, rating: 5 }, { ip, headers: { 'x-visitor-id': await issuedId(ip) } })).status).toBe(200);
    expect((await post('/api/submitrating', { productId: product.id, rating: 5 }, { ip, headers: { 'x-visitor-id': await issuedId(ip) } })).status).toBe(200);
    const capped = await post('/api/submitrating', { productId: product.id, rating: 5 }, { ip, headers: { 'x-visitor-id': await issuedId(ip) } });
    expect(capped.status).toBe(409);
    expect(capped.json.message).toMatch(/already been rated 3 times from your network/);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).ratingCount).toBe(3);
    // Another address rates without a header too.
    expect((await post('/api/submitrating', { productId: product.id, rating: 4 }, { ip: freshIp() })).status).toBe(200);
    // A header the server did not issue is still refused.
    const madeUp = await post('/api/submitrating', { productId: product.id, rating: 5 }, { headers: { 'x-visitor-id': 'made-up' } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.message).toMatch(/^Rating needs a visitor id: send the header x-visitor-id/);
  });

  it('parallel header-less ratings from one address count once', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, ratingCount: 0 }, orderBy: { id: 'desc' }, select: { id: true } });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/submitrating', { productId: product.id, rating: 5 }, { ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).ratingCount).toBe(1);
  });

  it('toggle one like per address, and the address still adds at most 3 likes to a post', async () => {
    const postRow = await t.db.feedPost.findFirstOrThrow({ where: { vendor: { accessGranted: true } }, orderBy: { id: 'desc' }, select: { id: true, likeCount: true } });
    const ip = freshIp();
    const like = (headers: Record<string, string> = {}) => post(`/api/posts/${postRow.id}/addLike`, {}, { ip, headers });
    const first = await like();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: 'Like added', liked: true, totalLikes: postRow.likeCount + 1 });
    expect((await like()).json).toMatchObject({ message: 'Like removed', liked: false, totalLikes: postRow.likeCount });
    expect((await like()).json.liked).toBe(true);
    expect((await like({ 'x-visitor-id': await issuedId(ip) })).status).toBe(200);
    expect((await like({ 'x-visitor-id': await issuedId(ip) })).status).toBe(200);
    const capped = await like({ 'x-visitor-id': await issuedId(ip) });
    expect(capped.status).toBe(409);
    expect((await t.db.feedPost.findUniqueOrThrow({ where: { id: postRow.id } })).likeCount).toBe(postRow.likeCount + 3);
    // Without the header, the address's own like still toggles (it is not a new like).
    expect((await like()).json).toMatchObject({ liked: false, totalLikes: postRow.likeCount + 2 });
  });
});

describe('realEstateDetails as JSON text', () => {
  it('is parsed and validated as the object form; malformed text is a clear 400', async () => {
    const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
    const token = await openSession(t.db, vendor.id);
    const image = `spec-payloads-${Date.now()}.webp`;
    await t.db.mediaAsset.create({ data: { vendorId: vendor.id, fileName: image, originalName: 'villa.jpg', width: 1200, height: 900, bytes: 1000 } });
    const draft = (realEstateDetails: unknown) => ({
      productName: `Text Details Villa ${Math.random().toString(36).slice(2, 7)}`,
      productPrice: '450000',
      productDescription: 'Details sent as JSON text.',
      selectedCategory: 'Villas',
      selectedImages: JSON.stringify([image]),
      realEstateDetails,
    });
    const create = (body: unknown) => post('/api/createproduct', body, { headers: bearer(token) });

    const created = await create(draft(JSON.stringify({ productBeds: 4, productBaths: 3, propertyArea: 2400 })));
    expect(created.status).toBe(201);
    expect(created.json.realEstateDetails).toMatchObject({ productBeds: 4, productBaths: 3, propertyArea: 2400 });
    const asObject = await create(draft({ productBeds: 2, productBaths: 1, propertyArea: 900 }));
    expect(asObject.json.realEstateDetails).toMatchObject({ productBeds: 2, productBaths: 1, propertyArea: 900 });

    const malformed = await create(draft('{"productBeds": 4,'));
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ code: 'BAD_USER_INPUT', message: 'realEstateDetails must be an object {productBeds, productBaths, propertyArea} or its JSON text; the text sent is not valid JSON.', field: 'realEstateDetails' });
    const notObject = await create(draft('[4, 3, 2400]'));
    expect(notObject.status).toBe(400);
    expect(notObject.json.field).toBe('realEstateDetails');
    // The parsed text is validated as the object form would be.
    const negative = await create(draft(JSON.stringify({ productBeds: -1, productBaths: 3, propertyArea: 2400 })));
    expect(negative.status).toBe(400);
    const editedText = await t.request(`/api/products/${created.json.slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ ...draft(JSON.stringify({ productBeds: 5, productBaths: 4, propertyArea: 3000 })), productName: 'Text Details Villa Edited' }),
    });
    expect(editedText.status).toBe(200);
    expect(editedText.json.realEstateDetails).toMatchObject({ productBeds: 5, productBaths: 4, propertyArea: 3000 });
  });
});

describe('paged REST lists say so', () => {
  const nextLink = (link: string | null) => /<([^>]+)>; rel="next"/.exec(link ?? '')?.[1];

  it('GET /products carries X-Total-Count and Link rel="next" to the end of "all products"', async () => {
    const total = await t.db.product.count({ where: { vendorListed: true } });
    const first = await t.request('/api/products');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    expect(first.json).toHaveLength(Math.min(100, total));
    if (total > 100) expect(nextLink(first.headers.get('link'))).toBe('/api/products?limit=100&offset=100');

    // Follow the links to the end, in small pages.
    const seen = new Set<number>();
    let path: string | undefined = '/api/products?limit=40';
    let pages = 0;
    while (path) {
      const page = await t.request(path);
      expect(page.headers.get('x-total-count')).toBe(String(total));
      for (const product of page.json) seen.add(product.id);
      path = nextLink(page.headers.get('link'));
      if (pages++ > 0) expect(page.headers.get('link')).toMatch(/rel="prev"/);
    }
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 40));
  });

  it('counts under the same filter: a category, a store, search results, comments, the feed', async () => {
    const vendor = await t.db.vendor.findFirstOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
    const storeTotal = await t.db.product.count({ where: { vendorListed: true, vendorId: vendor.id } });
    const store = await t.request('/api/vendor-products/skyline-estates?limit=2');
    expect(store.headers.get('x-total-count')).toBe(String(storeTotal));
    expect(nextLink(store.headers.get('link'))).toBe(storeTotal > 2 ? '/api/vendor-products/skyline-estates?limit=2&offset=2' : undefined);

    const category = await t.db.category.findFirstOrThrow({ where: { name: 'Villas' } });
    const inCategory = await t.request('/api/productsby?category=Villas&limit=1');
    expect(Number(inCategory.headers.get('x-total-count'))).toBe(await t.db.product.count({ where: { vendorListed: true, categoryId: category.id } }));
    expect(nextLink(inCategory.headers.get('link'))).toBe('/api/productsby?category=Villas&limit=1&offset=1');
    expect((await t.request('/api/productsby?category=Nothing%20Like%20It')).headers.get('x-total-count')).toBe('0');

    const results = await t.request('/api/products/?search=villa&limit=1');
    const resultCount = Number(results.headers.get('x-total-count'));
    expect(resultCount).toBeGreaterThan(0);
    const all = await t.request('/api/products/?search=villa&limit=1000');
    expect(all.json).toHaveLength(resultCount);
    expect(all.headers.get('link')).toBeNull();

    const feed = await t.request('/api/getposts?limit=1');
    expect(feed.headers.get('x-total-count')).toBe(String(await t.db.feedPost.count({ where: { vendor: { accessGranted: true } } })));

    const commented = await t.db.comment.findFirstOrThrow({ where: { product: { vendorListed: true } }, select: { productId: true } });
    const comments = await t.request(`/api/comments/${commented.productId}`);
    expect(comments.headers.get('x-total-count')).toBe(String(await t.db.comment.count({ where: { productId: commented.productId } })));

    const doc = (await t.request('/api/openapi.json')).json;
    expect(Object.keys(doc.paths['/products'].get.responses[200].headers)).toEqual(expect.arrayContaining(['X-Total-Count', 'Link']));
  });

  it('dashboard lists too: the vendor\'s products and orders, the admin\'s vendors', async () => {
    const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
    const token = await openSession(t.db, vendor.id);
    const mine = await t.request('/api/vendor-products?limit=1', { headers: bearer(token) });
    expect(mine.headers.get('x-total-count')).toBe(String(await t.db.product.count({ where: { vendorId: vendor.id } })));
    const orders = await t.request('/api/orders?limit=1', { headers: bearer(token) });
    expect(orders.headers.get('x-total-count')).toBe(String(await t.db.order.count({ where: { parts: { some: { vendorId: vendor.id } } } })));
    const admin = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'admin' }, select: { id: true } });
    const vendors = await t.request('/api/all-vendors?limit=2', { headers: bearer(await openSession(t.db, admin.id)) });
    expect(vendors.headers.get('x-total-count')).toBe(String(await t.db.vendor.count({ where: { isAdmin: false } })));
    expect(nextLink(vendors.headers.get('link'))).toBe('/api/all-vendors?limit=2&offset=2');
  });
});
