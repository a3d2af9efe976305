// Facet counts (issue 20): every option's count equals the totalCount of the list with that
// option chosen in place of its filter's current choice, for several filters, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVendor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const option = '{ value label count selected }';
const FACETS = /* GraphQL */ `
  query Facets($filter: ProductFilter) {
    products(first: 1, filter: $filter) {
      totalCount
      facets { categories ${option} vendors ${option} purposes ${option} completionStatuses ${option} cities ${option}
        neighbourhoods ${option} beds ${option} baths ${option} amenities ${option} ratings ${option}
        priceRange(currency: GBP) { min { amount currency } max { amount } } areaRange(unit: SQM) { min max } }
    }
  }`;
const COUNT = /* GraphQL */ `query Count($filter: ProductFilter) { products(first: 1, filter: $filter) { totalCount } }`;

/** How each facet's option is chosen in a filter. */
const CHOOSE: Record<string, (filter: Record<string, unknown>, value: string) => Record<string, unknown>> = {
  categories: (f, v) => ({ ...f, categorySlug: v }),
  vendors: (f, v) => ({ ...f, vendorStoreId: v }),
  purposes: (f, v) => ({ ...f, purpose: v }),
  completionStatuses: (f, v) => ({ ...f, completionStatus: v }),
  cities: (f, v) => ({ ...f, city: v, neighbourhood: null }),
  neighbourhoods: (f, v) => ({ ...f, neighbourhood: v }),
  beds: (f, v) => ({ ...f, minBeds: Number(v) }),
  baths: (f, v) => ({ ...f, minBaths: Number(v) }),
  amenities: (f, v) => ({ ...f, amenities: [...new Set([...((f.amenities as string[]) ?? []), v])] }),
  ratings: (f, v) => ({ ...f, minRating: Number(v) }),
};

async function count(filter: Record<string, unknown>): Promise<number> {
  const { data, errors } = await t.graphql(COUNT, { filter });
  expect(errors).toBeUndefined();
  return data.products.totalCount;
}

const FILTERS: Record<string, unknown>[] = [
  { catalogue: 'REAL_ESTATE' },
  { catalogue: 'REAL_ESTATE', purpose: 'RENT', minBeds: 2 },
  { catalogue: 'REAL_ESTATE', city: 'Dubai', amenities: ['Security'], completionStatus: 'READY' },
  { catalogue: 'HOME_PRODUCTS', minRating: 3, maxPrice: 500 },
  { catalogue: 'HOME_PRODUCTS', categorySlug: 'furniture' },
  // Search and the map narrow the facets too.
  { catalogue: 'REAL_ESTATE', search: 'villa' },
  { search: 'sofa', maxPrice: 3000 },
  { catalogue: 'REAL_ESTATE', bounds: { south: 24.9, west: 54.9, north: 25.4, east: 55.6 }, minBeds: 2 },
  // The benchmark's filtered property list.
  { catalogue: 'REAL_ESTATE', purpose: 'SALE', city: 'Dubai', minBeds: 2, minPrice: 200_000, maxPrice: 5_000_000 },
  // No filter at all: every flag is true.
  {},
];

describe('listing facets', () => {
  for (const filter of FILTERS) {
    it(`count what choosing each option would list: ${JSON.stringify(filter)}`, async () => {
      const { data, errors } = await t.graphql(FACETS, { filter });
      expect(errors).toBeUndefined();
      const { facets, totalCount } = data.products;
      expect(totalCount).toBe(await count(filter));
      let checked = 0;
      for (const [facet, choose] of Object.entries(CHOOSE)) {
        for (const o of facets[facet]) {
          expect(o.count, `${facet} ${o.value}`).toBe(await count(choose(filter, o.value)));
          if (o.selected) expect(o.count, `${facet} ${o.value} is chosen`).toBe(totalCount);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it('gives price and area ranges without their own filter, in the currency and unit asked for', async () => {
    const { data } = await t.graphql(FACETS, { filter: { catalogue: 'REAL_ESTATE', minPrice: 1_000_000 } });
    const LIST = `query { products(first: 100, filter: { catalogue: REAL_ESTATE }, sort: PRICE_ASC) { totalCount edges { node { usd: price { amount } price(currency: GBP) { amount } realEstateDetails { areaSqft } } } } }`;
    const listed = (await t.graphql(LIST)).data.products;
    expect(listed.totalCount).toBeLessThanOrEqual(100);
    const all = listed.edges.map((e: any) => e.node);
    const { priceRange, areaRange } = data.products.facets;
    expect(priceRange.min.currency).toBe('GBP');
    expect(priceRange.min.amount).toBe(all[0].price.amount);
    expect(priceRange.max.amount).toBe(all.at(-1).price.amount);
    // The area range keeps the price filter (it leaves out only its own).
    const areas = all.filter((p: any) => Number(p.usd.amount) >= 1_000_000).map((p: any) => p.realEstateDetails.areaSqft).filter((a: number) => a > 0);
    expect(areaRange).toEqual({ min: Math.round(Math.min(...areas) / 10.7639), max: Math.round(Math.max(...areas) / 10.7639) });
  });

  it('keeps a chosen option that nothing matches, so it can be unchosen', async () => {
    const { data } = await t.graphql(FACETS, { filter: { catalogue: 'REAL_ESTATE', city: 'Atlantis' } });
    expect(data.products.totalCount).toBe(0);
    expect(data.products.facets.cities).toContainEqual({ value: 'Atlantis', label: 'Atlantis', count: 0, selected: true });
    expect(data.products.facets.cities.filter((c: any) => c.count > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('never counts a revoked vendor\'s listings, in any facet or range', async () => {
    const filter = { catalogue: 'REAL_ESTATE', city: 'Dubai' };
    const before = (await t.graphql(FACETS, { filter })).data.products;
    // A revoked agency with Dubai villas above every price and area the listing has.
    const source = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', city: 'Dubai' } });
    const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, ratingCount: _rc, ratingSum: _rs, ratingAverage: _ra, vendorListed: _vl, ...copy } = source;
    const { vendor } = await makeVendor(t.db, { products: 0, storeName: 'Revoked Facets', brandType: 'REAL_ESTATE' });
    for (const i of [1, 2]) {
      await t.db.product.create({ data: { ...copy, slug: `revoked-facets-${i}`, name: `Revoked facets ${i}`, vendorId: vendor.id, price: 9e11, areaSqft: 900_000, beds: 9, neighbourhood: 'Nowhere Heights' } });
    }
    const listedWhileGranted = (await t.graphql(FACETS, { filter })).data.products;
    expect(listedWhileGranted.totalCount).toBe(before.totalCount + 2);
    expect(listedWhileGranted.facets.vendors.map((v: any) => v.label)).toContain('Revoked Facets');
    await t.db.vendor.update({ where: { id: vendor.id }, data: { accessGranted: false } });
    const after = (await t.graphql(FACETS, { filter })).data.products;
    expect(after).toEqual(before);
  });

  it('asked with the facets, totalCount is theirs: the page and the facets are the only statements', async () => {
    const filter = { catalogue: 'REAL_ESTATE', city: 'Dubai', minBeds: 2 };
    const query = `query ($filter: ProductFilter) { products(first: 3, filter: $filter) { ...Summary edges { node { name } } } }
         fragment Summary on ProductListingConnection { totalCount facets { cities { value count } } }`;
    // Once before counting: on PostgreSQL the first facets of a catalogue look up where to halve it.
    await t.graphql(query, { filter });
    let statements = 0;
    const read = t.database.readRows;
    t.database.readRows = (statement) => {
      statements++;
      return read(statement);
    };
    try {
      // Through a fragment, as the web app's Relay queries select.
      const { data, errors } = await t.graphql(query, { filter });
      expect(errors).toBeUndefined();
      // The page, and the facets' statement: on PostgreSQL in two halves at once (listing-facets.ts).
      expect(statements).toBe(t.database.kind === 'postgres' ? 3 : 2);
      expect(data.products.totalCount).toBe(await count(filter));
      expect(data.products.facets.cities.find((c: any) => c.value === 'Dubai').count).toBe(data.products.totalCount);
    } finally {
      t.database.readRows = read;
    }
  });
});
