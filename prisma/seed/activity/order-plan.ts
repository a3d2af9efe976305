// The demo's orders over the window, day by day: goods from the home and electronics stores and
// viewings of the property stores, priced by the checkout's own rule (domain/checkout/pricing.ts)
// in the shopper's currency, each part then living its life (product-life.ts, viewing-life.ts).
import { Prisma } from '../../../api/src/generated/prisma/client.ts';
import { lineTotal, unitPrice } from '../../../api/src/domain/checkout/pricing.ts';
import { INITIAL_STATUS } from '../../../api/src/domain/orders/lifecycle.ts';
import type { CurrencyRate } from '../../../api/src/domain/money/currency.ts';
import type { Rng } from '../prng.ts';
import { activityDays, countOf, momentOf, shoppingWeight } from './rhythm.ts';
import { MARKETS, pickShopper, type Shopper } from './shoppers.ts';
import { liveProductPart, type LifeSettings } from './product-life.ts';
import { freeSlot, keepOneViewingMoved, liveViewingPart, type Schedule, type TakenSlots } from './viewing-life.ts';
import { dateOnly, type ActivityProduct, type ActivityVendor, type PlannedItem, type PlannedOrder, type PlannedPart } from './model.ts';

export interface OrderWorld {
  vendors: Map<number, ActivityVendor>;
  /** Products on sale by vendor (goods) and properties by vendor (those with viewing hours). */
  goods: Map<number, ActivityProduct[]>;
  properties: Map<number, ActivityProduct[]>;
  schedules: Map<number, Schedule>;
  taken: TakenSlots;
  rates: Map<string, CurrencyRate>;
  promo: { id: number; code: string; percent: number } | null;
  /** The demo logins' stores: busier than the rest, so their screens have the most to show. */
  featured: Set<number>;
}

/** Orders of goods per day across the marketplace, and viewings booked per day, on an ordinary weekday. */
const GOODS_PER_DAY = 3.4;
const VIEWINGS_PER_DAY = 2.2;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function weighted<T>(rng: Rng, items: Array<[T, number]>): T {
  let roll = rng.next() * items.reduce((sum, [, w]) => sum + w, 0);
  return (items.find(([, w]) => (roll -= w) < 0) ?? items[items.length - 1])[0];
}

function item(product: ActivityProduct, quantity: number, currency: CurrencyRate, promo: OrderWorld['promo'], bookingDate: Date | null): PlannedItem {
  const unit = unitPrice(product.price, product.discountedPrice, currency, promo?.percent ?? null);
  // A viewing is an appointment: its price is information, its line adds nothing.
  const total = bookingDate ? new Prisma.Decimal(0) : lineTotal(unit, quantity);
  return { product, quantity: bookingDate ? 1 : quantity, unitPrice: unit, lineTotal: total, promo, bookingDate };
}

function newPart(vendor: ActivityVendor, kind: PlannedPart['kind'], items: PlannedItem[], placedAt: Date, viewingDate: Date | null): PlannedPart {
  const status = INITIAL_STATUS[kind];
  return {
    vendor, kind, items, status,
    total: items.reduce((sum, i) => sum.add(i.lineTotal), new Prisma.Decimal(0)),
    steps: [{ status, at: placedAt, actorKind: 'SHOPPER', viewingDate }],
    payments: [], refund: null, shipment: null, viewing: null, fundsAvailableAt: null,
  };
}

function goodsPart(rng: Rng, world: OrderWorld, vendorId: number, currency: CurrencyRate, placedAt: Date): PlannedPart {
  const promo = rng.chance(0.12) ? world.promo : null;
  const chosen = rng.sample(world.goods.get(vendorId)!, rng.chance(0.3) ? 2 : 1);
  const items = chosen.map((product) => item(product, weighted(rng, [[1, 7], [2, 2.5], [3, 0.5]]), currency, promo, null));
  return newPart(world.vendors.get(vendorId)!, 'PRODUCTS', items, placedAt, null);
}

function newOrder(rng: Rng, world: OrderWorld, shopper: Shopper, createdAt: Date, parts: PlannedPart[], taken: Set<string>): PlannedOrder {
  const market = MARKETS[shopper.market];
  const currency = world.rates.get(market.currency)!;
  let publicId = '';
  while (!publicId || taken.has(publicId)) publicId = `ORD-${Array.from({ length: 8 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('')}`;
  taken.add(publicId);
  const payable = parts.some((p) => p.kind === 'PRODUCTS');
  return {
    publicId, shopper, createdAt, parts,
    currency: { code: currency.code, rate: currency.rate },
    language: rng.pick(market.languages),
    paymentMethod: payable ? (rng.chance(0.45) ? 'BANK_TRANSFER' : 'CASH_ON_DELIVERY') : null,
  };
}

function goodsOrder(rng: Rng, world: OrderWorld, shoppers: Shopper[], placedAt: Date, settings: LifeSettings, ids: Set<string>): PlannedOrder {
  const shopper = pickShopper(rng, shoppers);
  const currency = world.rates.get(MARKETS[shopper.market].currency)!;
  const sellers: Array<[number, number]> = [...world.goods.keys()].map((id) => [id, world.featured.has(id) ? 4 : 1]);
  const first = weighted(rng, sellers);
  const second = rng.chance(0.18) ? weighted(rng, sellers.filter(([id]) => id !== first)) : null;
  const parts = [first, ...(second ? [second] : [])].map((vendorId) => goodsPart(rng, world, vendorId, currency, placedAt));
  const order = newOrder(rng, world, shopper, placedAt, parts, ids);
  for (const part of parts) liveProductPart(rng, part, { method: order.paymentMethod!, market: shopper.market, currency: currency.code, placedAt }, settings);
  return order;
}

function viewingOrder(rng: Rng, world: OrderWorld, shoppers: Shopper[], placedAt: Date, settings: LifeSettings, ids: Set<string>): PlannedOrder | null {
  const stores: Array<[number, number]> = [...world.properties.keys()].map((id) => [id, world.featured.has(id) ? 3 : 1]);
  const vendorId = weighted(rng, stores);
  const product = rng.pick(world.properties.get(vendorId)!);
  const schedule = world.schedules.get(vendorId)!;
  const slot = freeSlot(rng, schedule, product.id, placedAt, world.taken);
  if (!slot) return null;
  const shopper = pickShopper(rng, shoppers);
  const currency = world.rates.get(MARKETS[shopper.market].currency)!;
  const date = dateOnly(slot.startsAt);
  const part = newPart(world.vendors.get(vendorId)!, 'VIEWINGS', [item(product, 1, currency, null, date)], placedAt, date);
  part.viewing = { date, at: slot.startsAt, timeZone: schedule.timeZone, sequence: 0, slots: [{ ...slot, releasedAt: null }] };
  liveViewingPart(rng, part, schedule, world.taken, placedAt, settings);
  return newOrder(rng, world, shopper, placedAt, [part], ids);
}

/** Every order of the window, oldest first. */
export function planOrders(rng: Rng, world: OrderWorld, shoppers: Shopper[], settings: LifeSettings, existingIds: Set<string>): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  for (const { day, daysAgo } of activityDays(settings.now)) {
    const weight = shoppingWeight(day, daysAgo);
    const moments = [
      ...Array.from({ length: countOf(rng, GOODS_PER_DAY * weight) }, () => ({ kind: 'goods' as const, at: momentOf(rng, day, settings.now) })),
      ...Array.from({ length: countOf(rng, VIEWINGS_PER_DAY * weight) }, () => ({ kind: 'viewing' as const, at: momentOf(rng, day, settings.now) })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const moment of moments) {
      const order = moment.kind === 'goods' ? goodsOrder(rng, world, shoppers, moment.at, settings, existingIds) : viewingOrder(rng, world, shoppers, moment.at, settings, existingIds);
      if (order) orders.push(order);
    }
  }
  keepOneViewingMoved(rng, orders.flatMap((order) => order.parts), world.schedules, world.taken, settings.now);
  return orders;
}
