import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, makeCustomer, makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t.db, 'admin');
});
afterAll(() => t?.close());

const send = (method: string, url: string, token: string | null, body?: unknown) =>
  t.request(url, { method, headers: { 'content-type': 'application/json', ...bearer(token) }, body: body === undefined ? undefined : JSON.stringify(body) });
const login = (email: string) => send('POST', '/api/login', null, { email, password: 'vendor12345' });

const SET_ACCESS = /* GraphQL */ `
  mutation ($input: SetVendorAccessInput!) {
    setVendorAccess(input: $input) {
      __typename
      ... on SetVendorAccessSuccess { vendor { storeId accessGranted } }
      ... on Error { message code }
    }
  }`;

describe('the admin vendor list', () => {
  it('GET /all-vendors lists every store but the admins, revoked ones with vendor_status 0', async () => {
    const res = await send('GET', '/api/all-vendors?isAdmin=1', admin);
    expect(res.status).toBe(200);
    const storeIds = res.json.map((v: any) => v.store_id);
    expect(storeIds).not.toContain('admin');
    expect(res.json.every((v: any) => v.isAdmin === 0)).toBe(true);
    expect(res.json.find((v: any) => v.store_id === 'quickfix-supplies')).toMatchObject({ vendor_status: 0, store_name: 'QuickFix Supplies' });
    expect(res.json.find((v: any) => v.store_id === 'skyline-estates')).toMatchObject({ vendor_status: 1, brand_type: 'Real Estate' });
    expect(res.json[0]).not.toHaveProperty('password');
    expect(res.json[0]).not.toHaveProperty('passwordHash');
    const names = res.json.map((v: any) => v.store_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('searches by store name in any case, filters by brand type and pages', async () => {
    const search = await send('GET', '/api/all-vendors?search=SKYLINE', admin);
    expect(search.json.map((v: any) => v.store_id)).toEqual(['skyline-estates']);
    const realEstate = await send('GET', '/api/all-vendors?brandType=Real%20Estate', admin);
    expect(realEstate.json.length).toBeGreaterThan(0);
    expect(realEstate.json.every((v: any) => v.brand_type === 'Real Estate')).toBe(true);
    const all = await send('GET', '/api/all-vendors', admin);
    const page = await send('GET', '/api/all-vendors?limit=3&offset=2', admin);
    expect(page.json.map((v: any) => v.store_id)).toEqual(all.json.slice(2, 5).map((v: any) => v.store_id));
    expect((await send('GET', '/api/all-vendors?brandType=Cars', admin)).status).toBe(400);
  });

  it('GraphQL adminVendors: search, brand types, totalCount, accessGranted', async () => {
    const { data, errors } = await t.graphql(
      `{ adminVendors(first: 100, brandTypes: [HOME_PRODUCTS, ELECTRONICS]) { totalCount edges { node { storeId isAdmin brandType accessGranted path } } } }`,
      {},
      bearer(admin),
    );
    expect(errors).toBeUndefined();
    const nodes = data.adminVendors.edges.map((e: any) => e.node);
    expect(nodes.length).toBe(data.adminVendors.totalCount);
    expect(nodes.every((n: any) => !n.isAdmin && n.brandType !== 'REAL_ESTATE')).toBe(true);
    expect(nodes.find((n: any) => n.storeId === 'quickfix-supplies')).toMatchObject({ accessGranted: false, path: '/pro/quickfix-supplies/quickfix-supplies' });
    const searched = await t.graphql(`{ adminVendors(first: 10, search: "casa nova") { totalCount edges { node { storeId } } } }`, {}, bearer(admin));
    expect(searched.data.adminVendors).toEqual({ totalCount: 1, edges: [{ node: { storeId: 'casa-nova-interiors' } }] });
  });
});

describe('revoking and granting access', () => {
  it('revoke ends sessions, hides listings everywhere and refuses login; grant brings the listings back', async () => {
    const { vendor, products } = await makeVendor(t.db, { storeName: 'Revocable Rugs', products: 2 });
    const loggedIn = await login(vendor.email);
    expect(loggedIn.status).toBe(200);
    const vendorToken = loggedIn.json.token;
    const slug = products[0].slug;
    const visible = async () => {
      const [list, byId, bySlug, store, gqlList, gqlProduct, search] = await Promise.all([
        send('GET', '/api/products?limit=1000', null),
        send('GET', `/api/products/${products[0].id}`, null),
        send('GET', `/api/products/slug/${slug}`, null),
        send('GET', `/api/vendor-products/${vendor.storeId}`, null),
        t.graphql(`query ($s: String) { products(first: 50, filter: { vendorStoreId: $s }) { edges { node { slug } } } }`, { s: vendor.storeId }),
        t.graphql(`query ($slug: String!) { product(slug: $slug) { slug } }`, { slug }),
        t.graphql(`{ vendor(storeId: "${vendor.storeId}") { storeId } }`),
      ]);
      return {
        inList: list.json.some((p: any) => p.slug === slug),
        byId: byId.status,
        bySlug: bySlug.status,
        store: store.status,
        gqlList: gqlList.data.products.edges.length,
        gqlProduct: gqlProduct.data.product?.slug ?? null,
        vendorPage: search.data.vendor?.storeId ?? null,
      };
    };
    expect(await visible()).toEqual({ inList: true, byId: 200, bySlug: 200, store: 200, gqlList: 2, gqlProduct: slug, vendorPage: vendor.storeId });

    const revoked = await send('PATCH', '/api/update-vendor-access', admin, { vendorId: vendor.storeId, newStatus: '0' });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ store_id: vendor.storeId, vendor_status: 0 });
    expect(await t.db.session.count({ where: { vendorId: vendor.id, revokedAt: null } })).toBe(0);
    // Issue 38: the ended session's token is refused (401), not read as an anonymous caller.
    expect((await t.graphql('{ viewer { storeId } }', {}, bearer(vendorToken))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await visible()).toEqual({ inList: false, byId: 404, bySlug: 404, store: 404, gqlList: 0, gqlProduct: null, vendorPage: null });
    const refused = await login(vendor.email);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/revoked/);

    const granted = await t.graphql(SET_ACCESS, { input: { vendorId: globalId('Vendor', vendor.id), accessGranted: true } }, bearer(admin));
    expect(granted.data.setVendorAccess).toEqual({ __typename: 'SetVendorAccessSuccess', vendor: { storeId: vendor.storeId, accessGranted: true } });
    expect(await visible()).toEqual({ inList: true, byId: 200, bySlug: 200, store: 200, gqlList: 2, gqlProduct: slug, vendorPage: vendor.storeId });
    expect((await login(vendor.email)).status).toBe(200);
    // The session ended by the revocation stays ended.
    expect((await t.graphql('{ viewer { storeId } }', {}, bearer(vendorToken))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('admins cannot be deactivated (REST and GraphQL), and nothing changes', async () => {
    const rest = await send('PATCH', '/api/update-vendor-access', admin, { vendorId: 'admin', newStatus: '0' });
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('Admins cannot be deactivated!');
    const adminRow = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'admin' } });
    const gql = await t.graphql(SET_ACCESS, { input: { vendorId: globalId('Vendor', adminRow.id), accessGranted: false } }, bearer(admin));
    expect(gql.data.setVendorAccess).toMatchObject({ __typename: 'ValidationError', message: 'Admins cannot be deactivated!' });
    expect(adminRow.accessGranted).toBe(true);
    expect((await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'admin' } })).accessGranted).toBe(true);
    expect((await t.graphql('{ viewer { storeId } }', {}, bearer(admin))).data.viewer).toEqual({ storeId: 'admin' });
  });

  it('answers clear errors for bad input and unknown stores', async () => {
    expect((await send('PATCH', '/api/update-vendor-access', admin, { vendorId: 'skyline-estates', newStatus: 'maybe' })).status).toBe(400);
    expect((await send('PATCH', '/api/update-vendor-access', admin, { newStatus: '1' })).status).toBe(400);
    const unknown = await send('PATCH', '/api/update-vendor-access', admin, { vendorId: 'no-such-store', newStatus: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Vendor not found.');
  });
});

describe('deleting a vendor', () => {
  it('removes listings, media rows and files, sessions and posts; keeps past orders intact and shared files', async () => {
    const { vendor, products } = await makeVendor(t.db, { storeName: 'Doomed Decor', products: 2 });
    const uploads = t.config.uploadsDir;
    const own = 'doomed-upload.webp';
    const shared = 'shared-upload.webp';
    for (const name of [own, 'doomed-upload.card.webp', 'doomed-upload.thumb.webp', shared, 'doomed-profile.png']) fs.writeFileSync(path.join(uploads, name), 'x');
    await t.db.mediaAsset.create({ data: { vendorId: vendor.id, fileName: own, originalName: 'a.png', width: 1, height: 1, bytes: 1 } });
    await t.db.vendor.update({ where: { id: vendor.id }, data: { image: 'doomed-profile.png' } });
    await t.db.product.update({ where: { id: products[0].id }, data: { images: [own, shared], featureImage: own } });
    // Another store shows the shared picture: it must stay.
    const other = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } } });
    await t.db.product.update({ where: { id: other.id }, data: { images: [...other.images, shared] } });
    await t.db.feedPost.create({ data: { vendorId: vendor.id, productId: products[0].id, caption: 'New in', image: own } });
    const comment = await t.db.comment.create({ data: { productId: other.id, vendorId: vendor.id, userName: 'Doomed Decor', text: 'Nice!' } });
    await tokenFor(t.db, vendor.storeId);
    const customer = await makeCustomer(t.db, { name: 'Loyal Buyer' }, [{ storeName: vendor.storeName, storeId: vendor.storeId, vendorId: vendor.id, productName: products[0].name, productId: products[0].id }]);
    const orderBefore = await t.db.order.findFirstOrThrow({ where: { customerId: customer.id }, include: { parts: { include: { items: true } } } });

    const res = await send('DELETE', `/api/delete-vendors/${vendor.storeId}`, admin);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: 'Vendor deleted successfully.', store_id: vendor.storeId, products: 2, media: 1 });

    expect(await t.db.vendor.findUnique({ where: { id: vendor.id } })).toBeNull();
    expect(await t.db.product.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await t.db.product.count({ where: { id: { in: products.map((p) => p.id) } } })).toBe(0);
    expect(await t.db.mediaAsset.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await t.db.session.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await t.db.feedPost.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect((await t.db.comment.findUniqueOrThrow({ where: { id: comment.id } })).vendorId).toBeNull();
    for (const name of [own, 'doomed-upload.card.webp', 'doomed-upload.thumb.webp', 'doomed-profile.png']) expect(fs.existsSync(path.join(uploads, name)), name).toBe(false);
    expect(fs.existsSync(path.join(uploads, shared))).toBe(true);
    // A seeded picture the deleted listings shared with other stores stays too.
    expect(fs.existsSync(path.join(uploads, products[1].featureImage))).toBe(true);

    const orderAfter = await t.db.order.findFirstOrThrow({ where: { customerId: customer.id }, include: { parts: { include: { items: true } } } });
    expect(orderAfter.totalCost.toString()).toBe(orderBefore.totalCost.toString());
    expect(orderAfter.parts[0]).toMatchObject({ vendorId: null, storeId: vendor.storeId, storeName: 'Doomed Decor' });
    expect(orderAfter.parts[0].items[0]).toMatchObject({ productId: null, productName: products[0].name, slug: orderBefore.parts[0].items[0].slug });
    // The customer list still names the store and product from the snapshots.
    const customers = await send('GET', '/api/customersdata?search=Loyal%20Buyer', admin);
    expect(customers.json.data.data[0]).toMatchObject({ name: 'Loyal Buyer', vendorName: 'Doomed Decor', productName: products[0].name });
  });

  it('over GraphQL too; an unknown store is 404 and the admin cannot be deleted', async () => {
    const { vendor } = await makeVendor(t.db, { products: 1 });
    const DELETE = `mutation ($input: DeleteVendorInput!) { deleteVendor(input: $input) { __typename ... on DeleteVendorSuccess { deletedVendorId storeId } ... on Error { message } } }`;
    const res = await t.graphql(DELETE, { input: { vendorId: globalId('Vendor', vendor.id) } }, bearer(admin));
    expect(res.data.deleteVendor).toEqual({ __typename: 'DeleteVendorSuccess', deletedVendorId: globalId('Vendor', vendor.id), storeId: vendor.storeId });
    const again = await t.graphql(DELETE, { input: { vendorId: globalId('Vendor', vendor.id) } }, bearer(admin));
    expect(again.data.deleteVendor).toEqual({ __typename: 'NotFoundError', message: 'Vendor not found.' });

    const unknown = await send('DELETE', '/api/delete-vendors/no-such-store', admin);
    expect(unknown.status).toBe(404);
    const adminDelete = await send('DELETE', '/api/delete-vendors/admin', admin);
    expect(adminDelete.status).toBe(400);
    expect(await t.db.vendor.count({ where: { storeId: 'admin' } })).toBe(1);
  });
});
