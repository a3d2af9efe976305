// Issue 38 item 5: the edge cases a partner meets, each through the real interface (GraphQL and
// REST over app.fetch). The login limit's case is in accounts/auth-login.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId } from '../helpers/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('paging and nodes', () => {
  it('refuses `first` and `last` together with one clear error and no data', async () => {
    const res = await t.graphql('{ products(first: 2, last: 2) { edges { node { id } } } }');
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'last' } });
    expect(res.errors?.[0].message).toContain('both `first` and `last`');
    const byVariables = await t.graphql('query ($f: Int, $l: Int) { products(first: $f, last: $l) { totalCount } }', { f: 1, l: 1 });
    expect(byVariables.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // One of them (the other null) is fine.
    expect((await t.graphql('query ($f: Int, $l: Int) { products(first: $f, last: $l) { totalCount } }', { f: 1, l: null })).errors).toBeUndefined();
  });

  it('nodes answers at most 100 ids, and a malformed id fails its own entry only', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true } });
    const good = globalId('Product', product.id);
    const res = await t.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [good, 'not-an-id', good] });
    expect(res.data.nodes).toEqual([{ id: good }, null, { id: good }]);
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ path: ['nodes', 1], extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.errors?.[0].message).toBe('"not-an-id" is not a valid id.');

    expect((await t.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Array(100).fill(good) })).data.nodes).toHaveLength(100);
    const over = await t.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Array(101).fill(good) });
    expect(over.data).toBeNull();
    expect(over.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'ids', limit: 100, actual: 101 } });
  });
});

describe('405 answers', () => {
  it('carry Allow on REST, the web app, /uploads and GraphQL', async () => {
    const rest = await t.request('/api/login', { method: 'DELETE' });
    expect(rest.status).toBe(405);
    expect(rest.headers.get('allow')).toBe('POST');
    expect(rest.json).toMatchObject({ allowed: ['POST'], message: 'Method DELETE is not allowed here. Use POST.' });
    for (const path of ['/', '/uploads/x.webp']) {
      const res = await t.request(path, { method: 'PUT' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    const mutationByGet = await t.request(`/graphql?query=${encodeURIComponent('mutation { logout { __typename } }')}`);
    expect(mutationByGet.status).toBe(405);
    expect(mutationByGet.headers.get('allow')).toBe('POST');
  });
});

describe('a session token that is not live', () => {
  it('is 401 UNAUTHENTICATED on a public query, over GraphQL and REST; without it the same read answers', async () => {
    const dead = { authorization: 'Bearer no-such-session-token' };
    const gql = await t.graphql('{ categories { name } }', undefined, dead);
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(gql.errors?.[0].message).toContain('Log in again');
    const rest = await t.request('/api/products?limit=1', { headers: dead });
    expect(rest.status).toBe(401);
    expect(rest.json.message).toContain('Log in again');
    expect((await t.graphql('{ categories { name } }')).status).toBe(200);
    expect((await t.request('/api/products?limit=1')).status).toBe(200);
  });

  it('an ended (logged out) session is refused the same way', async () => {
    const login = await t.request('/api/login', json('POST', { email: 'vendor@marketplace.test', password: 'vendor12345' }));
    const auth = { authorization: `Bearer ${login.json.token}` };
    expect((await t.request('/api/products?limit=1', { headers: auth })).status).toBe(200);
    await t.request('/api/logout', json('POST', {}, auth));
    expect((await t.request('/api/products?limit=1', { headers: auth })).status).toBe(401);
    expect((await t.graphql('{ viewer { storeId } }', undefined, auth)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('guest order tracking over REST', () => {
  it('POST /api/order-tracking reads the order as GraphQL orderTracking does; any mismatch is 404', async () => {
    const order = await t.db.order.findFirstOrThrow({ select: { publicId: true, clientEmail: true, clientName: true } });
    const email = order.clientEmail!.toUpperCase();
    const rest = await t.request('/api/order-tracking', json('POST', { order_id: order.publicId, email }));
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ order_id: order.publicId, client_details: { name: order.clientName } });
    expect(Object.keys(rest.json.client_details).sort()).toEqual(['city', 'name']);
    const gql = await t.graphql('query ($o: String!, $e: String) { orderTracking(orderId: $o, email: $e) { orderId parts { status } } }', { o: order.publicId, e: email });
    expect(gql.data.orderTracking.orderId).toBe(order.publicId);
    expect(rest.json.vendor_details.map((part: { status: string }) => part.status)).toEqual(gql.data.orderTracking.parts.map((part: { status: string }) => part.status));

    const wrong = await t.request('/api/order-tracking', json('POST', { order_id: order.publicId, email: 'someone@else.test' }));
    expect(wrong.status).toBe(404);
    expect(wrong.json.message).toContain('No order matches');
    const missing = await t.request('/api/order-tracking', json('POST', { order_id: order.publicId }));
    expect(missing.status).toBe(400);
  });

  it('shares the per-address limit with GraphQL', async () => {
    const clientIp = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await t.request('/api/order-tracking', { ...json('POST', { order_id: 'ORD-NOPE1', email: 'a@b.co' }), clientIp })).status);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const res = await t.app.fetch(new Request('http://test.local/graphql', json('POST', { query: '{ orderTracking(orderId: "ORD-NOPE1", email: "a@b.co") { orderId } }' })), { clientIp });
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
