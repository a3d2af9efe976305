// Rows the admin tests need that no other feature makes for them yet: throwaway vendors with
// listings, media and sessions; customers with orders (checkout will make those for real).
import type { Db } from '../../src/db/database.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** A session token for a vendor, opened directly (no login rate limits or lockouts in the way). */
export async function tokenFor(db: Db, storeId: string): Promise<string> {
  const vendor = await db.vendor.findUniqueOrThrow({ where: { storeId }, select: { id: true } });
  return openSession(db, vendor.id);
}

let sequence = 0;

/** A vendor with `products` listings (copied from a seeded one) and one media row. */
export async function makeVendor(db: Db, options: { storeId?: string; storeName?: string; products?: number; brandType?: 'REAL_ESTATE' | 'HOME_PRODUCTS' | 'ELECTRONICS' } = {}) {
  sequence++;
  const storeId = options.storeId ?? `temp-store-${sequence}-${Date.now() % 100000}`;
  const template = await db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } });
  const vendor = await db.vendor.create({
    data: {
      storeId,
      storeName: options.storeName ?? `Temp Store ${sequence}`,
      firstName: 'Temp',
      lastName: 'Owner',
      email: `${storeId}@example.test`,
      phone: '971500000001',
      brandType: options.brandType ?? 'HOME_PRODUCTS',
      address1: 'Street 1',
      city: 'Dubai',
      stateCounty: 'Dubai',
      country: 'United Arab Emirates',
      postcode: '00000',
      passwordHash: template.passwordHash, // vendor12345
    },
  });
  const source = await db.product.findFirstOrThrow({ where: { vendorId: template.id } });
  const products = [];
  for (let i = 0; i < (options.products ?? 2); i++) {
    const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, ratingCount: _rc, ratingSum: _rs, ratingAverage: _ra, ...copy } = source;
    products.push(
      await db.product.create({
        data: { ...copy, slug: `${storeId}-item-${i}`, name: `${options.storeName ?? 'Temp'} Item ${i}`, vendorId: vendor.id },
      }),
    );
  }
  return { vendor, products };
}

/** A customer with one order from the given stores/products (snapshots as checkout writes them). */
export async function makeCustomer(
  db: Db,
  customer: { name: string; email?: string; createdAt?: Date },
  lines: Array<{ storeName: string; storeId?: string; vendorId?: number | null; productName: string; productId?: number | null }> = [],
) {
  const created = await db.customer.create({
    data: { name: customer.name, email: customer.email ?? '', phone: '971500000002', address: '1 Test Road', city: 'Dubai', createdAt: customer.createdAt },
  });
  if (lines.length) {
    sequence++;
    await db.order.create({
      data: {
        publicId: `ORD-TEST${sequence}${Date.now() % 100000}`,
        customerId: created.id,
        currency: 'USD',
        rate: '1',
        totalCost: '100',
        paymentMethod: 'CASH_ON_DELIVERY',
        clientName: customer.name,
        clientEmail: customer.email ?? '',
        clientPhone: '971500000002',
        clientAddress: '1 Test Road',
        clientCity: 'Dubai',
        clientState: 'Dubai',
        clientCountry: 'United Arab Emirates',
        clientPostal: '00000',
        parts: {
          create: lines.map((line) => ({
            vendorId: line.vendorId ?? null,
            storeId: line.storeId ?? line.storeName.toLowerCase().replace(/\s+/g, '-'),
            storeName: line.storeName,
            brandType: 'HOME_PRODUCTS' as const,
            totalCost: '100',
            items: {
              create: [
                {
                  productId: line.productId ?? null,
                  productName: line.productName,
                  slug: line.productName.toLowerCase().replace(/\s+/g, '-'),
                  catalogue: 'HOME_PRODUCTS' as const,
                  productPrice: '100',
                  unitPrice: '100',
                  quantity: 1,
                  lineTotal: '100',
                  currency: 'USD',
                },
              ],
            },
          })),
        },
      },
    });
  }
  return created;
}
