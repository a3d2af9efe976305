// Storefront listings are read with a hand-written statement (domain/catalogue/listing-rows.ts):
// card selections take its rows as they are; any other selection loads the same products' rows
// through Prisma. Held here to an oracle written with Prisma's own where and orderBy: walking the
// pages forwards or backwards gives exactly the oracle's order, and both selections agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import { makeVendor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let statements = 0;
let tiedStoreId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const read = t.database.readRows;
  t.database.readRows = (statement) => {
    statements++;
    return read(statement);
  };
  // Ties on every order's leading columns, so the id has to break them the same way.
  const { vendor, products } = await makeVendor(t.db, { products: 6, storeName: 'Tied' });
  tiedStoreId = vendor.storeId;
  const ids = products.map((p) => p.id);
  await t.db.$executeRaw`UPDATE products SET created_at = '2026-01-01T00:00:00Z', price = 1234.5, discounted_price = 999.99 WHERE id = ANY(${ids})`;
  await t.db.$executeRaw`UPDATE products SET rating_count = 2, rating_sum = 8, rating_average = 4 WHERE id = ANY(${ids.slice(0, 3)})`;
});
afterAll(() => t?.close());

const CARD = `id name slug path catalogue databaseId
  price { amount formatted } discountedPrice { amount }
  featureImage { url(variant: CARD) } category { name }
  rating { average count } realEstateDetails { beds baths areaSqft }
  vendor { storeId }`;

/** The card selection alone (card reader), or with a field only Prisma's path reads. */
function listQuery(throughPrisma: boolean) {
  return `query ($first: Int, $after: String, $last: Int, $before: String, $filter: ProductFilter, $sort: ProductSort!) {
    products(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
      edges { cursor node { ${CARD} ${throughPrisma ? 'createdAt' : ''} } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;
}

type Page = { edges: Array<{ cursor: string; node: Record<string, any> }>; pageInfo: Record<string, unknown> };

/** The page read both ways: the card selection (one statement) and one with a field only Prisma reads. */
async function bothPaths(variables: Record<string, unknown>): Promise<Page> {
  const before = statements;
  const cards = await t.graphql(listQuery(false), variables);
  expect(cards.errors, JSON.stringify(variables)).toBeUndefined();
  expect(statements - before, 'the card selection is read by the card reader alone').toBe(1);
  const prisma = await t.graphql(listQuery(true), variables);
  expect(prisma.errors).toBeUndefined();
  const withoutCreatedAt = (page: Page): Page => ({ ...page, edges: page.edges.map(({ cursor, node: { createdAt: _c, ...node } }) => ({ cursor, node })) });
  expect(withoutCreatedAt(prisma.data.products), JSON.stringify(variables)).toEqual(cards.data.products);
  return cards.data.products;
}

const SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RATING'] as const;
type Filter = { catalogue?: 'REAL_ESTATE' | 'HOME_PRODUCTS'; categorySlug?: string; vendorStoreId?: string; minPrice?: number; maxPrice?: number; minBeds?: number; minBaths?: number; search?: string };

const FILTERS: Array<Filter | null> = [
  null,
  { catalogue: 'REAL_ESTATE' },
  { catalogue: 'HOME_PRODUCTS' },
  { categorySlug: 'furniture' },
  { categorySlug: 'luxury-apartments', minBeds: 2, minBaths: 2 },
  { categorySlug: 'no-such-category' },
  { vendorStoreId: 'casa-nova-interiors' },
  { vendorStoreId: 'quickfix-supplies' }, // revoked in the seed: nothing listed
  { minPrice: 100, maxPrice: 5000.5 },
  { catalogue: 'HOME_PRODUCTS', minPrice: 1234.5, maxPrice: 1234.5 },
  { search: 'chiar' },
  { search: 'villa', catalogue: 'REAL_ESTATE', minBeds: 3 },
];

/** The oracle: every listed product for the filter, in the sort's order, by Prisma alone. */
async function oracle(filter: Filter | null, sort: (typeof SORTS)[number]): Promise<number[]> {
  const f = filter ?? {};
  const and: Prisma.ProductWhereInput[] = [{ vendorListed: true }];
  if (f.catalogue) and.push({ catalogue: f.catalogue });
  if (f.categorySlug) and.push({ category: { slug: f.categorySlug } });
  if (f.vendorStoreId) and.push({ vendor: { storeId: f.vendorStoreId } });
  if (f.minPrice != null) and.push({ price: { gte: f.minPrice } });
  if (f.maxPrice != null) and.push({ price: { lte: f.maxPrice } });
  if (f.minBeds != null) and.push({ beds: { gte: f.minBeds } });
  if (f.minBaths != null) and.push({ baths: { gte: f.minBaths } });
  if (f.search) {
    const { data } = await t.graphql(`query ($q: String!) { search(query: $q, first: 100) { edges { node { databaseId } } } }`, { q: f.search });
    and.push({ id: { in: data.search.edges.map((e: any) => e.node.databaseId) } });
  }
  const orderBy: Record<string, Prisma.ProductOrderByWithRelationInput[]> = {
    NEWEST: [{ createdAt: 'desc' }, { id: 'desc' }],
    PRICE_ASC: [{ price: 'asc' }, { id: 'asc' }],
    PRICE_DESC: [{ price: 'desc' }, { id: 'desc' }],
    RATING: [{ ratingAverage: { sort: 'desc', nulls: 'last' } }, { ratingCount: 'desc' }, { id: 'desc' }],
  };
  return (await t.db.product.findMany({ where: { AND: and }, orderBy: orderBy[sort], select: { id: true } })).map((p) => p.id);
}

const ids = (page: Page) => page.edges.map((e) => e.node.databaseId as number);
const cursorOf = (id: number) => Buffer.from(`GPC:N:${id}`).toString('base64');

describe('storefront listings: the card reader pages as the oracle orders', () => {
  it('walks every order and filter forwards, page by page, to the end', async () => {
    let pages = 0;
    for (const sort of SORTS) {
      for (const filter of [...FILTERS, { vendorStoreId: tiedStoreId }]) {
        const expected = await oracle(filter, sort);
        const seen: number[] = [];
        let after: string | null = null;
        for (;;) {
          const page = await bothPaths({ first: 13, after, filter, sort });
          seen.push(...ids(page));
          pages++;
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor as string;
        }
        expect(seen, JSON.stringify({ sort, filter })).toEqual(expected);
      }
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('reads backwards from a cursor (last/before) as the oracle orders', async () => {
    for (const sort of SORTS) {
      for (const filter of [null, { catalogue: 'HOME_PRODUCTS' as const }, { vendorStoreId: tiedStoreId }]) {
        const expected = await oracle(filter, sort);
        // Near the start, and deep in the list where unrated products (NULL averages) sort under RATING.
        for (const at of [3, 5, expected.length - 2]) {
          const page = await bothPaths({ last: 4, before: cursorOf(expected[at]), filter, sort });
          expect(ids(page), JSON.stringify({ sort, filter, at })).toEqual(expected.slice(Math.max(0, at - 4), at));
          expect(page.pageInfo.hasPreviousPage).toBe(at > 4);
        }
      }
    }
  });

  it('a cursor naming no product answers an empty page; one no longer listed still places the page', async () => {
    const gone = cursorOf(2_000_000_000);
    for (const sort of SORTS) expect(ids(await bothPaths({ first: 5, after: gone, sort }))).toEqual([]);
    const { vendor, products } = await makeVendor(t.db, { products: 1 });
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: false } });
    const expected = await oracle(null, 'NEWEST');
    // Created last, so it sorts first: the page after it holds the newest listed products.
    expect(ids(await bothPaths({ first: 5, after: cursorOf(products[0].id), sort: 'NEWEST' }))).toEqual(expected.slice(0, 5));
  });

  it('the storefront grid query (the web app\'s card fragment) is read by the card reader', async () => {
    const before = statements;
    const { data, errors } = await t.graphql(
      `query ($filter: ProductFilter) { products(first: 12, filter: $filter) { edges { node { name path catalogue featureImage { url(variant: CARD) } price { amount } discountedPrice { amount } category { name } realEstateDetails { beds baths areaSqft } } } pageInfo { hasNextPage endCursor } } }`,
      { filter: { catalogue: 'REAL_ESTATE' } },
    );
    expect(errors).toBeUndefined();
    expect(statements - before).toBe(1);
    expect(data.products.edges).toHaveLength(12);
    expect(data.products.edges[0].node.realEstateDetails.beds).toBeGreaterThan(0);
  });

  it('a malformed cursor is a coded error on either selection, not a failure', async () => {
    for (const after of [Buffer.from('GPC:S:abc').toString('base64'), Buffer.from('GPC:N:1.5').toString('base64'), 'not-a-cursor']) {
      for (const throughPrisma of [false, true]) {
        const { status, errors } = await t.graphql(listQuery(throughPrisma), { first: 3, after, sort: 'NEWEST' });
        expect(status, after).toBeLessThan(500);
        expect(errors?.[0].extensions?.code, after).toBe('BAD_USER_INPUT');
      }
    }
  });
});
