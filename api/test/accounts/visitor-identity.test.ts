// The visitor identity the server issues and signs, and the per-address caps on ratings and likes.
// Before: rotating a made-up x-visitor-id from one address added 40 five-star ratings (average
// 4.0 -> 4.98) and 40 likes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function issue(clientIp: string, via: 'rest' | 'graphql' = 'rest'): Promise<string> {
  if (via === 'rest') {
    const res = await t.request('/api/visitor', { method: 'POST', clientIp });
    expect(res.status).toBe(200);
    return res.json.visitorId;
  }
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { issueVisitorId { __typename ... on IssuedVisitorId { visitorId expiresAt } } }' }),
    clientIp,
  });
  return res.json.data.issueVisitorId.visitorId;
}

const rate = (productId: number, rating: number, visitor: string | null, clientIp: string) =>
  t.request('/api/submitrating', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(visitor ? { 'x-visitor-id': visitor } : {}) },
    body: JSON.stringify({ productId, rating }),
    clientIp,
  });

const RATE = `mutation ($input: RateProductInput!) { rateProduct(input: $input) { __typename ... on Error { message } } }`;
const LIKE = `mutation ($input: TogglePostLikeInput!) { togglePostLike(input: $input) { __typename ... on Error { message } } }`;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function gqlAs(query: string, variables: Record<string, unknown>, visitor: string, clientIp: string) {
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-visitor-id': visitor },
    body: JSON.stringify({ query, variables }),
    clientIp,
  });
  return res.json.data;
}

async function ratedProduct() {
  return t.db.product.findFirstOrThrow({ where: { vendorListed: true, ratingCount: { gte: 3 } }, orderBy: { id: 'asc' }, select: { id: true, ratingCount: true, ratingSum: true } });
}

describe('the visitor id is issued and signed by the server', () => {
  it('issues ids over REST and GraphQL; only issued ids count, a made-up or altered one is no id', async () => {
    const ip = freshIp();
    const restId = await issue(ip);
    const gqlId = await issue(ip, 'graphql');
    expect(restId).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(gqlId).not.toBe(restId);

    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true }, orderBy: { id: 'desc' }, select: { id: true } });
    for (const fake of ['visitor-made-up-by-a-script', `${restId.slice(0, -1)}${restId.endsWith('A') ? 'B' : 'A'}`, restId.replace(/\.(\d+)\./, '.9999999999.')]) {
      const res = await rate(product.id, 5, fake, ip);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Rating needs a visitor id: send the header x-visitor-id with the id from POST \/api\/visitor/);
    }
    expect((await rate(product.id, 5, restId, ip)).status).toBe(200);
    expect((await gqlAs(RATE, { input: { productId: globalId('Product', product.id), rating: 4 } }, gqlId, ip)).rateProduct.__typename).toBe('RateProductSuccess');
  });

  it('issues a bounded number of ids per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 100; i++) expect((await t.request('/api/visitor', { method: 'POST', clientIp: ip })).status).toBe(200);
    const refused = await t.request('/api/visitor', { method: 'POST', clientIp: ip });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many new visitors from your network. Please wait a while and try again.');
    expect((await t.request('/api/visitor', { method: 'POST', clientIp: freshIp() })).status).toBe(200);
  });
});

describe('rotating ids from one address cannot inflate', () => {
  it('40 five-star ratings with fresh ids from one address add 3 ratings, on REST and GraphQL alike', async () => {
    const product = await ratedProduct();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await rate(product.id, 5, await issue(ip), ip)).status);
    const gqlTypes: string[] = [];
    for (let i = 0; i < 20; i++) gqlTypes.push((await gqlAs(RATE, { input: { productId: globalId('Product', product.id), rating: 5 } }, await issue(ip), ip)).rateProduct.__typename);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 409)).toBe(true);
    expect(gqlTypes.every((type) => type === 'ConflictError')).toBe(true);

    const after = await t.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { ratingCount: true, ratingSum: true, ratingAverage: true } });
    expect(after.ratingCount).toBe(product.ratingCount + 3);
    expect(after.ratingSum).toBe(product.ratingSum + 15);
    // The documented bound: one address moves an average of n ratings with sum s to at most (s + 15) / (n + 3).
    expect(after.ratingAverage).toBeCloseTo((product.ratingSum + 15) / (product.ratingCount + 3), 10);

    // Another address still rates (the cap is per address, not per product).
    expect((await rate(product.id, 5, await issue(freshIp()), freshIp())).status).toBe(200);
  });

  it('concurrent ratings from one address still stop at the cap', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, ratingCount: 0 }, orderBy: { id: 'desc' }, select: { id: true } });
    const ip = freshIp();
    const ids = await Promise.all(Array.from({ length: 10 }, () => issue(ip)));
    const answers = await Promise.all(ids.map((id) => rate(product.id, 5, id, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).ratingCount).toBe(3);
  });

  it('40 likes with fresh ids from one address add 3, on REST and GraphQL alike', async () => {
    const post = await t.db.feedPost.findFirstOrThrow({ where: { vendor: { accessGranted: true } }, orderBy: { id: 'asc' }, select: { id: true, likeCount: true } });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.request(`/api/posts/${post.id}/addLike`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-id': await issue(ip) }, body: '{}', clientIp: ip });
      statuses.push(res.status);
    }
    for (let i = 0; i < 20; i++) await gqlAs(LIKE, { input: { postId: globalId('FeedPost', post.id) } }, await issue(ip), ip);
    expect(statuses.filter((s) => s < 300)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 409)).toBe(true);
    expect((await t.db.feedPost.findUniqueOrThrow({ where: { id: post.id } })).likeCount).toBe(post.likeCount + 3);
  });
});
