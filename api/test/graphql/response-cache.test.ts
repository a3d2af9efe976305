import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, loginToken } from '../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1' } });
});
afterAll(() => t?.close());

const PRODUCT = `query ($slug: String!) { product(slug: $slug) { name } }`;

async function productName(slug: string, headers?: HeadersInit) {
  const res = await t.graphql(PRODUCT, { slug }, headers);
  return { name: res.data?.product?.name as string, cache: res.headers.get('x-cache') };
}

describe('shared cache of anonymous GraphQL answers', () => {
  it('keeps cached answers byte-identical to fresh ones, cost included', async () => {
    const query = `{ products(first: 3, sort: PRICE_DESC) { edges { node { slug vendor { storeName } } } } }`;
    const miss = await t.graphql(query);
    const hit = await t.graphql(query);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(hit.text).toBe(miss.text);
    expect(hit.json.extensions.cost).toEqual({ requestedQueryCost: 7, maximumAvailable: 5000 });
  });

  it('answers a repeated anonymous query from the cache, and a write through the API clears it', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { status: 'ACTIVE' }, select: { id: true, slug: true, name: true } });
    expect(await productName(product.slug)).toEqual({ name: product.name, cache: 'miss' });
    expect(await productName(product.slug)).toEqual({ name: product.name, cache: 'hit' });

    // A change made behind the app's back is not seen until a write goes through the app...
    await t.db.product.update({ where: { id: product.id }, data: { name: 'Renamed behind the back' } });
    expect((await productName(product.slug)).name).toBe(product.name);

    // ...and any write through the API (here a GraphQL mutation) clears every stored answer.
    await t.graphql('mutation { logout }');
    expect(await productName(product.slug)).toEqual({ name: 'Renamed behind the back', cache: 'miss' });

    // A REST write clears it too.
    await t.db.product.update({ where: { id: product.id }, data: { name: product.name } });
    await t.request('/api/logout', { method: 'POST' });
    expect(await productName(product.slug)).toEqual({ name: product.name, cache: 'miss' });
  });

  it('never stores an answer that depended on who asked, nor one sent with a token', async () => {
    const viewerQuery = () => t.graphql('{ viewer { storeId } products(first: 1) { edges { node { name } } } }');
    await viewerQuery();
    expect((await viewerQuery()).headers.get('x-cache')).toBeNull();

    const login = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'vendor@marketplace.test', password: 'vendor12345' }) });
    const auth = { authorization: `Bearer ${login.json.token}` };
    const slug = (await t.db.product.findFirstOrThrow({ select: { slug: true } })).slug;
    await productName(slug, auth);
    expect((await productName(slug, auth)).cache).toBeNull();
    // The signed-in vendor's view did not leak into the shared cache.
    const anonymous = await t.graphql('{ viewer { storeId } }');
    expect(anonymous.data.viewer).toBeNull();
  });

  it("never answers a partner's API key from the cache nor stores its answer: each request is checked and counted", async () => {
    const query = '{ categories { name } }';
    await t.graphql(query);
    expect((await t.graphql(query)).headers.get('x-cache')).toBe('hit');
    const admin = await loginToken(t, 'admin@marketplace.test');
    const created = await t.graphql(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeySuccess { secret apiKey { id } } } }',
      { input: { name: 'Cache partner', scopes: ['CATALOGUE_READ'] } },
      bearer(admin),
    );
    const { secret, apiKey } = created.data.createApiKey;
    const keyed = await t.graphql(query, {}, { 'x-api-key': secret });
    expect(keyed.headers.get('x-cache')).toBeNull();
    expect(keyed.headers.get('ratelimit')).toMatch(/^"key";r=599;/);
    expect((await t.graphql(query, {}, { 'x-api-key': secret })).headers.get('ratelimit')).toMatch(/^"key";r=598;/);
    // Revoked, the same cached query is refused: the key is checked before the cache is asked.
    await t.graphql('mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { __typename } }', { input: { id: apiKey.id } }, bearer(admin));
    for (const headers of [{ 'x-api-key': secret as string }, { authorization: `Bearer ${secret}` }] as Record<string, string>[]) {
      const refused = await t.graphql(query, {}, headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-cache')).toBeNull();
    }
  });

  it("keeps one visitor's likes out of another visitor's feed", async () => {
    const FEED = '{ feed(first: 1) { edges { node { id viewerHasLiked likeCount } } } }';
    const asVisitor = (id: string) => ({ 'x-visitor-id': id });
    const issue = async () => (await t.request('/api/visitor', { method: 'POST' })).json.visitorId as string;
    const [me, other] = [await issue(), await issue()];
    const first = await t.graphql(FEED, undefined, asVisitor(me));
    const post = first.data.feed.edges[0].node;
    const liked = await t.request('/api/posts/' + (await t.db.feedPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' }, select: { id: true } })).id + '/addLike', {
      method: 'POST',
      headers: { 'x-visitor-id': me, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(liked.status).toBeLessThan(300);
    const mine = await t.graphql(FEED, undefined, asVisitor(me));
    expect(mine.data.feed.edges[0].node).toMatchObject({ id: post.id, viewerHasLiked: true });
    const theirs = await t.graphql(FEED, undefined, asVisitor(other));
    expect(theirs.data.feed.edges[0].node).toMatchObject({ id: post.id, viewerHasLiked: false });
    expect(theirs.headers.get('x-cache')).toBeNull();
  });

  it('keys a POST by its path as well as its body: a document cached on /graphql is never answered on /graphql/app', async () => {
    const body = JSON.stringify({ query: '{ categories { slug } }' });
    const post = (path: string) => t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
    await post('/graphql');
    const cached = await post('/graphql');
    expect(cached.headers.get('x-cache')).toBe('hit');
    // The web app's path runs persisted documents only: the same body is refused there, cache or not.
    const onAppPath = await post('/graphql/app');
    expect(onAppPath.headers.get('x-cache')).toBeNull();
    expect(onAppPath.json.data).toBeUndefined();
    expect(onAppPath.json.errors[0].message).toContain('runs only the web app');
  });

  it('does not store answers with errors', async () => {
    const bad = () => t.graphql('{ product(slug: "x") { name } node(id: "not-an-id") { id } }');
    await bad();
    const again = await bad();
    expect(again.errors?.length).toBeGreaterThan(0);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

describe('who-is-asking goes through ctx.viewer()', () => {
  it('no code outside domain/auth reads the token or visitor id from the request itself', async () => {
    // The cache only knows an answer is personal when a resolver calls ctx.viewer(); reading the
    // headers directly would let one visitor's answer be served to another.
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../src');
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => !file.startsWith('domain/auth/') && !file.startsWith('generated/') && file !== 'context.ts')
      .filter((file) => /visitorIdFrom\(|bearerToken\(|['"]x-visitor-id['"]/i.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('several app processes on one PostgreSQL database', () => {
  // Runs in the PostgreSQL pass of `npm test` (the embedded database has a single process).
  it.skipIf(!process.env.TEST_DATABASE_URL)('a write in one process clears the cached answers of the others', async () => {
    const { createApp } = await import('../../src/app.ts');
    const { attachCacheBus } = await import('../../src/adapters/cache-bus.ts');
    const other = createApp({ config: t.config, database: t.database });
    const busHere = await attachCacheBus(t.app.services);
    const busThere = await attachCacheBus(other.services);
    try {
      const product = await t.db.product.findFirstOrThrow({ where: { status: 'ACTIVE' }, select: { slug: true } });
      const askOther = async () => {
        const response = await other.fetch(
          new Request('http://test.local/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PRODUCT, variables: { slug: product.slug } }) }),
        );
        await response.text();
        return response.headers.get('x-cache');
      };
      await askOther();
      expect(await askOther()).toBe('hit');
      await t.graphql('mutation { logout }'); // a write in this process
      let state = await askOther();
      for (let i = 0; i < 40 && state === 'hit'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = await askOther();
      }
      expect(state).toBe('miss');

      // The vendor names on product cards follow a write made in another process, too.
      const cardName = async (app: { fetch(request: Request): Promise<Response> }) => {
        const response = await app.fetch(
          new Request('http://test.local/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: `{ product(slug: ${JSON.stringify(product.slug)}) { vendor { id storeName } } }` }),
          }),
        );
        return (await response.json()).data.product.vendor as { id: string; storeName: string };
      };
      const vendor = await cardName(other);
      const renamed = `${vendor.storeName} (renamed)`;
      const rename = await t.graphql(
        'mutation ($input: UpdateVendorProfileInput!) { updateVendorProfile(input: $input) { __typename } }',
        { input: { vendorId: vendor.id, storeName: renamed } },
        bearer(await loginToken(t, 'admin@marketplace.test', 'admin12345')),
      );
      expect(rename.data.updateVendorProfile.__typename).toBe('UpdateVendorProfileSuccess');
      let name = (await cardName(other)).storeName;
      for (let i = 0; i < 40 && name !== renamed; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        name = (await cardName(other)).storeName;
      }
      expect(name).toBe(renamed);
    } finally {
      await busHere?.close();
      await busThere?.close();
      t.app.services.responseCache.onLocalClear = undefined;
    }
  });
});
