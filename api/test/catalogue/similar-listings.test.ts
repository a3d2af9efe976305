// Similar listings (issue 20, item 4): Product.similar over GraphQL. Properties of one made-up
// city, so the seeded catalogue cannot change the expected lists; home products against a plain
// Prisma oracle over the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, makeVendor } from '../helpers/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const SIMILAR = /* GraphQL */ `
  query Similar($id: ID!, $first: Int) {
    node(id: $id) { ... on Product { similar(first: $first) { databaseId name } } }
  }`;

async function similarNames(id: number, first?: number): Promise<string[]> {
  const { data, errors } = await t.graphql(SIMILAR, { id: globalId('Product', id), first });
  expect(errors).toBeUndefined();
  return data.node.similar.map((p: { name: string }) => p.name);
}

type PropertyFields = { name: string; price: number; areaSqft?: number | null; purpose?: 'SALE' | 'RENT'; rentPeriod?: 'MONTH' | 'YEAR' | null; city?: string; status?: 'ACTIVE' | 'HIDDEN' };

async function propertyMaker(storeName: string) {
  const { vendor } = await makeVendor(t.db, { storeName, products: 0, brandType: 'REAL_ESTATE' });
  const template = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE' } });
  const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, ratingCount: _rc, ratingSum: _rs, ratingAverage: _ra, ...copy } = template;
  return {
    vendor,
    make: (fields: PropertyFields) =>
      t.db.product.create({
        data: {
          ...copy,
          vendorId: vendor.id,
          slug: `${vendor.storeId}-${fields.name.toLowerCase().replace(/\W+/g, '-')}`,
          name: fields.name,
          price: fields.price,
          discountedPrice: null,
          areaSqft: fields.areaSqft === undefined ? 1000 : fields.areaSqft,
          purpose: fields.purpose ?? 'SALE',
          rentPeriod: fields.purpose === 'RENT' ? (fields.rentPeriod ?? 'MONTH') : null,
          city: fields.city ?? 'Similarville',
          status: fields.status ?? 'ACTIVE',
        },
      }),
  };
}

describe('Product.similar', () => {
  it('a property: same purpose and city, within ±35% of price and area, closest first, never itself, a hidden or a revoked listing', async () => {
    const { make } = await propertyMaker('Similar Homes');
    const source = await make({ name: 'Source Villa', price: 1_000_000, areaSqft: 1000 });
    await make({ name: 'Close Villa', price: 1_100_000, areaSqft: 1050 }); // 0.095 + 0.049
    await make({ name: 'Farther Villa', price: 1_300_000, areaSqft: 1300 }); // 0.262 + 0.262
    await make({ name: 'Unmeasured Villa', price: 950_000, areaSqft: null }); // 0.051, area unknown
    await make({ name: 'Dear Villa', price: 1_400_000, areaSqft: 1000 }); // price beyond +35%
    await make({ name: 'Cheap Villa', price: 600_000, areaSqft: 1000 }); // price beyond -35%
    await make({ name: 'Huge Villa', price: 1_000_000, areaSqft: 2000 }); // area beyond +35%
    await make({ name: 'Rented Villa', price: 1_000_000, purpose: 'RENT' }); // another purpose
    await make({ name: 'Faraway Villa', price: 1_000_000, city: 'Elsewhere' }); // another city
    await make({ name: 'Hidden Villa', price: 1_000_000, status: 'HIDDEN' }); // hidden from suggestions
    const revoked = await propertyMaker('Revoked Homes');
    await revoked.make({ name: 'Revoked Villa', price: 1_000_000 });
    await t.db.vendor.update({ where: { id: revoked.vendor.id }, data: { accessGranted: false } });

    expect(await similarNames(source.id)).toEqual(['Unmeasured Villa', 'Close Villa', 'Farther Villa']);
    expect(await similarNames(source.id, 2)).toEqual(['Unmeasured Villa', 'Close Villa']);

    // Restoring the store's access brings its listing back (the vendor_listed column follows).
    await t.db.vendor.update({ where: { id: revoked.vendor.id }, data: { accessGranted: true } });
    expect(await similarNames(source.id)).toEqual(['Revoked Villa', 'Unmeasured Villa', 'Close Villa', 'Farther Villa']);
    await t.db.vendor.update({ where: { id: revoked.vendor.id }, data: { accessGranted: false } });
  });

  it('rents compare per month: a yearly rent stands beside a monthly one of a twelfth', async () => {
    const { make } = await propertyMaker('Similar Lettings');
    const source = await make({ name: 'Monthly Flat', price: 10_000, purpose: 'RENT', rentPeriod: 'MONTH', city: 'Rentville' });
    await make({ name: 'Yearly Flat', price: 126_000, purpose: 'RENT', rentPeriod: 'YEAR', city: 'Rentville' }); // 10,500 a month
    await make({ name: 'Dear Monthly Flat', price: 126_000, purpose: 'RENT', rentPeriod: 'MONTH', city: 'Rentville' });
    await make({ name: 'Flat For Sale', price: 10_000, purpose: 'SALE', city: 'Rentville' });
    expect(await similarNames(source.id)).toEqual(['Yearly Flat']);
  });

  it('a property without a city has none', async () => {
    const { make } = await propertyMaker('Cityless Homes');
    const source = await make({ name: 'Nowhere Villa', price: 500_000, city: '' });
    await t.db.product.update({ where: { id: source.id }, data: { city: null } });
    expect(await similarNames(source.id)).toEqual([]);
  });

  it('a home product: visible products of its category within ±35% of its price, closest first', async () => {
    const products = await t.db.product.findMany({ where: { catalogue: 'HOME_PRODUCTS' }, orderBy: { id: 'asc' } });
    let checked = 0;
    for (const source of products) {
      const price = Number(source.price);
      const expected = products
        .filter((p) => p.id !== source.id && p.categoryId === source.categoryId && p.vendorListed && p.status === 'ACTIVE')
        .filter((p) => Number(p.price) >= price * 0.65 && Number(p.price) <= price * 1.35)
        .map((p) => ({ name: p.name, id: p.id, distance: Math.abs(Math.log(Number(p.price) / price)) }))
        .sort((a, b) => a.distance - b.distance || a.id - b.id)
        .slice(0, 8)
        .map((p) => p.name);
      expect(await similarNames(source.id)).toEqual(expected);
      if (expected.length) checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('refuses a page size outside 1 to 20 with a clear message', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE' } });
    for (const first of [0, 21, -1]) {
      const { errors } = await t.graphql(SIMILAR, { id: globalId('Product', product.id), first });
      expect(errors?.[0]?.message).toBe('first must be a whole number between 1 and 20.');
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
