// The map view's points (issue 20, map view): productMap over HTTP, against the list it mirrors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const MAP = /* GraphQL */ `
  query Map($filter: ProductFilter!, $limit: Int) {
    productMap(filter: $filter, limit: $limit) {
      totalCount
      truncated
      points { id latitude longitude purpose rentPeriod price(currency: AED) { amount formatted } product { id slug catalogue location { latitude longitude } } }
    }
  }`;

const LIST = /* GraphQL */ `
  query List($filter: ProductFilter) {
    products(first: 100, filter: $filter) { totalCount edges { node { id location { latitude longitude } } } }
  }`;

async function map(filter: object, limit?: number) {
  const answer = await t.graphql(MAP, { filter, limit });
  expect(answer.errors).toBeUndefined();
  return answer.data.productMap as { totalCount: number; truncated: boolean; points: any[] };
}

async function listIds(filter: object): Promise<string[]> {
  const { data, errors } = await t.graphql(LIST, { filter });
  expect(errors).toBeUndefined();
  return data.products.edges.filter((e: any) => e.node.location?.latitude != null).map((e: any) => e.node.id).sort();
}

const dubai = { south: 24.9, west: 54.9, north: 25.4, east: 55.6 };

describe('productMap', () => {
  it('answers every located property of the filter, as the list has them, with its price and product', async () => {
    const all = await map({ catalogue: 'REAL_ESTATE' }, 2000);
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.truncated).toBe(false);
    expect(all.points.map((p) => p.id).sort()).toEqual(await listIds({ catalogue: 'REAL_ESTATE' }));
    for (const p of all.points) {
      expect(p.product.id).toBe(p.id);
      expect(p.product.catalogue).toBe('REAL_ESTATE');
      expect([p.product.location.latitude, p.product.location.longitude]).toEqual([p.latitude, p.longitude]);
      expect(p.price.formatted).toMatch(/^AED [\d,]+\.\d\d$/);
      expect(p.rentPeriod).toBe(p.purpose === 'RENT' ? 'MONTH' : null);
    }
  });

  it('limits the points to the bounds, and combines them with the other filters', async () => {
    const inDubai = await map({ catalogue: 'REAL_ESTATE', bounds: dubai });
    expect(inDubai.points.length).toBeGreaterThan(0);
    for (const p of inDubai.points) {
      expect(p.latitude).toBeGreaterThanOrEqual(dubai.south);
      expect(p.latitude).toBeLessThanOrEqual(dubai.north);
      expect(p.longitude).toBeGreaterThanOrEqual(dubai.west);
      expect(p.longitude).toBeLessThanOrEqual(dubai.east);
    }
    const everywhere = await map({ catalogue: 'REAL_ESTATE' });
    expect(inDubai.totalCount).toBeLessThan(everywhere.totalCount);

    const forRent = { catalogue: 'REAL_ESTATE', bounds: dubai, purpose: 'RENT', minBeds: 1 };
    const rentals = await map(forRent);
    expect(rentals.points.map((p) => p.id).sort()).toEqual(await listIds(forRent));
    expect(rentals.totalCount).toBeLessThanOrEqual(inDubai.totalCount);
    for (const p of rentals.points) expect(p.purpose).toBe('RENT');
  });

  it('keeps at most `limit` points and says so', async () => {
    const all = await map({ catalogue: 'REAL_ESTATE' });
    const three = await map({ catalogue: 'REAL_ESTATE' }, 3);
    expect(three.points).toHaveLength(3);
    expect(three.totalCount).toBe(all.totalCount);
    expect(three.truncated).toBe(true);
    for (const limit of [0, 2001, -1]) {
      const { errors } = await t.graphql(MAP, { filter: { catalogue: 'REAL_ESTATE' }, limit });
      expect(errors?.[0].message).toBe('limit must be a whole number between 1 and 2000.');
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('leaves out properties without coordinates and those of a store that lost its access', async () => {
    const before = await map({ catalogue: 'REAL_ESTATE' }, 2000);
    const unlocated = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', vendorListed: true }, orderBy: { id: 'asc' } });
    const { vendorId: hiddenVendor } = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', vendorListed: true, vendorId: { not: unlocated.vendorId } } });
    await t.db.product.update({ where: { id: unlocated.id }, data: { latitude: null, longitude: null } });
    try {
      const after = await map({ catalogue: 'REAL_ESTATE' }, 2000);
      expect(after.totalCount).toBe(before.totalCount - 1);
      expect(after.points.map((p) => p.product.slug)).not.toContain(unlocated.slug);

      const storeCount = await t.db.product.count({ where: { vendorId: hiddenVendor, catalogue: 'REAL_ESTATE', latitude: { not: null } } });
      expect(storeCount).toBeGreaterThan(0);
      await t.db.vendor.update({ where: { id: hiddenVendor }, data: { accessGranted: false } });
      try {
        const hidden = await map({ catalogue: 'REAL_ESTATE' }, 2000);
        expect(hidden.totalCount).toBe(after.totalCount - storeCount);
      } finally {
        await t.db.vendor.update({ where: { id: hiddenVendor }, data: { accessGranted: true } });
      }
    } finally {
      await t.db.product.update({ where: { id: unlocated.id }, data: { latitude: unlocated.latitude, longitude: unlocated.longitude } });
    }
  });

  it('refuses bad bounds and a bad filter with a clear message', async () => {
    for (const [filter, message] of [
      [{ bounds: { ...dubai, south: 26 } }, 'bounds: south cannot be north of north.'],
      [{ bounds: { ...dubai, north: 91 } }, 'bounds: latitudes must be between -90 and 90.'],
      [{ bounds: { ...dubai, east: 181 } }, 'bounds: longitudes must be between -180 and 180.'],
      [{ minPrice: -1 }, 'minPrice must be a number between 0 and 1000000000000.'],
    ] as const) {
      const { errors, data } = await t.graphql(MAP, { filter });
      expect(data?.productMap ?? null).toBeNull();
      expect(errors?.[0].message).toBe(message);
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
