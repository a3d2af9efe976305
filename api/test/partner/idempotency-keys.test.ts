// Idempotency-Key on every write (issue 38 item 2): a GraphQL mutation and REST POST, PUT and
// DELETE sent twice with the same key and body run once and answer the first answer again; the
// same key with another body is 422; keys are per caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';

let t: TestApp;
let token: string;
let other: string;
const store = { id: 0, image: '', category: '' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { vendor, products: [product] } = await makeVendor(t.db, { storeId: 'idem-store', storeName: 'Idempotent Store', products: 1 });
  await makeVendor(t.db, { storeId: 'idem-other', storeName: 'Other Store', products: 0 });
  store.id = vendor.id;
  token = await tokenFor(t.db, 'idem-store');
  other = await tokenFor(t.db, 'idem-other');
  store.image = (await t.db.mediaAsset.create({ data: { vendorId: vendor.id, fileName: 'idem.webp', originalName: 'i.png', width: 10, height: 10, bytes: 100 } })).fileName;
  store.category = (await t.db.category.findUniqueOrThrow({ where: { id: product.categoryId } })).name;
});
afterAll(() => t?.close());

const send = (path: string, method: string, body: unknown, key: string, as = token) =>
  t.request(path, { method, headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json', 'idempotency-key': key }, body: body === undefined ? undefined : JSON.stringify(body) });
const restProduct = (name: string) => ({ productName: name, productPrice: '120', productDescription: 'Sent twice.', selectedCategory: store.category, selectedImages: [store.image] });
const count = (name: string) => t.db.product.count({ where: { vendorId: store.id, name } });

describe('Idempotency-Key on REST writes', () => {
  it('POST: the same key and body run once and replay the first answer; another body is 422', async () => {
    const first = await send('/api/createproduct', 'POST', restProduct('Idem Lamp'), 'post-key-1');
    expect(first.status).toBe(201);
    const again = await send('/api/createproduct', 'POST', restProduct('Idem Lamp'), 'post-key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await count('Idem Lamp')).toBe(1);

    const reused = await send('/api/createproduct', 'POST', restProduct('Idem Lamp 2'), 'post-key-1');
    expect(reused.status).toBe(422);
    expect(reused.json.message).toContain('already used for a different request');
    expect(await count('Idem Lamp 2')).toBe(0);
    // The key is this caller's: another store's same key runs its own request (refused on its
    // own merits: the image is not in its library), never the first caller's answer.
    const elsewhere = await send('/api/createproduct', 'POST', restProduct('Idem Lamp'), 'post-key-1', other);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
  });

  it('PUT and DELETE replay too; a bad key is 400 and runs nothing', async () => {
    const created = await send('/api/createproduct', 'POST', restProduct('Idem Edit'), 'put-setup');
    const { slug, id } = created.json as { slug: string; id: number };
    const put = await send(`/api/products/${slug}`, 'PUT', restProduct('Idem Edited'), 'put-key');
    expect(put.status, put.text).toBe(200);
    const putAgain = await send(`/api/products/${slug}`, 'PUT', restProduct('Idem Edited'), 'put-key');
    expect(putAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(putAgain.json).toEqual(put.json);

    const del = await send(`/api/products/${id}`, 'DELETE', undefined, 'delete-key');
    expect(del.status).toBe(200);
    const delAgain = await send(`/api/products/${id}`, 'DELETE', undefined, 'delete-key');
    expect(delAgain.status).toBe(200);
    expect(delAgain.headers.get('idempotent-replayed')).toBe('true');
    // Without the key the repeat really runs: the product is gone.
    expect((await t.request(`/api/products/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    expect((await send('/api/createproduct', 'POST', restProduct('Idem Bad Key'), 'has space')).status).toBe(400);
    expect(await count('Idem Bad Key')).toBe(0);
  });
});

describe('Idempotency-Key on GraphQL mutations', () => {
  it('replays a mutation, refuses the key with another body, and ignores it on queries', async () => {
    const mutation = 'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductSuccess { product { slug } } } }';
    const input = (name: string) => ({ name, price: '99', description: 'Sent twice.', category: store.category, images: [store.image] });
    const post = (name: string, key: string) =>
      t.request('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ query: mutation, variables: { input: input(name) } }) });
    const first = await post('Idem GraphQL Lamp', 'gql-key');
    expect(first.json.data.createProduct.__typename).toBe('CreateProductSuccess');
    const again = await post('Idem GraphQL Lamp', 'gql-key');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await count('Idem GraphQL Lamp')).toBe(1);
    const reused = await post('Idem GraphQL Other', 'gql-key');
    expect(reused.status).toBe(422);
    expect(reused.json.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('Idem GraphQL Other')).toBe(0);

    const query = { query: '{ viewer { storeId } }' };
    const read = await t.request('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'gql-key' }, body: JSON.stringify(query) });
    expect(read.json.data.viewer.storeId).toBe('idem-store');
    expect(read.headers.get('idempotent-replayed')).toBeNull();
  });
});
