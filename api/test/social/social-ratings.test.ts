import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, freshIp, freshVisitor, globalId, gql } from '../helpers/social.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

/** A storefront product without ratings (each test takes its own). */
async function unratedProduct(skip = 0) {
  return t.db.product.findFirstOrThrow({ where: { ratingCount: 0, vendor: { accessGranted: true } }, orderBy: { id: 'asc' }, skip, select: { id: true } });
}

const RATE = /* GraphQL */ `
  mutation ($input: RateProductInput!) {
    rateProduct(input: $input) {
      __typename
      ... on RateProductSuccess { rating product { rating { count sum average viewerRating perStar { stars count } } } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }`;

describe('GET /api/rating/{productId}', () => {
  it('answers a one-item list: avgRating, ratingCounts per star, numberOfReviews, the visitor\'s own rating', async () => {
    const rated = await t.db.product.findFirstOrThrow({ where: { ratingCount: { gt: 3 } }, select: { id: true, ratingCount: true, ratingSum: true } });
    const res = await call(t, 'GET', `/api/rating/${rated.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    const [summary] = res.json;
    expect(summary.productId).toBe(rated.id);
    expect(summary.numberOfReviews).toBe(rated.ratingCount);
    expect(summary.avgRating).toBeCloseTo(rated.ratingSum / rated.ratingCount, 10);
    expect(Object.keys(summary.ratingCounts)).toEqual(['1', '2', '3', '4', '5']);
    const counts = Object.values(summary.ratingCounts) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(rated.ratingCount);
    expect(Object.entries(summary.ratingCounts).reduce((s, [star, n]) => s + Number(star) * (n as number), 0)).toBe(rated.ratingSum);
    expect(summary.yourRating).toBeNull();
  });

  it('avgRating is 0 without ratings; unknown products are 404, malformed ids 400', async () => {
    const { id } = await unratedProduct();
    const res = await call(t, 'GET', `/api/rating/${id}`);
    expect(res.json[0]).toMatchObject({ avgRating: 0, numberOfReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    const missing = await call(t, 'GET', '/api/rating/99999999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Product not found');
    expect((await call(t, 'GET', '/api/rating/abc')).status).toBe(400);
  });
});

describe('POST /api/submitrating', () => {
  it('records the rating, updates the aggregates, and refuses a repeat by the same visitor', async () => {
    const { id } = await unratedProduct(1);
    const visitor = freshVisitor();
    const res = await call(t, 'POST', '/api/submitrating', { body: { productId: id, rating: 4 }, visitor });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: 'Rating submitted successfully', rating: 4, productId: id, avgRating: 4, numberOfReviews: 1, yourRating: 4 });
    expect(res.json.ratingCounts).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 });

    const again = await call(t, 'POST', '/api/submitrating', { body: { productId: id, rating: 1 }, visitor });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already rated this product.');
    const product = await t.db.product.findUniqueOrThrow({ where: { id }, select: { ratingCount: true, ratingSum: true, ratingAverage: true } });
    expect(product).toEqual({ ratingCount: 1, ratingSum: 4, ratingAverage: 4 });
    expect((await call(t, 'GET', `/api/rating/${id}`, { visitor })).json[0].yourRating).toBe(4);

    // Another visitor may rate; a string id and rating are accepted as the old client sent them.
    const other = await call(t, 'POST', '/api/submitrating', { body: { productId: String(id), rating: '5' } });
    expect(other.json).toMatchObject({ avgRating: 4.5, numberOfReviews: 2 });
  });

  it('refuses bad ratings, unknown products, a made-up visitor id and malformed bodies with clear messages', async () => {
    const { id } = await unratedProduct(2);
    for (const rating of [0, 6, 2.5, 'abc', null]) {
      const res = await call(t, 'POST', '/api/submitrating', { body: { productId: id, rating } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Rating must be a whole number from 1 to 5.', field: 'rating' });
    }
    const unknown = await call(t, 'POST', '/api/submitrating', { body: { productId: 99999999, rating: 3 } });
    expect(unknown.status).toBe(404);
    const noProduct = await call(t, 'POST', '/api/submitrating', { body: { rating: 3 } });
    expect(noProduct.json).toEqual({ code: 'BAD_USER_INPUT', message: 'productId is required.', field: 'productId' });

    // No header at all: the address counts as one visitor (spec-payloads.test.ts); a made-up one is refused.
    const badVisitor = await call(t, 'POST', '/api/submitrating', { body: { productId: id, rating: 3 }, visitor: 'x' });
    expect(badVisitor.status).toBe(400);
    expect(badVisitor.json.message).toMatch(/^Rating needs a visitor id: send the header x-visitor-id/);

    const malformed = await call(t, 'POST', '/api/submitrating', { body: '{"productId": ' });
    expect(malformed.json).toEqual({ code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' });
    const array = await call(t, 'POST', '/api/submitrating', { body: [1, 2] });
    expect(array.json).toEqual({ code: 'BAD_USER_INPUT', message: 'The request body must be a JSON object.' });
    const huge = await call(t, 'POST', '/api/submitrating', { body: JSON.stringify({ productId: id, rating: 3, pad: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/limited to 1000000 bytes/);

    expect(await t.db.rating.count({ where: { productId: id } })).toBe(0);
  });

  it('30 visitors rating one product at once: every rating counts and the aggregates are exact', async () => {
    const { id } = await unratedProduct(3);
    const values = Array.from({ length: 30 }, (_, i) => (i % 5) + 1);
    const answers = await Promise.all(values.map((rating) => call(t, 'POST', '/api/submitrating', { body: { productId: id, rating } })));
    expect(answers.map((a) => a.status)).toEqual(values.map(() => 200));
    const sum = values.reduce((a, b) => a + b, 0);
    const product = await t.db.product.findUniqueOrThrow({ where: { id }, select: { ratingCount: true, ratingSum: true, ratingAverage: true } });
    expect(product).toEqual({ ratingCount: 30, ratingSum: sum, ratingAverage: sum / 30 });
    expect(await t.db.rating.count({ where: { productId: id } })).toBe(30);
    expect((await call(t, 'GET', `/api/rating/${id}`)).json[0].ratingCounts).toEqual({ 1: 6, 2: 6, 3: 6, 4: 6, 5: 6 });
  });

  it('one visitor pressing twice at once gets one rating and one refusal', async () => {
    const { id } = await unratedProduct(4);
    const visitor = freshVisitor();
    const answers = await Promise.all([5, 1].map((rating) => call(t, 'POST', '/api/submitrating', { body: { productId: id, rating }, visitor })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const product = await t.db.product.findUniqueOrThrow({ where: { id }, select: { ratingCount: true, ratingSum: true } });
    expect(product.ratingCount).toBe(1);
    expect(await t.db.rating.count({ where: { productId: id } })).toBe(1);
    expect([1, 5]).toContain(product.ratingSum);
  });

  it('a flood of ratings from one address is cut off with 429; other addresses are unaffected', async () => {
    const products = await t.db.product.findMany({ where: { vendor: { accessGranted: true } }, take: 121, orderBy: { id: 'desc' }, select: { id: true } });
    const ip = freshIp();
    const statuses: number[] = [];
    // Each from a new visitor id: rotating ids does not get around the per-address limit.
    for (const p of products) statuses.push((await call(t, 'POST', '/api/submitrating', { body: { productId: p.id, rating: 3 }, ip })).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const last = await call(t, 'POST', '/api/submitrating', { body: { productId: products[0].id, rating: 3 }, ip });
    expect(last.status).toBe(429);
    expect(last.json.message).toBe('Too many ratings in a short time. Please wait a few minutes and try again.');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(t, 'POST', '/api/submitrating', { body: { productId: products[0].id, rating: 3 } })).status).toBe(200);
  });

  it('one visitor id is limited across addresses (30 per 10 minutes)', async () => {
    const products = await t.db.product.findMany({ where: { vendor: { accessGranted: true } }, take: 31, orderBy: { id: 'asc' }, select: { id: true } });
    const visitor = freshVisitor();
    const statuses: number[] = [];
    for (const p of products) statuses.push((await call(t, 'POST', '/api/submitrating', { body: { productId: p.id, rating: 2 }, visitor })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GraphQL ratings', () => {
  it('rateProduct answers the product with count, average, per-star counts and the viewer\'s rating', async () => {
    const { id } = await unratedProduct(5);
    const visitor = freshVisitor();
    const ok = await gql(t, RATE, { input: { productId: globalId('Product', id), rating: 2 } }, { visitor });
    expect(ok.data.rateProduct).toEqual({
      __typename: 'RateProductSuccess',
      rating: 2,
      product: { rating: { count: 1, sum: 2, average: 2, viewerRating: 2, perStar: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: stars === 2 ? 1 : 0 })) } },
    });
    const again = await gql(t, RATE, { input: { productId: globalId('Product', id), rating: 3 } }, { visitor });
    expect(again.data.rateProduct).toMatchObject({ __typename: 'ConflictError', message: 'You have already rated this product.' });
    const bad = await gql(t, RATE, { input: { productId: globalId('Product', id), rating: 9 } });
    expect(bad.data.rateProduct).toMatchObject({ __typename: 'ValidationError', field: 'rating', message: 'Rating must be a whole number from 1 to 5.' });
    // No header at all counts the address (spec-payloads.test.ts); an id the server did not issue is refused.
    const noVisitor = await gql(t, RATE, { input: { productId: globalId('Product', id), rating: 3 } }, { visitor: 'made-up' });
    expect(noVisitor.data.rateProduct).toMatchObject({ __typename: 'ValidationError', field: 'visitorId' });
    const unknown = await gql(t, RATE, { input: { productId: globalId('Product', 99999999), rating: 3 } });
    expect(unknown.data.rateProduct).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
    const wrongType = await gql(t, RATE, { input: { productId: globalId('Vendor', 1), rating: 3 } });
    expect(wrongType.errors?.[0].message).toBeTruthy();

    const product = await t.db.product.findUniqueOrThrow({ where: { id }, select: { slug: true } });
    const read = await gql(t, `query ($slug: String!) { product(slug: $slug) { rating { count average viewerRating } } }`, { slug: product.slug }, { visitor });
    expect(read.data.product.rating).toEqual({ count: 1, average: 2, viewerRating: 2 });
  });
});
