// products.vendor_listed is a copy of the vendor's access that storefront listings filter on.
// The database keeps it, so these writes go around the app on purpose: SQL by hand, a product
// created straight through Prisma, a product moved to another vendor, a write of the copy itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVendor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const listed = async (vendorId: number) =>
  (await t.db.product.findMany({ where: { vendorId }, select: { vendorListed: true } })).map((p) => p.vendorListed);

describe('products.vendor_listed', () => {
  it('the seed and the migration leave it equal to the vendor access on every product', async () => {
    const [{ mismatched }] = await t.db.$queryRaw<{ mismatched: number }[]>`
      SELECT count(*)::int AS mismatched FROM products p JOIN vendors v ON v.id = p.vendor_id WHERE p.vendor_listed <> v.access_granted`;
    expect(mismatched).toBe(0);
    const revoked = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'quickfix-supplies' }, select: { id: true, accessGranted: true } });
    expect(revoked.accessGranted).toBe(false);
    expect(await listed(revoked.id)).not.toContain(true);
  });

  it('follows a change of access made by SQL by hand, in both directions', async () => {
    const { vendor } = await makeVendor(t.db, { products: 3 });
    expect(await listed(vendor.id)).toEqual([true, true, true]);
    await t.db.$executeRaw`UPDATE vendors SET access_granted = false WHERE id = ${vendor.id}`;
    expect(await listed(vendor.id)).toEqual([false, false, false]);
    await t.db.$executeRaw`UPDATE vendors SET access_granted = true WHERE id = ${vendor.id}`;
    expect(await listed(vendor.id)).toEqual([true, true, true]);
  });

  it('a product created for or moved to a revoked vendor is not listed; writing the copy is overruled', async () => {
    const { vendor: open, products } = await makeVendor(t.db, { products: 1 });
    const { vendor: closed } = await makeVendor(t.db, { products: 1 });
    await t.db.vendor.update({ where: { id: closed.id }, data: { accessGranted: false } });

    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = products[0];
    const created = await t.db.product.create({ data: { ...copy, slug: `${closed.storeId}-new`, vendorId: closed.id, vendorListed: true } });
    expect(created.vendorListed).toBe(false);

    const moved = await t.db.product.update({ where: { id: products[0].id }, data: { vendorId: closed.id } });
    expect(moved.vendorListed).toBe(false);
    const forced = await t.db.product.update({ where: { id: products[0].id }, data: { vendorListed: true } });
    expect(forced.vendorListed).toBe(false);
    const back = await t.db.product.update({ where: { id: products[0].id }, data: { vendorId: open.id } });
    expect(back.vendorListed).toBe(true);
  });

  it('a product for a vendor that does not exist still fails on the foreign key, and nothing is written', async () => {
    const source = await t.db.product.findFirstOrThrow({ select: { categoryId: true } });
    const attempt = t.db.product.create({
      data: { slug: 'no-such-vendor', name: 'x', description: 'x', price: 1, catalogue: 'HOME_PRODUCTS', categoryId: source.categoryId, vendorId: 2_000_000_000, featureImage: 'x.webp' },
    });
    await expect(attempt).rejects.toMatchObject({ code: 'P2003' });
    expect(await t.db.product.count({ where: { slug: 'no-such-vendor' } })).toBe(0);
  });
});
