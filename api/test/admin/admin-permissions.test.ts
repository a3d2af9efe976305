// Every admin operation, on REST and GraphQL, for every kind of caller: anonymous 401, vendor
// 403, revoked vendor 401, admin allowed. A refused call changes nothing (checked in the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, makeCustomer, makeVendor, tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
let tokens: Record<'anonymous' | 'vendor' | 'revoked' | 'admin', string | null>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = {
    anonymous: null,
    vendor: await tokenFor(t.db, 'skyline-estates'),
    // A session of a store whose access is revoked (opened directly: its login is refused).
    revoked: await tokenFor(t.db, 'quickfix-supplies'),
    admin: await tokenFor(t.db, 'admin'),
  };
});
afterAll(() => t?.close());

/** Everything an admin operation could change. */
async function snapshot() {
  const [vendors, products, sessions, promos, customers] = await Promise.all([
    t.db.vendor.findMany({ select: { id: true, accessGranted: true, storeName: true }, orderBy: { id: 'asc' } }),
    t.db.product.count(),
    t.db.session.count({ where: { revokedAt: null } }),
    t.db.promoCode.findMany({ select: { id: true, code: true, isActive: true }, orderBy: { id: 'asc' } }),
    t.db.customer.findMany({ select: { id: true, deletedAt: true }, orderBy: { id: 'asc' } }),
  ]);
  return { vendors, products, sessions, promos, customers };
}

interface Targets {
  storeId: string;
  vendorId: number;
  promoId: number;
  customerId: number;
}

/** Fresh rows for each operation, so the admin's successful call never affects the next one. */
async function targets(): Promise<Targets> {
  const { vendor } = await makeVendor(t.db, { products: 1 });
  await tokenFor(t.db, vendor.storeId);
  const promo = await t.db.promoCode.create({ data: { code: `PERM-${vendor.id}`, discountPercent: 5, startsOn: new Date('2026-01-01'), endsOn: new Date('2030-01-01') } });
  const customer = await makeCustomer(t.db, { name: `Permission Customer ${vendor.id}` });
  return { storeId: vendor.storeId, vendorId: vendor.id, promoId: promo.id, customerId: customer.id };
}

type Call = (token: string | null, x: Targets) => Promise<{ status: number; code?: unknown; ok: boolean }>;

const rest =
  (method: string, path: (x: Targets) => string, body?: (x: Targets) => unknown): Call =>
  async (token, x) => {
    const res = await t.request(path(x), {
      method,
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: body ? JSON.stringify(body(x)) : undefined,
    });
    return { status: res.status, ok: res.status === 200 || res.status === 201 };
  };

const gql =
  (query: string, variables: (x: Targets) => Record<string, unknown> = () => ({})): Call =>
  async (token, x) => {
    const res = await t.graphql(query, variables(x), bearer(token));
    const code = res.errors?.[0]?.extensions?.code;
    return { status: code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : res.errors ? 500 : 200, code, ok: !res.errors && res.data != null };
  };

const operations: Record<string, Call> = {
  'REST GET /all-vendors': rest('GET', () => '/api/all-vendors?isAdmin=1'),
  'REST PATCH /update-vendor-access': rest('PATCH', () => '/api/update-vendor-access', (x) => ({ vendorId: x.storeId, newStatus: '0' })),
  'REST DELETE /delete-vendors/{store_id}': rest('DELETE', (x) => `/api/delete-vendors/${x.storeId}`),
  'REST GET /promo-codes': rest('GET', () => '/api/promo-codes'),
  'REST POST /promo-codes': rest('POST', () => '/api/promo-codes', (x) => ({ code: `NEW-${x.vendorId}`, discountPercentage: 15 })),
  'REST PATCH /promo-codes/{id}': rest('PATCH', (x) => `/api/promo-codes/${x.promoId}`, () => ({ isActive: false })),
  'REST DELETE /promo-codes/{id}': rest('DELETE', (x) => `/api/promo-codes/${x.promoId}`),
  'REST GET /customersdata': rest('GET', () => '/api/customersdata'),
  'REST DELETE /customersdata/{id}': rest('DELETE', (x) => `/api/customersdata/${x.customerId}`),
  'GraphQL adminVendors': gql('{ adminVendors(first: 5) { totalCount edges { node { storeId accessGranted } } } }'),
  'GraphQL adminVendor': gql('query ($s: String!) { adminVendor(storeId: $s) { storeId } }', (x) => ({ s: x.storeId })),
  'GraphQL setVendorAccess': gql(
    'mutation ($input: SetVendorAccessInput!) { setVendorAccess(input: $input) { __typename ... on SetVendorAccessSuccess { vendor { accessGranted } } } }',
    (x) => ({ input: { vendorId: globalId('Vendor', x.vendorId), accessGranted: false } }),
  ),
  'GraphQL deleteVendor': gql(
    'mutation ($input: DeleteVendorInput!) { deleteVendor(input: $input) { __typename ... on DeleteVendorSuccess { storeId } } }',
    (x) => ({ input: { vendorId: globalId('Vendor', x.vendorId) } }),
  ),
  'GraphQL promoCodes': gql('{ promoCodes { code } }'),
  'GraphQL createPromoCode': gql(
    'mutation ($input: CreatePromoCodeInput!) { createPromoCode(input: $input) { __typename ... on CreatePromoCodeSuccess { promoCode { code } } } }',
    (x) => ({ input: { code: `GQL-${x.vendorId}` } }),
  ),
  'GraphQL setPromoCodeActive': gql(
    'mutation ($input: SetPromoCodeActiveInput!) { setPromoCodeActive(input: $input) { __typename ... on SetPromoCodeActiveSuccess { promoCode { isActive } } } }',
    (x) => ({ input: { id: globalId('PromoCode', x.promoId) } }),
  ),
  'GraphQL deletePromoCode': gql(
    'mutation ($input: DeletePromoCodeInput!) { deletePromoCode(input: $input) { __typename } }',
    (x) => ({ input: { id: globalId('PromoCode', x.promoId) } }),
  ),
  'GraphQL customers': gql('{ customers(first: 5) { totalCount edges { node { name } } } }'),
  'GraphQL deleteCustomer': gql(
    'mutation ($input: DeleteCustomerInput!) { deleteCustomer(input: $input) { __typename } }',
    (x) => ({ input: { id: globalId('Customer', x.customerId) } }),
  ),
};

describe.each(Object.entries(operations))('%s', (_name, call) => {
  it('anonymous 401, vendor 403, revoked vendor 401, each changing nothing; the admin is allowed', async () => {
    const x = await targets();
    const before = await snapshot();
    const expected = { anonymous: 401, vendor: 403, revoked: 401 } as const;
    for (const [who, status] of Object.entries(expected)) {
      const result = await call(tokens[who as keyof typeof expected], x);
      expect({ who, status: result.status }).toEqual({ who, status });
    }
    expect(await snapshot()).toEqual(before);

    const allowed = await call(tokens.admin, x);
    expect(allowed).toMatchObject({ ok: true });
    expect(allowed.status).toBeLessThan(300);
  });
});

describe('promo codes are not nodes', () => {
  it('node(id:) cannot read one, even for the admin', async () => {
    const res = await t.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: globalId('PromoCode', 1) }, bearer(tokens.admin));
    expect(res.data?.node ?? null).toBeNull();
  });
});

describe('Vendor.accessGranted', () => {
  const query = '{ vendor(storeId: "skyline-estates") { storeId accessGranted } }';
  it('is null for anyone but the admin', async () => {
    for (const token of [tokens.anonymous, tokens.vendor]) {
      const res = await t.graphql(query, {}, bearer(token));
      expect(res.errors).toBeUndefined();
      expect(res.data.vendor).toEqual({ storeId: 'skyline-estates', accessGranted: null });
    }
    const admin = await t.graphql(query, {}, bearer(tokens.admin));
    expect(admin.data.vendor).toEqual({ storeId: 'skyline-estates', accessGranted: true });
  });
});
