// The dashboard's product table: deleteProducts (all or none, with deleteProduct's ownership
// rule), the owner-only orderLineCount and viewCount and the table's sorts, over GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';

let t: TestApp;
const tokens: Record<'owner' | 'other' | 'admin', string> = {} as never;
const vendorIds: Record<'owner' | 'other', number> = {} as never;

async function vendorId(storeId: string) {
  return (await t.db.vendor.findUniqueOrThrow({ where: { storeId }, select: { id: true } })).id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  vendorIds.owner = await vendorId('skyline-estates');
  vendorIds.other = await vendorId('margalla-realty');
  tokens.owner = await openSession(t.db, vendorIds.owner);
  tokens.other = await openSession(t.db, vendorIds.other);
  tokens.admin = await openSession(t.db, await vendorId('admin'));
});
afterAll(() => t?.close());

const DELETE_MANY = /* GraphQL */ `
  mutation ($ids: [ID!]!) {
    deleteProducts(ids: $ids) {
      __typename
      ... on DeleteProductsSuccess { deletedIds databaseIds }
      ... on Error { message }
    }
  }`;

const globalId = (id: number) => Buffer.from(`Product:${id}`).toString('base64');

/** Throwaway products of a store (copies of one of its seeded products, so every rule holds). */
async function productsOf(vendor: number, count: number): Promise<number[]> {
  const model = await t.db.product.findFirstOrThrow({ where: { vendorId: vendor } });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id, createdAt: _c, updatedAt: _u, ratingAverage: _a, ...rest } = model as any;
    const made = await t.db.product.create({ data: { ...rest, slug: `${model.slug}-bulk-${Date.now()}-${i}-${id}`, name: `${model.name} bulk ${i}` } });
    ids.push(made.id);
  }
  return ids;
}

const remaining = (ids: number[]) => t.db.product.count({ where: { id: { in: ids } } });

describe('GraphQL deleteProducts', () => {
  it('deletes several of the vendor\'s own products in one call', async () => {
    const ids = await productsOf(vendorIds.owner, 3);
    const res = await t.graphql(DELETE_MANY, { ids: ids.map(globalId) }, bearer(tokens.owner));
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteProducts).toEqual({ __typename: 'DeleteProductsSuccess', deletedIds: ids.map(globalId), databaseIds: ids });
    expect(await remaining(ids)).toBe(0);
  });

  it("refuses the whole request when one product is another store's, and deletes nothing", async () => {
    const own = await productsOf(vendorIds.owner, 2);
    const others = await productsOf(vendorIds.other, 1);
    const res = await t.graphql(DELETE_MANY, { ids: [...own, ...others].map(globalId) }, bearer(tokens.owner));
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await remaining([...own, ...others])).toBe(3);
    const onlyOthers = await t.graphql(DELETE_MANY, { ids: others.map(globalId) }, bearer(tokens.owner));
    expect(onlyOthers.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await remaining(others)).toBe(1);
  });

  it('refuses a missing id as a whole, and visitors, empty and oversized lists', async () => {
    const own = await productsOf(vendorIds.owner, 1);
    const missing = await t.graphql(DELETE_MANY, { ids: [globalId(own[0]), globalId(99_999_999)] }, bearer(tokens.owner));
    expect(missing.data.deleteProducts).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found.' });
    const visitor = await t.graphql(DELETE_MANY, { ids: own.map(globalId) });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const empty = await t.graphql(DELETE_MANY, { ids: [] }, bearer(tokens.owner));
    expect(empty.data.deleteProducts).toMatchObject({ __typename: 'ValidationError', message: 'Choose at least one product to delete.' });
    const tooMany = await t.graphql(DELETE_MANY, { ids: Array.from({ length: 101 }, (_, i) => globalId(own[0] + 1000 + i)) }, bearer(tokens.owner));
    expect(tooMany.data.deleteProducts.__typename).toBe('ValidationError');
    expect(await remaining(own)).toBe(1);
  });

  it('lets the admin delete products of any store at once', async () => {
    const ids = [...(await productsOf(vendorIds.owner, 1)), ...(await productsOf(vendorIds.other, 2))];
    const res = await t.graphql(DELETE_MANY, { ids: ids.map(globalId) }, bearer(tokens.admin));
    expect(res.data.deleteProducts.__typename).toBe('DeleteProductsSuccess');
    expect(await remaining(ids)).toBe(0);
  });
});

describe('GraphQL orderLineCount and the table sorts', () => {
  const TABLE = /* GraphQL */ `
    query ($sort: MyProductsSort) {
      myProducts(first: 100, sort: $sort) { edges { node { databaseId name orderLineCount price(currency: USD) { amount } } } }
    }`;

  it('counts the order lines of each own product, as the database does', async () => {
    const res = await t.graphql(TABLE, { sort: 'ORDERS_DESC' }, bearer(tokens.admin));
    const rows: { databaseId: number; orderLineCount: number }[] = res.data.myProducts.edges.map((e: any) => e.node);
    const counted = await t.db.orderItem.groupBy({ by: ['productId'], _count: { _all: true }, where: { productId: { in: rows.map((r) => r.databaseId) } } });
    const expected = new Map(counted.map((c) => [c.productId, c._count._all]));
    expect(rows.some((r) => r.orderLineCount > 0)).toBe(true);
    for (const row of rows) expect(row.orderLineCount, `product ${row.databaseId}`).toBe(expected.get(row.databaseId) ?? 0);
    const counts = rows.map((r) => r.orderLineCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sorts by name and by price', async () => {
    const byName = await t.graphql(TABLE, { sort: 'NAME_ASC' }, bearer(tokens.owner));
    const names: string[] = byName.data.myProducts.edges.map((e: any) => e.node.name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPrice = await t.graphql(TABLE, { sort: 'PRICE_DESC' }, bearer(tokens.owner));
    const prices: number[] = byPrice.data.myProducts.edges.map((e: any) => Number(e.node.price.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("is null for anyone but the product's owner and the admin", async () => {
    const ordered = await t.db.orderItem.findFirstOrThrow({ where: { productId: { not: null } }, select: { product: { select: { slug: true, vendorId: true } } } });
    const QUERY = /* GraphQL */ `query ($slug: String!) { product(slug: $slug) { orderLineCount } }`;
    const visitor = await t.graphql(QUERY, { slug: ordered.product!.slug });
    expect(visitor.data.product.orderLineCount).toBeNull();
    const otherId = (await t.db.vendor.findFirstOrThrow({ where: { id: { not: ordered.product!.vendorId }, isAdmin: false } })).id;
    const stranger = await t.graphql(QUERY, { slug: ordered.product!.slug }, bearer(await openSession(t.db, otherId)));
    expect(stranger.data.product.orderLineCount).toBeNull();
    const admin = await t.graphql(QUERY, { slug: ordered.product!.slug }, bearer(tokens.admin));
    expect(admin.data.product.orderLineCount).toBeGreaterThan(0);
  });
});

describe('GraphQL viewCount and the Views sort', () => {
  const TABLE = /* GraphQL */ `
    query ($sort: MyProductsSort) {
      myProducts(first: 100, sort: $sort) { edges { node { databaseId viewCount } } }
    }`;
  const today = () => new Date(new Date().toISOString().slice(0, 10));
  const daysAgo = (n: number) => new Date(today().getTime() - n * 86_400_000);
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it("equals the SQL sum of each own product's stored views, beacons included after a flush, and sorts by it", async () => {
    const own = await t.db.product.findMany({ where: { vendorId: vendorIds.owner }, select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
    const [a, b, c] = own.map((p) => p.id);
    await t.db.productView.createMany({
      data: [
        { productId: a, day: daysAgo(40), views: 9 },
        { productId: a, day: daysAgo(1), views: 4 },
        { productId: b, day: daysAgo(3), views: 21 },
        { productId: c, day: daysAgo(2), views: 2 },
      ],
    });
    // Three page views of c today, through the beacon and the counter's flush (an upsert: the trigger's UPDATE path too).
    await t.app.services.views.flush();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await t.request('/api/views', { method: 'POST', clientIp: ip, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser }, body: JSON.stringify({ productId: c }) });
      expect(res.json).toEqual({ counted: true });
    }
    expect(await t.app.services.views.flush()).toBe(3);
    await t.request('/api/views', { method: 'POST', clientIp: '198.51.100.4', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser }, body: JSON.stringify({ productId: c }) });
    expect(await t.app.services.views.flush()).toBe(1);

    const res = await t.graphql(TABLE, { sort: 'VIEWS_DESC' }, bearer(tokens.owner));
    expect(res.errors).toBeUndefined();
    const rows: { databaseId: number; viewCount: number }[] = res.data.myProducts.edges.map((e: any) => e.node);
    const summed = await t.db.$queryRawUnsafe<Array<{ id: number; views: number }>>(
      'SELECT p.id, COALESCE(sum(v.views), 0)::int AS views FROM products p LEFT JOIN product_views v ON v.product_id = p.id WHERE p.vendor_id = $1 GROUP BY p.id',
      vendorIds.owner,
    );
    const expected = new Map(summed.map((row) => [row.id, row.views]));
    expect(rows.length).toBe(summed.length);
    for (const row of rows) expect(row.viewCount, `product ${row.databaseId}`).toBe(expected.get(row.databaseId));
    expect(expected.get(a)).toBe(13);
    expect(expected.get(b)).toBe(21);
    expect(expected.get(c)).toBe(6);
    expect(rows.slice(0, 3).map((r) => r.databaseId)).toEqual([b, a, c]);
    const ascending = await t.graphql(TABLE, { sort: 'VIEWS_ASC' }, bearer(tokens.owner));
    const counts: number[] = ascending.data.myProducts.edges.map((e: any) => e.node.viewCount);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));

    // A day's row removed (by hand, or with its product): the total follows.
    await t.db.productView.deleteMany({ where: { productId: b, day: daysAgo(3) } });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: b }, select: { viewCount: true } })).viewCount).toBe(0);
  });

  it("is null for anyone but the product's owner and the admin", async () => {
    const viewed = await t.db.product.findFirstOrThrow({ where: { vendorId: vendorIds.owner, viewCount: { gt: 0 } }, select: { slug: true, viewCount: true } });
    const QUERY = /* GraphQL */ `query ($slug: String!) { product(slug: $slug) { viewCount } }`;
    expect((await t.graphql(QUERY, { slug: viewed.slug })).data.product.viewCount).toBeNull();
    expect((await t.graphql(QUERY, { slug: viewed.slug }, bearer(tokens.other))).data.product.viewCount).toBeNull();
    expect((await t.graphql(QUERY, { slug: viewed.slug }, bearer(tokens.owner))).data.product.viewCount).toBe(viewed.viewCount);
    expect((await t.graphql(QUERY, { slug: viewed.slug }, bearer(tokens.admin))).data.product.viewCount).toBe(viewed.viewCount);
  });
});
