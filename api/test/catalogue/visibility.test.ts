// One visibility rule per type (domain/visibility.ts): node, nodes, typed fields, REST and /uploads
// answer alike. Each case here leaked before: node(id:) returned the admin account, revoked stores
// and their listings, and any store's media library; /uploads served never-published uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { globalId, makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';

let t: TestApp;
let tokens: { owner: string; other: string; admin: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = {
    owner: await tokenFor(t.db, 'skyline-estates'),
    other: await tokenFor(t.db, 'casa-nova-interiors'),
    admin: await tokenFor(t.db, 'admin'),
  };
});
afterAll(() => t?.close());

const NODE = `query ($id: ID!) { node(id: $id) { __typename id } }`;
const nodeAs = async (id: string, token?: string) => {
  const res = await t.graphql(NODE, { id }, bearer(token));
  expect(res.errors).toBeUndefined();
  return res.data.node;
};

async function uploadPng(token: string, color: string) {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer();
  const body = new FormData();
  body.append('images', new File([bytes as Uint8Array<ArrayBuffer>], 'private.png', { type: 'image/png' }));
  const res = await t.request('/api/uploadImages', { method: 'POST', headers: bearer(token), body });
  expect(res.status).toBe(200);
  return t.db.mediaAsset.findUniqueOrThrow({ where: { fileName: res.json.images[0].image } });
}

describe('node and nodes', () => {
  it('the admin account is not a public vendor: null for visitors and vendors, visible to the admin', async () => {
    const admin = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: true } });
    const id = globalId('Vendor', admin.id);
    expect(await nodeAs(id)).toBeNull();
    expect(await nodeAs(id, tokens.owner)).toBeNull();
    expect(await nodeAs(id, tokens.admin)).toEqual({ __typename: 'Vendor', id });
    // The leaked fields themselves are unreachable.
    const leak = await t.graphql(`query ($id: ID!) { node(id: $id) { ... on Vendor { email phone isAdmin address1 } } }`, { id });
    expect(leak.data.node).toBeNull();
  });

  it('a revoked store and its listings are null (REST answers 404 for both), the admin still sees them', async () => {
    const { vendor: revoked, products: [product] } = await makeVendor(t.db, { products: 1 });
    const revoke = await t.request('/api/update-vendor-access', {
      method: 'PATCH',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ vendorId: revoked.storeId, newStatus: '0' }),
    });
    expect(revoke.status).toBe(200);
    for (const id of [globalId('Vendor', revoked.id), globalId('Product', product.id)]) {
      expect(await nodeAs(id)).toBeNull();
      expect(await nodeAs(id, tokens.other)).toBeNull();
      expect(await nodeAs(id, tokens.admin)).not.toBeNull();
    }
    expect((await t.request(`/api/products/${product.id}`)).status).toBe(404);
    expect((await t.request(`/api/vendor/${revoked.storeId}`)).status).toBe(404);
    const listed = await t.graphql(`query ($storeId: String!) { vendor(storeId: $storeId) { id } }`, { storeId: revoked.storeId });
    expect(listed.data.vendor).toBeNull();
  });

  it("another store's media library entry is null; the owner and the admin see it", async () => {
    const asset = await uploadPng(tokens.owner, '#aa3366');
    const id = globalId('MediaAsset', asset.id);
    expect(await nodeAs(id)).toBeNull();
    expect(await nodeAs(id, tokens.other)).toBeNull();
    expect(await nodeAs(id, tokens.owner)).toEqual({ __typename: 'MediaAsset', id });
    expect(await nodeAs(id, tokens.admin)).toEqual({ __typename: 'MediaAsset', id });
  });

  it('nodes keeps the order and answers null where node would', async () => {
    const admin = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: true } });
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true } });
    const ids = [globalId('Product', product.id), globalId('Vendor', admin.id), globalId('Product', 99_999_999), globalId('Order', 1), globalId('Product', product.id)];
    const res = await t.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(res.errors).toBeUndefined();
    expect(res.data.nodes).toEqual([{ id: ids[0] }, null, null, null, { id: ids[0] }]);
  });

  it('unknown ids and unknown types are null, never an error; only a malformed id is BAD_USER_INPUT', async () => {
    expect(await nodeAs(globalId('Product', 99_999_999))).toBeNull();
    expect(await nodeAs(globalId('Order', 1))).toBeNull();
    expect(await nodeAs(globalId('Nonsense', 1))).toBeNull();
    const malformed = await t.graphql(NODE, { id: 'not-an-id' });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('/uploads', () => {
  it('a never-published upload is 404 without its signed link, 200 with it (every variant), 404 tampered or expired', async () => {
    const asset = await uploadPng(tokens.owner, '#33aa66');
    const base = asset.fileName.replace(/\.webp$/, '');
    for (const name of [asset.fileName, `${base}.card.webp`, `${base}.thumb.webp`]) {
      expect((await t.request(`/uploads/${name}`)).status).toBe(404);
    }

    const library = await t.graphql(`{ myMedia(first: 5) { edges { node { fileName url image { thumb: url(variant: THUMB) } } } } }`, undefined, bearer(tokens.owner));
    const entry = library.data.myMedia.edges.map((e: any) => e.node).find((n: any) => n.fileName === asset.fileName);
    expect(entry.url).toMatch(/^\/uploads\/[^?]+\.webp\?expires=\d+&sig=[\w-]{43}$/);
    const signed = await t.request(entry.url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await t.request(entry.image.thumb)).status).toBe(200);

    const query = new URLSearchParams(entry.url.split('?')[1]);
    const sig = query.get('sig')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.request(`/uploads/${asset.fileName}?expires=${query.get('expires')}&sig=${tampered}`)).status).toBe(404);
    expect((await t.request(`/uploads/${asset.fileName}?expires=${Number(query.get('expires')) + 60}&sig=${sig}`)).status).toBe(404);
    expect((await t.request(`/uploads/${asset.fileName}?expires=1000&sig=${sig}`)).status).toBe(404);
    // Another file's signature opens nothing else: a second never-published upload of the same store
    // (an older library image may be public already, and would answer 200 without any signature).
    const other = await uploadPng(tokens.owner, '#aa3366');
    expect((await t.request(`/uploads/${other.fileName}?${query}`)).status).toBe(404);

    // REST lists the same signed link beside the documented file name.
    const rest = await t.request('/api/images', { headers: bearer(tokens.owner) });
    expect(rest.json.find((i: any) => i.image === asset.fileName).url).toMatch(/\?expires=\d+&sig=/);
  });

  it('an image becomes public when a listed product shows it, and private again when its store is revoked', async () => {
    const asset = await uploadPng(tokens.owner, '#6633aa');
    const product = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } }, include: { category: true } });
    const edit = await t.graphql(
      `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on ValidationError { message } } }`,
      {
        input: {
          slug: product.slug,
          name: product.name,
          description: product.description,
          category: product.category.name,
          price: product.price.toFixed(2),
          images: [asset.fileName, ...product.images],
          beds: product.beds,
          baths: product.baths,
          area: product.areaSqft,
          amenities: product.amenities,
        },
      },
      bearer(tokens.owner),
    );
    expect(edit.data.updateProduct).toEqual({ __typename: 'UpdateProductSuccess' });
    const publicFile = await t.request(`/uploads/${asset.fileName}`);
    expect(publicFile.status).toBe(200);
    expect(publicFile.headers.get('cache-control')).toContain('immutable');

    const admin = tokens.admin;
    const revoke = await t.request('/api/update-vendor-access', {
      method: 'PATCH',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ vendorId: 'skyline-estates', newStatus: '0' }),
    });
    expect(revoke.status).toBe(200);
    try {
      expect((await t.request(`/uploads/${asset.fileName}`)).status).toBe(404);
    } finally {
      await t.request('/api/update-vendor-access', {
        method: 'PATCH',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ vendorId: 'skyline-estates', newStatus: '1' }),
      });
    }
  });

  it('the seed\'s published pictures stay public and cacheable', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true, featureImage: { endsWith: '.webp' } } });
    const res = await t.request(`/uploads/${product.featureImage.replace(/\.webp$/, '.card.webp')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
