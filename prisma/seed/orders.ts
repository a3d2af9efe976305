// A few demo orders so the dashboards are not empty: guest orders spanning vendors, currencies,
// promo codes and both payment methods, priced by the checkout's own rule (domain/checkout/pricing.ts).
import { Prisma } from '../../api/src/generated/prisma/client.ts';
import { unitPrice, lineTotal } from '../../api/src/domain/checkout/pricing.ts';
import { INITIAL_STATUS, partKindOf } from '../../api/src/domain/orders/lifecycle.ts';
import type { CurrencyCode } from '../../api/src/domain/money/currency.ts';
import { CURRENCY_RATES, PROMO_CODES } from './catalogue-data.ts';
import { VENDORS } from './vendors.ts';
import { BASE_DATE, daysBefore } from './plan.ts';
import { createRng } from './prng.ts';
import type { PlannedListing } from './write.ts';

type Tx = Prisma.TransactionClient;

interface DemoLine {
  storeId: string;
  /** Which of the vendor's purchasable listings (by position). */
  pick: number;
  quantity: number;
  promo?: string;
}

interface DemoOrder {
  daysAgo: number;
  currency: CurrencyCode;
  payment: 'CASH_ON_DELIVERY' | 'BANK_TRANSFER';
  client: { name: string; email: string; phone: string; address: string; city: string; state: string; country: string; postalCode: string };
  lines: DemoLine[];
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 2, currency: 'AED', payment: 'BANK_TRANSFER',
    client: { name: 'Aisha Khan', email: 'aisha.khan@example.com', phone: '+971 50 123 4567', address: 'Villa 12, Al Wasl Road', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', postalCode: '' },
    lines: [{ storeId: 'casa-nova-interiors', pick: 0, quantity: 2, promo: 'WELCOME10' }, { storeId: 'skyline-estates', pick: 0, quantity: 1 }],
  },
  {
    daysAgo: 5, currency: 'USD', payment: 'CASH_ON_DELIVERY',
    client: { name: 'John Carter', email: 'john.carter@example.com', phone: '+1 212 555 0147', address: '88 Hudson Street', city: 'New York', state: 'NY', country: 'United States', postalCode: '10013' },
    lines: [{ storeId: 'skyline-estates', pick: 1, quantity: 1 }],
  },
  {
    daysAgo: 9, currency: 'PKR', payment: 'CASH_ON_DELIVERY',
    client: { name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: '+92 300 555 1234', address: 'House 4, Street 11, F-7/2', city: 'Islamabad', state: 'ICT', country: 'Pakistan', postalCode: '44000' },
    lines: [{ storeId: 'casa-nova-interiors', pick: 1, quantity: 1 }, { storeId: 'casa-nova-interiors', pick: 2, quantity: 3 }],
  },
  {
    daysAgo: 14, currency: 'GBP', payment: 'BANK_TRANSFER',
    client: { name: 'Emma Clarke', email: 'emma.clarke@example.com', phone: '+44 20 7946 0958', address: '21 Baker Street', city: 'London', state: '', country: 'United Kingdom', postalCode: 'NW1 6XE' },
    lines: [{ storeId: 'voltline-electronics', pick: 0, quantity: 1, promo: 'WELCOME10' }, { storeId: 'casa-nova-interiors', pick: 3, quantity: 1 }],
  },
  {
    daysAgo: 21, currency: 'AED', payment: 'CASH_ON_DELIVERY',
    client: { name: 'Omar Haddad', email: '', phone: '+971 55 987 6543', address: 'Apartment 1804, Marina Gate', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', postalCode: '' },
    lines: [{ storeId: 'skyline-estates', pick: 2, quantity: 1 }, { storeId: 'voltline-electronics', pick: 1, quantity: 2 }],
  },
];

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Inserts the demo orders; returns how many. */
export async function insertDemoOrders(tx: Tx, listings: PlannedListing[], productIds: Map<string, number>, vendorIds: Map<string, number>): Promise<number> {
  const rng = createRng('marketplace-demo-orders');
  const rates = new Map(CURRENCY_RATES.map((r) => [r.code, { code: r.code as CurrencyCode, rate: new Prisma.Decimal(r.rate), symbol: r.symbol }]));
  const promoRows = await tx.promoCode.findMany({ where: { code: { in: PROMO_CODES.map((p) => p.code) } }, select: { id: true, code: true, discountPercent: true } });
  const promos = new Map(promoRows.map((p) => [p.code, p]));
  const forSale = (storeId: string) => listings.filter((l) => l.storeId === storeId && !l.hidden);

  for (const demo of DEMO_ORDERS) {
    const currency = rates.get(demo.currency)!;
    const createdAt = daysBefore(demo.daysAgo);
    const lines = demo.lines.map((line) => {
      const listing = forSale(line.storeId)[line.pick];
      if (!listing) throw new Error(`demo order: ${line.storeId} has no listing #${line.pick}`);
      const price = new Prisma.Decimal(listing.price);
      const discounted = listing.discountedPrice ? new Prisma.Decimal(listing.discountedPrice) : null;
      const promo = line.promo ? promos.get(line.promo)! : null;
      const unit = unitPrice(price, discounted, currency, promo?.discountPercent ?? null);
      const isProperty = listing.catalogue === 'REAL_ESTATE';
      return {
        storeId: line.storeId,
        item: {
          productId: productIds.get(listing.slug)!,
          promoCodeId: promo?.id ?? null,
          productName: listing.name,
          slug: listing.slug,
          catalogue: listing.catalogue,
          productPrice: price,
          discountedPrice: discounted,
          unitPrice: unit,
          quantity: isProperty ? 1 : line.quantity,
          // A viewing is an appointment: its price is information, its line adds nothing.
          lineTotal: isProperty ? new Prisma.Decimal(0) : lineTotal(unit, line.quantity),
          currency: currency.code,
          promoCode: promo?.code ?? null,
          promoPercent: promo?.discountPercent ?? null,
          bookingDate: isProperty ? new Date(BASE_DATE.getTime() + (10 - demo.daysAgo + 7) * 86_400_000) : null,
        },
      };
    });
    const stores = [...new Set(lines.map((l) => l.storeId))];
    const total = lines.reduce((sum, l) => sum.add(l.item.lineTotal), new Prisma.Decimal(0));
    const { client } = demo;
    const customer = await tx.customer.create({ data: { ...client, createdAt }, select: { id: true } });
    await tx.order.create({
      data: {
        publicId: `ORD-${Array.from({ length: 8 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('')}`,
        customerId: customer.id,
        currency: currency.code,
        rate: currency.rate,
        totalCost: total,
        paymentMethod: lines.some((l) => !l.item.bookingDate) ? demo.payment : null,
        clientName: client.name, clientEmail: client.email, clientPhone: client.phone, clientAddress: client.address,
        clientCity: client.city, clientState: client.state, clientCountry: client.country, clientPostal: client.postalCode,
        createdAt,
        parts: {
          create: stores.map((storeId) => {
            const vendor = VENDORS.find((v) => v.storeId === storeId)!;
            const mine = lines.filter((l) => l.storeId === storeId);
            const status = INITIAL_STATUS[partKindOf(mine.map((l) => l.item))];
            const viewingDate = mine.find((l) => l.item.bookingDate)?.item.bookingDate ?? null;
            return {
              status,
              viewingDate,
              events: { create: [{ status, at: createdAt, actorKind: 'SHOPPER' as const, viewingDate }] },
              vendorId: vendorIds.get(storeId)!,
              storeId,
              storeName: vendor.storeName,
              brandType: vendor.brandType,
              totalCost: mine.reduce((sum, l) => sum.add(l.item.lineTotal), new Prisma.Decimal(0)),
              items: { create: mine.map((l) => l.item) },
            };
          }),
        },
      },
    });
  }
  return DEMO_ORDERS.length;
}
