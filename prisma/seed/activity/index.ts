// Ninety days of a running marketplace on top of the demo catalogue (issue 37 part 7): orders of
// goods and viewings in every state with their money in the ledger, payouts, the stock history,
// enquiries and page views, dated back from `now` so the charts of the last 7, 30 and 90 days
// always have something true to show. Drawn from fixed seeds: the same activity on every start of
// the same day. Seeded by `npm start` and `npm run seed`, not by the test suites' template
// (docs/decisions/demo-activity.md).
import type { Prisma } from '../../../api/src/generated/prisma/client.ts';
import type { CurrencyRate, CurrencyCode } from '../../../api/src/domain/money/currency.ts';
import { rateAt } from '../../../api/src/domain/money-ledger/commission-rates.ts';
import { paymentSettings } from '../../../api/src/domain/money-ledger/settings.ts';
import { scheduleOf } from '../../../api/src/domain/viewings/schedule.ts';
import { createRng } from '../prng.ts';
import { ACTIVITY_DAYS, DAY_MS, startOfDay } from './rhythm.ts';
import { planShoppers } from './shoppers.ts';
import { planOrders, type OrderWorld } from './order-plan.ts';
import { writeOrders } from './write-orders.ts';
import { insertDemoPayouts } from './payouts.ts';
import { insertStockHistory } from './stock-history.ts';
import { insertPageViews } from './page-views.ts';
import { insertLeadActivity } from './leads.ts';
import type { ActivityProduct, ActivityVendor } from './model.ts';

type Tx = Prisma.TransactionClient;

/** The stores the demo logins open (vendor@ and homes@): the busiest, so their screens show the most. */
const FEATURED_STORES = ['skyline-estates', 'casa-nova-interiors'];

/** The marketplace's commission from before the window: a share of goods, a fee per viewing. */
const DEMO_COMMISSIONS = [
  { brandType: 'HOME_PRODUCTS' as const, percent: '12', bookingFee: null },
  { brandType: 'ELECTRONICS' as const, percent: '8', bookingFee: null },
  { brandType: 'REAL_ESTATE' as const, percent: '0', bookingFee: '5' },
];

export interface ActivitySummary {
  orders: number;
  parts: number;
  ledgerLines: number;
  payouts: number;
  stockMovements: number;
  leads: number;
  views: number;
  saves: number;
}

async function loadWorld(tx: Tx, now: Date): Promise<{ world: OrderWorld; products: ActivityProduct[] }> {
  const windowStart = new Date(startOfDay(now).getTime() - ACTIVITY_DAYS * DAY_MS);
  const vendorRows = await tx.vendor.findMany({ where: { accessGranted: true, isAdmin: false }, select: { id: true, storeId: true, storeName: true, brandType: true }, orderBy: { id: 'asc' } });
  const vendors = new Map<number, ActivityVendor>();
  for (const v of vendorRows) vendors.set(v.id, { ...v, rate: await rateAt(tx, v.id, v.brandType, windowStart) });
  const products: ActivityProduct[] = await tx.product.findMany({
    where: { status: 'ACTIVE', vendorListed: true, vendorId: { in: [...vendors.keys()] } },
    select: { id: true, vendorId: true, name: true, slug: true, catalogue: true, price: true, discountedPrice: true, stock: true },
    orderBy: { id: 'asc' },
  });
  const goods = new Map<number, ActivityProduct[]>();
  const properties = new Map<number, ActivityProduct[]>();
  const schedules: OrderWorld['schedules'] = new Map();
  for (const [vendorId] of vendors) {
    const own = products.filter((p) => p.vendorId === vendorId);
    const schedule = own.length ? await scheduleOf(tx, vendorId) : null;
    if (own[0]?.catalogue === 'HOME_PRODUCTS') goods.set(vendorId, own);
    else if (own.length && schedule) { properties.set(vendorId, own); schedules.set(vendorId, schedule); }
  }
  const held = await tx.viewingBooking.findMany({ where: { releasedAt: null }, select: { productId: true, startsAt: true } });
  const rates = new Map<string, CurrencyRate>((await tx.currencyRate.findMany()).map((r) => [r.code, { code: r.code as CurrencyCode, rate: r.rate, symbol: r.symbol }]));
  const promo = await tx.promoCode.findFirst({ where: { code: 'WELCOME10', isActive: true }, select: { id: true, code: true, discountPercent: true } });
  const featured = new Set(vendorRows.filter((v) => FEATURED_STORES.includes(v.storeId)).map((v) => v.id));
  return {
    products,
    world: {
      vendors, goods, properties, schedules, rates, featured,
      taken: new Set(held.map((b) => `${b.productId} ${b.startsAt.toISOString()}`)),
      promo: promo ? { id: promo.id, code: promo.code, percent: promo.discountPercent } : null,
    },
  };
}

/** Adds the activity to a database holding the demo catalogue (seedDemoData's, in its transaction). */
export async function insertDemoActivity(tx: Tx, now: Date): Promise<ActivitySummary> {
  const windowStart = new Date(startOfDay(now).getTime() - (ACTIVITY_DAYS + 30) * DAY_MS);
  await tx.commissionRate.createMany({ data: DEMO_COMMISSIONS.map((c) => ({ ...c, validFrom: windowStart, createdAt: windowStart })) });
  const { world, products } = await loadWorld(tx, now);
  const admin = await tx.vendor.findFirstOrThrow({ where: { isAdmin: true }, select: { id: true }, orderBy: { id: 'asc' } });
  const settings = { now, ...(await paymentSettings(tx)) };
  const shoppers = planShoppers(createRng('marketplace-demo-activity-shoppers'));
  const existing = new Set((await tx.order.findMany({ select: { publicId: true } })).map((o) => o.publicId));
  const orders = planOrders(createRng('marketplace-demo-activity-orders'), world, shoppers, settings, existing);
  const { parts, entries } = await writeOrders(tx, orders);
  const fundsAvailableAt = new Map(parts.map(({ id, part }) => [id, part.fundsAvailableAt]));
  const payouts = await insertDemoPayouts(tx, entries, fundsAvailableAt, now, admin.id);
  const stockMovements = await insertStockHistory(tx, products.filter((p) => p.catalogue === 'HOME_PRODUCTS'), parts, now);
  const leads = await insertLeadActivity(tx, createRng('marketplace-demo-activity-leads'), products, shoppers, now);
  const { views, saves } = await insertPageViews(tx, createRng('marketplace-demo-activity-views'), products, orders, now);
  return { orders: orders.length, parts: parts.length, ledgerLines: entries.length + payouts, payouts, stockMovements, leads, views, saves };
}

