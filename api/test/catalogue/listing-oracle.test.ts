// Issue 20, "Benchmark and tests": every portal filter × every sort × paging forwards and
// backwards, over GraphQL HTTP, against an oracle that does not share the production SQL. The
// oracle reads the products with Prisma's findMany (the filters Prisma can say, with vendor access
// read from the vendor row rather than the listing's copy of it) and does the rest in plain
// TypeScript from what a shopper sees: a price in another currency is the USD price times the
// `currencies` query's rate, rounded to cents; an area in square metres is the square feet over
// 10.7639, rounded; price per sqft is price / area rounded to cents; RELEVANCE is the `search`
// connection's own order. totalCount is checked against the oracle's length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { makeVendor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

const SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RATING', 'PRICE_PER_SQFT_ASC', 'PRICE_PER_SQFT_DESC', 'RELEVANCE'] as const;
type Sort = (typeof SORTS)[number];
type Filter = Record<string, any>;

/** Units of each currency per USD, as the API publishes them. */
const rates = new Map<string, Prisma.Decimal>();
/** The fixtures: listed ones that make ties and edge cases, and a revoked vendor's that must never show. */
const fixture = { listed: [] as number[], revoked: [] as number[], storeId: '', revokedStoreId: '' };
const FILTERS: Filter[] = [];

const SQFT_PER_SQM = 10.7639;
const DUBAI = { south: 24.9, west: 54.9, north: 25.4, east: 55.6 };
const ACROSS_ANTIMERIDIAN = { south: -30, west: 170, north: 10, east: -170 };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { data } = await t.graphql(`{ currencies { code rate } }`);
  for (const c of data.currencies) rates.set(c.code, new Prisma.Decimal(c.rate));
  await plantFixtures();
  FILTERS.push(...(await filtersToCheck()));
  // The seeded app plus fixtures: slow on a busy machine.
}, 300_000);
afterAll(() => t?.close());

/** The listings the fixture object names: ties, edge cases, and a revoked vendor's. */
async function plantFixtures(): Promise<void> {
  // A Dubai villa to copy: the fixtures differ from it only where they are meant to.
  const template = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', city: 'Dubai', areaSqft: { gt: 0 }, vendor: { accessGranted: true } }, orderBy: { id: 'asc' } });
  const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, ratingCount: _rc, ratingSum: _rs, ratingAverage: _ra, vendorListed: _vl, ...copy } = template;
  const { vendor } = await makeVendor(t.db, { products: 0, storeName: 'Oracle Estates', brandType: 'REAL_ESTATE' });
  const { vendor: revoked } = await makeVendor(t.db, { products: 0, storeName: 'Oracle Revoked', brandType: 'REAL_ESTATE' });
  fixture.storeId = vendor.storeId;
  fixture.revokedStoreId = revoked.storeId;
  const tiedAt = new Date('2026-01-01T00:00:00Z');
  const variants: Array<Partial<typeof copy> & { createdAt?: Date }> = [
    // Same price, area and creation time: only the id tells them apart, in every order.
    { price: new Prisma.Decimal('777777.77'), areaSqft: 1500, createdAt: tiedAt },
    { price: new Prisma.Decimal('777777.77'), areaSqft: 1500, createdAt: tiedAt },
    { price: new Prisma.Decimal('777777.77'), areaSqft: 1500, createdAt: tiedAt },
    // No floor area (no price per sqft, outside every area filter); zero area likewise.
    { price: new Prisma.Decimal('777777.77'), areaSqft: null },
    { price: new Prisma.Decimal('91000'), areaSqft: 0 },
    // Different prices, the same price per sqft once rounded to cents.
    { price: new Prisma.Decimal('300000'), areaSqft: 1000 },
    { price: new Prisma.Decimal('300004'), areaSqft: 1000 },
    // Cents that no currency converts to whole cents.
    { price: new Prisma.Decimal('123456.79'), areaSqft: 1234 },
    { price: new Prisma.Decimal('100000.02'), areaSqft: 1234 },
    { price: new Prisma.Decimal('100000.07'), areaSqft: 1234 },
    // On an island across the antimeridian, for the bounds that wrap around.
    { latitude: -17.7, longitude: 179.4, city: 'Suva', neighbourhood: 'Lami' },
    { latitude: 5.2, longitude: -172.1, city: 'Dubai' },
  ];
  for (const [i, variant] of variants.entries()) {
    const made = await t.db.product.create({ data: { ...copy, ...variant, slug: `oracle-fixture-${i}`, name: `Oracle fixture ${i}`, vendorId: vendor.id } });
    fixture.listed.push(made.id);
  }
  // A revoked vendor's listings match the busiest filters and every search word used below; never listed.
  for (const [i, variant] of [{}, { latitude: -17.7, longitude: 179.4 }, { price: new Prisma.Decimal('777777.77'), createdAt: tiedAt }].entries()) {
    const made = await t.db.product.create({ data: { ...copy, ...variant, slug: `oracle-revoked-${i}`, name: `Oracle revoked villa sofa ${i}`, vendorId: revoked.id } });
    fixture.revoked.push(made.id);
  }
  await t.db.vendor.update({ where: { id: revoked.id }, data: { accessGranted: false } });
  // Ratings, some tied on the average and the count.
  await t.db.$executeRaw`UPDATE products SET rating_count = 3, rating_sum = 12, rating_average = 4 WHERE id = ANY(${fixture.listed.slice(0, 2)})`;
}

/** Every filter the oracle is checked with, the currency bounds among them read from the seeded prices. */
async function filtersToCheck(): Promise<Filter[]> {
  // Bounds in other currencies exactly at a price a shopper sees, where that price was rounded
  // up (a minimum) or down (a maximum) from the exact conversion: inclusive all the same.
  const shown = (usd: Prisma.Decimal, code: string) => usd.mul(rates.get(code)!).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  const properties = await t.db.product.findMany({ where: { catalogue: 'REAL_ESTATE', vendor: { accessGranted: true } }, orderBy: { id: 'asc' }, select: { price: true } });
  const roundedAt = (code: string, up: boolean) => {
    const hit = properties.find(({ price }) => (up ? shown(price, code).gt(price.mul(rates.get(code)!)) : shown(price, code).lt(price.mul(rates.get(code)!))));
    if (!hit) throw new Error(`no property price in ${code} rounds ${up ? 'up' : 'down'}`);
    return shown(hit.price, code).toNumber();
  };
  const [aedUp, aedDown, gbpUp, gbpDown] = [roundedAt('AED', true), roundedAt('AED', false), roundedAt('GBP', true), roundedAt('GBP', false)];
  // Rupees per dollar are whole: every price converts to whole cents, so the bound is a price exactly.
  const pkrExactly = shown(properties[7].price, 'PKR').toNumber();
  const neighbourhood = (await t.db.product.findFirstOrThrow({ where: { city: 'Dubai', neighbourhood: { not: null } }, select: { neighbourhood: true } })).neighbourhood!;

  return [
    {},
    { catalogue: 'REAL_ESTATE' },
    { catalogue: 'HOME_PRODUCTS' },
    { categorySlug: 'luxury-apartments' },
    { categorySlug: 'furniture' },
    { vendorStoreId: 'skyline-estates' },
    { vendorStoreId: fixture.storeId },
    { vendorStoreId: fixture.revokedStoreId },
    { minPrice: 100, maxPrice: 5000.5 },
    { minPrice: 777777.77, maxPrice: 777777.77, currency: 'USD' },
    { catalogue: 'REAL_ESTATE', minPrice: aedUp, currency: 'AED' },
    { maxPrice: aedDown, currency: 'AED' },
    { catalogue: 'REAL_ESTATE', minPrice: pkrExactly, currency: 'PKR' },
    { minPrice: 1_000_000, maxPrice: pkrExactly, currency: 'PKR' },
    { minPrice: gbpUp, currency: 'GBP' },
    { catalogue: 'REAL_ESTATE', maxPrice: gbpDown, currency: 'GBP' },
    { minBeds: 3 },
    { minBaths: 2 },
    { minBeds: 2, minBaths: 3 },
    { minArea: 1000, maxArea: 3000 },
    { minArea: 1500, areaUnit: 'SQFT' },
    { minArea: 93, maxArea: 250, areaUnit: 'SQM' },
    { maxArea: 139, areaUnit: 'SQM' },
    { purpose: 'RENT' },
    { purpose: 'SALE', catalogue: 'REAL_ESTATE' },
    { completionStatus: 'OFF_PLAN' },
    { completionStatus: 'READY' },
    { city: 'dubai' },
    { city: ' Lahore ' },
    { neighbourhood: neighbourhood.toUpperCase() },
    { amenities: ['Security'] },
    { amenities: ['Security', 'Balcony'] },
    { minRating: 3.5 },
    { minRating: 1 },
    { bounds: DUBAI },
    { bounds: ACROSS_ANTIMERIDIAN },
    { bounds: { south: 60, west: 170, north: 80, east: -170 } }, // wraps, and holds nothing
    { search: 'villa' },
    { search: 'sofa', catalogue: 'HOME_PRODUCTS', maxPrice: 2000 },
    { search: 'oracle' },
    // The web app's likely request (the bench's "filtered property list with facets").
    { catalogue: 'REAL_ESTATE', purpose: 'SALE', city: 'Dubai', minBeds: 2, minPrice: 200_000, maxPrice: 5_000_000 },
  ];
}

const CARD = `databaseId price { amount } realEstateDetails { areaSqft } rating { average count }`;
const LIST = `query ($first: Int, $after: String, $last: Int, $before: String, $filter: ProductFilter, $sort: ProductSort!) {
  products(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
    totalCount
    edges { cursor node { ${CARD} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const LIST_WITHOUT_COUNT = LIST.replace('totalCount', '');

/** The whole `search` connection for the words, in its order (what RELEVANCE sorts by). */
async function searchOrder(words: string): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const { data, errors }: { data?: any; errors?: unknown } = await t.graphql(`query ($q: String!, $after: String) { search(query: $q, first: 100, after: $after) { edges { node { databaseId } } pageInfo { hasNextPage endCursor } } }`, { q: words, after });
    expect(errors).toBeUndefined();
    ids.push(...data.search.edges.map((e: any) => e.node.databaseId));
    if (!data.search.pageInfo.hasNextPage) return ids;
    after = data.search.pageInfo.endCursor;
  }
}

type Row = { id: number; price: Prisma.Decimal; areaSqft: number | null; createdAt: Date; ratingAverage: number | null; ratingCount: number };

/** What a shopper sees: the price in `code`, rounded to cents as the API shows it. */
const shownPrice = (usd: Prisma.Decimal, code: string) => usd.mul(rates.get(code)!).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
const shownSqm = (sqft: number) => Math.round(sqft / SQFT_PER_SQM);
const pricePerSqft = (r: Row) => (r.areaSqft ? r.price.div(r.areaSqft).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP) : null);

/** The oracle: ids of every listed product the filter holds, in the sort's order. */
async function oracle(filter: Filter, sort: Sort): Promise<number[]> {
  const where: Prisma.ProductWhereInput[] = [{ vendor: { accessGranted: true } }];
  if (filter.catalogue) where.push({ catalogue: filter.catalogue });
  if (filter.categorySlug) where.push({ category: { slug: filter.categorySlug } });
  if (filter.vendorStoreId) where.push({ vendor: { storeId: filter.vendorStoreId } });
  if (filter.minBeds != null) where.push({ beds: { gte: filter.minBeds } });
  if (filter.minBaths != null) where.push({ baths: { gte: filter.minBaths } });
  if (filter.purpose) where.push({ purpose: filter.purpose });
  if (filter.completionStatus) where.push({ completionStatus: filter.completionStatus });
  if (filter.city) where.push({ city: { equals: filter.city.trim(), mode: 'insensitive' } });
  if (filter.neighbourhood) where.push({ neighbourhood: { equals: filter.neighbourhood.trim(), mode: 'insensitive' } });
  if (filter.amenities) where.push({ amenities: { hasEvery: filter.amenities } });
  if (filter.minRating != null) where.push({ ratingAverage: { gte: filter.minRating } });
  if (filter.bounds) {
    const { south, west, north, east } = filter.bounds;
    where.push({ latitude: { gte: south, lte: north } });
    where.push(west <= east ? { longitude: { gte: west, lte: east } } : { OR: [{ longitude: { gte: west } }, { longitude: { lte: east } }] });
  }
  const found = filter.search ? await searchOrder(filter.search) : undefined;
  if (found) where.push({ id: { in: found } });
  let rows: Row[] = await t.db.product.findMany({
    where: { AND: where },
    select: { id: true, price: true, areaSqft: true, createdAt: true, ratingAverage: true, ratingCount: true },
  });
  const currency = filter.currency ?? 'USD';
  if (filter.minPrice != null) rows = rows.filter((r) => shownPrice(r.price, currency).gte(filter.minPrice));
  if (filter.maxPrice != null) rows = rows.filter((r) => shownPrice(r.price, currency).lte(filter.maxPrice));
  const inUnit = (sqft: number) => (filter.areaUnit === 'SQM' ? shownSqm(sqft) : sqft);
  if (filter.minArea != null) rows = rows.filter((r) => r.areaSqft != null && inUnit(r.areaSqft) >= filter.minArea);
  if (filter.maxArea != null) rows = rows.filter((r) => r.areaSqft != null && inUnit(r.areaSqft) <= filter.maxArea);

  // Comparators: each order's leading keys, then the id in the order's direction.
  const byId = (desc: boolean) => (a: Row, b: Row) => (desc ? b.id - a.id : a.id - b.id);
  const then = (...cmps: Array<(a: Row, b: Row) => number>) => (a: Row, b: Row) => {
    for (const cmp of cmps) {
      const c = cmp(a, b);
      if (c) return c;
    }
    return 0;
  };
  /** Missing values after every present one, whatever the direction. */
  const nullsLast = <V>(key: (r: Row) => V | null, cmp: (x: V, y: V) => number) => (a: Row, b: Row) => {
    const [x, y] = [key(a), key(b)];
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    return cmp(x, y);
  };
  const decimal = (x: Prisma.Decimal, y: Prisma.Decimal) => x.comparedTo(y);
  const comparators: Record<Sort, (a: Row, b: Row) => number> = {
    NEWEST: then((a, b) => b.createdAt.getTime() - a.createdAt.getTime(), byId(true)),
    PRICE_ASC: then((a, b) => decimal(a.price, b.price), byId(false)),
    PRICE_DESC: then((a, b) => decimal(b.price, a.price), byId(true)),
    RATING: then(nullsLast((r) => r.ratingAverage, (x, y) => y - x), (a, b) => b.ratingCount - a.ratingCount, byId(true)),
    PRICE_PER_SQFT_ASC: then(nullsLast(pricePerSqft, decimal), byId(false)),
    PRICE_PER_SQFT_DESC: then(nullsLast(pricePerSqft, (x, y) => decimal(y, x)), byId(true)),
    RELEVANCE: found ? (a, b) => found.indexOf(a.id) - found.indexOf(b.id) : then((a, b) => b.createdAt.getTime() - a.createdAt.getTime(), byId(true)),
  };
  return rows.sort(comparators[sort]).map((r) => r.id);
}

type Page = { totalCount?: number; edges: Array<{ cursor: string; node: { databaseId: number } }>; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };

async function page(variables: Record<string, unknown>, withCount = false): Promise<Page> {
  const { data, errors } = await t.graphql(withCount ? LIST : LIST_WITHOUT_COUNT, variables);
  expect(errors, JSON.stringify(variables)).toBeUndefined();
  return data.products;
}
const ids = (p: Page) => p.edges.map((e) => e.node.databaseId);

describe('storefront listings against the oracle: every filter × every sort × paging', () => {
  it('the fixtures are in place: ties, a missing area, the antimeridian, a revoked vendor', async () => {
    expect(fixture.listed).toHaveLength(12);
    expect(FILTERS.length).toBeGreaterThan(35);
    // The filters are not all empty or all-matching: the oracle has to discriminate.
    const everything = (await oracle({}, 'NEWEST')).length;
    const sizes = await Promise.all(FILTERS.map(async (f) => (await oracle(f, 'NEWEST')).length));
    expect(sizes.filter((n) => n > 1 && n < everything).length).toBeGreaterThan(25);
    expect(await oracle({ bounds: ACROSS_ANTIMERIDIAN }, 'NEWEST')).toEqual([fixture.listed[11], fixture.listed[10]]);
  });

  it('walks every filter and sort forwards, 7 at a time, to the end; totalCount is the oracle\'s', async () => {
    let pages = 0;
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const expected = await oracle(filter, sort);
        const seen: number[] = [];
        let after: string | null = null;
        for (;;) {
          const p = await page({ first: 7, after, filter, sort }, after === null);
          if (after === null) expect(p.totalCount, `totalCount ${JSON.stringify(filter)}`).toBe(expected.length);
          expect(p.edges.length).toBeLessThanOrEqual(7);
          expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
          seen.push(...ids(p));
          pages++;
          if (!p.pageInfo.hasNextPage) break;
          after = p.pageInfo.endCursor;
        }
        expect(seen, JSON.stringify({ filter, sort })).toEqual(expected);
        for (const id of fixture.revoked) expect(seen).not.toContain(id);
      }
    }
    expect(pages).toBeGreaterThan(500);
  });

  it('walks every filter and sort backwards (last/before) from the end to the start', async () => {
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const expected = await oracle(filter, sort);
        const seen: number[] = [];
        let before: string | null = null;
        for (;;) {
          const p = await page({ last: 6, before, filter, sort });
          expect(p.edges.length).toBeLessThanOrEqual(6);
          expect(p.pageInfo.hasNextPage).toBe(before !== null);
          seen.unshift(...ids(p));
          if (!p.pageInfo.hasPreviousPage) break;
          before = p.pageInfo.startCursor;
        }
        expect(seen, JSON.stringify({ filter, sort, backwards: true })).toEqual(expected);
      }
    }
  });

  it('turns back mid-list: the page before a forward page ends where the one before it did', async () => {
    for (const sort of SORTS) {
      const filter = { catalogue: 'REAL_ESTATE' };
      const expected = await oracle(filter, sort);
      const second = await page({ first: 5, after: (await page({ first: 5, filter, sort })).pageInfo.endCursor, filter, sort });
      expect(ids(second)).toEqual(expected.slice(5, 10));
      const back = await page({ last: 5, before: second.pageInfo.startCursor, filter, sort });
      expect(ids(back), sort).toEqual(expected.slice(0, 5));
      expect(back.pageInfo.hasPreviousPage).toBe(false);
    }
  });
});
