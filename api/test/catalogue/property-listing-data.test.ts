// What a property portal shows about a listing (issue 20): purpose, completion, place and price
// per area, through GraphQL and REST, read by the card reader and by whole-row reads alike.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const CARDS = /* GraphQL */ `
  query Cards($filter: ProductFilter, $sort: ProductSort!) {
    products(first: 100, filter: $filter, sort: $sort) {
      totalCount
      edges { node { databaseId name price { amount } realEstateDetails { areaSqft area(unit: SQM) purpose rentPeriod completionStatus handoverDate
        pricePerArea(currency: AED) { amount currency } perSqm: pricePerArea(unit: SQM) { amount } }
        location { city neighbourhood countryCode country label latitude longitude } } }
    }
  }`;

const nodes = (data: any) => data.products.edges.map((e: any) => e.node);

describe('property listing data', () => {
  it('shows purpose, completion, place and price per area on every property card', async () => {
    const { data, errors } = await t.graphql(CARDS, { filter: { catalogue: 'REAL_ESTATE' }, sort: 'NEWEST' });
    expect(errors).toBeUndefined();
    for (const p of nodes(data)) {
      const d = p.realEstateDetails;
      expect(['SALE', 'RENT']).toContain(d.purpose);
      expect(d.rentPeriod).toBe(d.purpose === 'RENT' ? 'MONTH' : null);
      if (d.completionStatus === 'OFF_PLAN') expect(d.handoverDate).toMatch(/^20\d\d-\d\d-\d\d$/);
      else expect(d.handoverDate).toBeNull();
      expect(d.area).toBe(Math.round(d.areaSqft / 10.7639));
      if (d.areaSqft > 0) {
        const usdPerSqft = Number(p.price.amount) / d.areaSqft;
        expect(Number(d.pricePerArea.amount)).toBeCloseTo(usdPerSqft * 3.67, 1);
        expect(d.pricePerArea.currency).toBe('AED');
        expect(Number(d.perSqm.amount)).toBeCloseTo(usdPerSqft * 10.7639, 1);
      }
      expect(p.location.label).toBe(`${p.location.neighbourhood}, ${p.location.city}`);
      expect(p.location.country).toBeTruthy();
      expect(Math.abs(p.location.latitude)).toBeLessThanOrEqual(90);
    }
  });

  it('gives home products none of it', async () => {
    const { data } = await t.graphql(CARDS, { filter: { catalogue: 'HOME_PRODUCTS' }, sort: 'NEWEST' });
    for (const p of nodes(data)) expect([p.realEstateDetails, p.location]).toEqual([null, null]);
  });

  it('filters by purpose, completion, city, neighbourhood and amenities', async () => {
    const rent = nodes((await t.graphql(CARDS, { filter: { catalogue: 'REAL_ESTATE', purpose: 'RENT', city: 'dubai' }, sort: 'NEWEST' })).data);
    expect(rent.length).toBeGreaterThan(0);
    for (const p of rent) expect([p.realEstateDetails.purpose, p.location.city]).toEqual(['RENT', 'Dubai']);
    const offPlan = nodes((await t.graphql(CARDS, { filter: { completionStatus: 'OFF_PLAN' }, sort: 'NEWEST' })).data);
    expect(offPlan.length).toBeGreaterThan(0);
    for (const p of offPlan) expect(p.realEstateDetails.completionStatus).toBe('OFF_PLAN');
    const marina = nodes((await t.graphql(CARDS, { filter: { neighbourhood: 'Dubai Marina' }, sort: 'NEWEST' })).data);
    for (const p of marina) expect(p.location.neighbourhood).toBe('Dubai Marina');
  });

  it('filters by a price range in another currency and an area range in square metres', async () => {
    const all = nodes((await t.graphql(CARDS, { filter: { catalogue: 'REAL_ESTATE' }, sort: 'PRICE_ASC' })).data);
    const { data } = await t.graphql(CARDS, { filter: { catalogue: 'REAL_ESTATE', minPrice: 1_000_000, maxPrice: 5_000_000, currency: 'AED', minArea: 100, maxArea: 300, areaUnit: 'SQM' }, sort: 'PRICE_ASC' });
    const expected = all.filter((p: any) => {
      const aed = Math.round(Number(p.price.amount) * 3.67 * 100) / 100;
      return aed >= 1_000_000 && aed <= 5_000_000 && p.realEstateDetails.area >= 100 && p.realEstateDetails.area <= 300;
    });
    expect(nodes(data).map((p: any) => p.databaseId)).toEqual(expected.map((p: any) => p.databaseId));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('sorts by price per square foot, listings without an area last', async () => {
    for (const sort of ['PRICE_PER_SQFT_ASC', 'PRICE_PER_SQFT_DESC']) {
      const list = nodes((await t.graphql(CARDS, { filter: { catalogue: 'REAL_ESTATE' }, sort })).data);
      const perSqft = list.map((p: any) => (p.realEstateDetails.areaSqft ? Number(p.price.amount) / p.realEstateDetails.areaSqft : null));
      const priced = perSqft.filter((v: number | null) => v !== null);
      expect(perSqft.slice(0, priced.length)).toEqual(priced);
      const sorted = [...priced].sort((a, b) => (sort.endsWith('ASC') ? a - b : b - a));
      priced.forEach((v: number, i: number) => expect(v).toBeCloseTo(sorted[i], 1));
    }
  });

  it('limits a listing to the part of the map asked for', async () => {
    const dubai = { south: 24.9, west: 54.9, north: 25.4, east: 55.6 };
    const { data } = await t.graphql(CARDS, { filter: { bounds: dubai }, sort: 'NEWEST' });
    expect(nodes(data).length).toBeGreaterThan(0);
    for (const p of nodes(data)) expect(p.location.city).toBe('Dubai');
    const bad = await t.graphql(CARDS, { filter: { bounds: { ...dubai, south: 26 } }, sort: 'NEWEST' });
    expect(bad.errors?.[0].message).toMatch(/bounds/);
  });

  it('refuses nonsense with a clear message', async () => {
    for (const [filter, pattern] of [
      [{ minArea: 10, maxArea: 5 }, /minArea cannot be greater than maxArea/],
      [{ amenities: ['Helipad'] }, /Unknown amenity: Helipad/],
      [{ minRating: 6 }, /minRating must be between 1 and 5/],
    ] as const) {
      const { errors } = await t.graphql(CARDS, { filter, sort: 'NEWEST' });
      expect(errors?.[0].message).toMatch(pattern);
    }
  });

  it('answers the same facts over REST as extra fields of realEstateDetails', async () => {
    const { data } = await t.graphql(CARDS, { filter: { completionStatus: 'OFF_PLAN' }, sort: 'NEWEST' });
    const p = nodes(data)[0];
    const res = await t.request(`/api/products/${p.databaseId}`);
    expect(res.json.realEstateDetails).toMatchObject({
      purpose: p.realEstateDetails.purpose,
      completionStatus: 'OFF_PLAN',
      handoverDate: p.realEstateDetails.handoverDate,
      city: p.location.city,
      neighbourhood: p.location.neighbourhood,
      country: p.location.countryCode,
      latitude: p.location.latitude,
      longitude: p.location.longitude,
    });
  });
});

describe("the README's listing query", () => {
  it('runs as written and finds Dubai rentals with their facets', async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const query = /```graphql\n(query Properties \{[\s\S]*?)```/.exec(readme)?.[1];
    expect(query).toBeTruthy();
    const { data, errors } = await t.graphql(query!);
    expect(errors).toBeUndefined();
    expect(data.products.totalCount).toBeGreaterThan(0);
    expect(data.products.edges[0].node.realEstateDetails.rentPeriod).toBe('MONTH');
    expect(data.products.facets.neighbourhoods.length).toBeGreaterThan(0);
  });
});
