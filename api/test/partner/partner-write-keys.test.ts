// Keys that can write (issue 38 item 2): a key bound to one store, with write scopes and an
// expiry, created and revoked by that store's vendor (or the admin); it writes as its store with
// that store's rights only, and a key without the scope is 403 API_KEY_SCOPE_MISSING on both
// transports, with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
let vendorA: string;
let vendorB: string;
const store = { id: 0, storeId: 'write-keys-a', image: '', category: '' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { vendor: a, products: [product] } = await makeVendor(t.db, { storeId: store.storeId, storeName: 'Write Keys A', products: 1 });
  await makeVendor(t.db, { storeId: 'write-keys-b', storeName: 'Write Keys B', products: 0 });
  store.id = a.id;
  vendorA = await tokenFor(t.db, a.storeId);
  vendorB = await tokenFor(t.db, 'write-keys-b');
  store.image = (await t.db.mediaAsset.create({ data: { vendorId: a.id, fileName: 'write-key-image.webp', originalName: 'k.png', width: 10, height: 10, bytes: 100 } })).fileName;
  store.category = (await t.db.category.findUniqueOrThrow({ where: { id: product.categoryId } })).name;
});
afterAll(() => t?.close());

const CREATE = 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreateApiKeySuccess { secret apiKey { id storeId scopes expiresAt active } } ... on Error { message } ... on ValidationError { field } } }';
const REVOKE = 'mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { __typename ... on RevokeApiKeySuccess { apiKey { active } } ... on Error { message } } }';
const CREATE_PRODUCT = 'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductSuccess { product { slug vendor { storeId } } } ... on Error { message } } }';
const withKey = (secret: string) => ({ 'x-api-key': secret });
const productInput = (name: string) => ({ name, price: '120', description: 'Made by a partner key.', category: store.category, images: [store.image] });
const restBody = (name: string) => JSON.stringify({ productName: name, productPrice: '120', productDescription: 'Made by a partner key.', selectedCategory: store.category, selectedImages: [store.image] });

async function keyFor(token: string, input: Record<string, unknown>) {
  const res = await t.graphql(CREATE, { input: { name: 'Partner sync', ...input } }, bearer(token));
  return res.data.createApiKey;
}

describe('a vendor manages its own store\'s keys in the dashboard', () => {
  it('creates a write key bound to its own store (never another), lists and revokes only its own', async () => {
    const created = await keyFor(vendorA, { scopes: ['STORE_PRODUCTS_WRITE'] });
    expect(created).toMatchObject({ __typename: 'CreateApiKeySuccess', apiKey: { storeId: store.storeId, scopes: ['STORE_PRODUCTS_WRITE'], active: true, expiresAt: null } });
    expect(await keyFor(vendorA, { scopes: ['STORE_PRODUCTS_WRITE'], storeId: 'write-keys-b' })).toMatchObject({ __typename: 'ValidationError', field: 'storeId', message: 'A vendor creates keys for its own store only.' });
    expect(await keyFor(vendorA, { scopes: ['CATALOGUE_READ'], expiresAt: new Date(Date.now() - 1000).toISOString() })).toMatchObject({ __typename: 'ValidationError', field: 'expiresAt' });

    const listB = await t.graphql('{ apiKeys { id } }', {}, bearer(vendorB));
    expect(listB.data.apiKeys).toEqual([]);
    expect((await t.graphql(REVOKE, { input: { id: created.apiKey.id } }, bearer(vendorB))).data.revokeApiKey.__typename).toBe('NotFoundError');
    const listA = await t.graphql('{ apiKeys { id } }', {}, bearer(vendorA));
    expect(listA.data.apiKeys.map((key: { id: string }) => key.id)).toContain(created.apiKey.id);
    expect((await t.graphql(REVOKE, { input: { id: created.apiKey.id } }, bearer(vendorA))).data.revokeApiKey).toEqual({ __typename: 'RevokeApiKeySuccess', apiKey: { active: false } });
  });
});

describe('a write-scoped key writes as its store', () => {
  it('creates a product over GraphQL and REST, owned by the key\'s store', async () => {
    const { secret } = await keyFor(vendorA, { scopes: ['STORE_PRODUCTS_WRITE'] });
    const gql = await t.graphql(CREATE_PRODUCT, { input: productInput('Partner Lamp GraphQL') }, withKey(secret));
    expect(gql.errors).toBeUndefined();
    expect(gql.data.createProduct).toMatchObject({ __typename: 'CreateProductSuccess', product: { vendor: { storeId: store.storeId } } });
    const rest = await t.request('/api/createproduct', { method: 'POST', headers: { ...withKey(secret), 'content-type': 'application/json' }, body: restBody('Partner Lamp REST') });
    expect(rest.status).toBe(201);
    expect(await t.db.product.count({ where: { vendorId: store.id, name: { startsWith: 'Partner Lamp' } } })).toBe(2);
  });

  it('a read key, or a write key of another kind, gets 403 API_KEY_SCOPE_MISSING on both transports and nothing is written', async () => {
    const before = await t.db.product.count({ where: { vendorId: store.id } });
    for (const scopes of [['CATALOGUE_READ'], ['STORE_MEDIA_WRITE']]) {
      const { secret } = await keyFor(vendorA, { scopes });
      const gql = await t.graphql(CREATE_PRODUCT, { input: productInput('Refused Lamp') }, withKey(secret));
      expect(gql.status, scopes[0]).toBe(403);
      expect(gql.errors?.[0]).toMatchObject({ message: 'This API key does not have the STORE_PRODUCTS_WRITE scope this operation needs.', extensions: { code: 'API_KEY_SCOPE_MISSING' } });
      const rest = await t.request('/api/createproduct', { method: 'POST', headers: { ...withKey(secret), 'content-type': 'application/json' }, body: restBody('Refused Lamp') });
      expect(rest.status, scopes[0]).toBe(403);
      expect(rest.json.message).toBe('This API key does not have the STORE_PRODUCTS_WRITE scope this operation needs.');
    }
    // A write no scope allows (an admin's) is refused the same way.
    const { secret } = await keyFor(vendorA, { scopes: ['STORE_PRODUCTS_WRITE'] });
    const promo = await t.graphql('mutation ($input: CreatePromoCodeInput!) { createPromoCode(input: $input) { __typename } }', { input: { code: 'KEYDEAL' } }, withKey(secret));
    expect(promo.status).toBe(403);
    expect(promo.errors?.[0].extensions?.code).toBe('API_KEY_SCOPE_MISSING');
    expect(await t.db.product.count({ where: { vendorId: store.id } })).toBe(before);
  });

  it('an expired key is refused with 401', async () => {
    const { secret, apiKey } = await keyFor(vendorA, { scopes: ['STORE_PRODUCTS_WRITE'], expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(apiKey.expiresAt).toEqual(expect.any(String));
    await t.db.apiKey.updateMany({ where: { prefix: secret.slice(0, 11) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await t.graphql(CREATE_PRODUCT, { input: productInput('Late Lamp') }, withKey(secret));
    expect(res.status).toBe(401);
    expect(res.errors?.[0].message).toContain('has expired');
  });
});
