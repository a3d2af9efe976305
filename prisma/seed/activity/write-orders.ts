// Writes the planned orders with one batched insert per table (customers, orders, parts, items,
// history, payments, viewing slots, ledger lines), not one round trip per row: the first start
// stays quick on the embedded database.
import { Prisma } from '../../../api/src/generated/prisma/client.ts';
import { decimal } from '../../../api/src/domain/money-ledger/arithmetic.ts';
import { partEntries, refundNote } from './money.ts';
import type { WrittenEntry } from './payouts.ts';
import type { NewEntry } from '../../../api/src/domain/money-ledger/entries.ts';
import { insertRows, insertRowsReturningIds, type Columns } from './bulk.ts';
import type { PlannedItem, PlannedOrder, PlannedPart, PlannedStep } from './model.ts';

type Tx = Prisma.TransactionClient;

const ITEM_COLUMNS: Columns<{ partId: number; currency: string; item: PlannedItem }> = [
  ['part_id', 'int', (r) => r.partId], ['product_id', 'int', (r) => r.item.product.id], ['promo_code_id', 'int', (r) => r.item.promo?.id ?? null],
  ['product_name', 'text', (r) => r.item.product.name], ['slug', 'text', (r) => r.item.product.slug], ['catalogue', '"Catalogue"', (r) => r.item.product.catalogue],
  ['product_price', 'numeric', (r) => r.item.product.price.toFixed(2)], ['discounted_price', 'numeric', (r) => r.item.product.discountedPrice?.toFixed(2) ?? null],
  ['unit_price', 'numeric', (r) => r.item.unitPrice.toFixed(2)], ['quantity', 'int', (r) => r.item.quantity], ['line_total', 'numeric', (r) => r.item.lineTotal.toFixed(2)],
  ['currency', 'text', (r) => r.currency], ['promo_code', 'text', (r) => r.item.promo?.code ?? null], ['promo_percent', 'int', (r) => r.item.promo?.percent ?? null],
  ['booking_date', 'date', (r) => r.item.bookingDate],
];

/** The acting vendor is named on its own steps; the shopper, the system and the admin's seeded steps name nobody. */
const EVENT_COLUMNS: Columns<{ partId: number; vendorId: number; step: PlannedStep }> = [
  ['part_id', 'int', (r) => r.partId], ['status', '"OrderPartStatus"', (r) => r.step.status], ['at', 'timestamp(3)', (r) => r.step.at],
  ['actor_kind', '"OrderActorKind"', (r) => r.step.actorKind], ['actor_vendor_id', 'int', (r) => (r.step.actorKind === 'VENDOR' ? r.vendorId : null)],
  ['note', 'text', (r) => r.step.note ?? null], ['viewing_date', 'date', (r) => r.step.viewingDate ?? null],
];

const LEDGER_COLUMNS: Columns<NewEntry> = [
  ['vendor_id', 'int', (e) => e.vendorId], ['part_id', 'int', (e) => e.partId ?? null], ['kind', '"LedgerEntryKind"', (e) => e.kind], ['currency', 'text', (e) => e.currency],
  ['amount', 'numeric', (e) => decimal(e.cents)], ['note', 'text', (e) => e.note ?? null], ['actor_kind', '"OrderActorKind"', (e) => e.actorKind],
  ['actor_vendor_id', 'int', (e) => e.actorVendorId ?? null], ['created_at', 'timestamp(3)', (e) => e.at],
];

export interface WrittenPart {
  id: number;
  order: PlannedOrder;
  part: PlannedPart;
}

async function insertCustomers(tx: Tx, orders: PlannedOrder[]): Promise<Map<string, number>> {
  const shoppers = [...new Map(orders.map((o) => [o.shopper.name, { shopper: o.shopper, since: o.createdAt }])).values()];
  const rows = await tx.customer.createManyAndReturn({
    data: shoppers.map(({ shopper: { market: _market, ...s }, since }) => ({ ...s, createdAt: since })),
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertOrdersAndParts(tx: Tx, orders: PlannedOrder[], customers: Map<string, number>): Promise<WrittenPart[]> {
  const written = await tx.order.createManyAndReturn({
    data: orders.map((o) => ({
      publicId: o.publicId, customerId: customers.get(o.shopper.name)!, currency: o.currency.code, rate: o.currency.rate,
      totalCost: o.parts.reduce((sum, p) => sum.add(p.total), new Prisma.Decimal(0)), paymentMethod: o.paymentMethod, language: o.language,
      clientName: o.shopper.name, clientEmail: o.shopper.email, clientPhone: o.shopper.phone, clientAddress: o.shopper.address,
      clientCity: o.shopper.city, clientState: o.shopper.state, clientCountry: o.shopper.country, clientPostal: o.shopper.postalCode,
      createdAt: o.createdAt,
    })),
    select: { id: true, publicId: true },
  });
  const orderIds = new Map(written.map((row) => [row.publicId, row.id]));
  const planned = orders.flatMap((order) => order.parts.map((part) => ({ order, part, orderId: orderIds.get(order.publicId)! })));
  const parts = await tx.orderPart.createManyAndReturn({
    data: planned.map(({ part, orderId }) => ({
      orderId, vendorId: part.vendor.id, storeId: part.vendor.storeId, storeName: part.vendor.storeName, brandType: part.vendor.brandType,
      totalCost: part.total, status: part.status, commissionPercent: part.kind === 'PRODUCTS' ? part.vendor.rate.percent : '0',
      viewingDate: part.viewing?.date ?? null, viewingAt: part.viewing?.at ?? null, viewingTimeZone: part.viewing?.timeZone ?? null, viewingSequence: part.viewing?.sequence ?? 0,
      carrier: part.shipment?.carrier ?? null, trackingNumber: part.shipment?.trackingNumber ?? null, fundsAvailableAt: part.fundsAvailableAt,
    })),
    select: { id: true, orderId: true, vendorId: true },
  });
  const partIds = new Map(parts.map((row) => [`${row.orderId} ${row.vendorId}`, row.id]));
  return planned.map(({ order, part, orderId }) => ({ id: partIds.get(`${orderId} ${part.vendor.id}`)!, order, part }));
}

async function insertPartDetails(tx: Tx, parts: WrittenPart[]): Promise<void> {
  const actor = (kind: string, vendorId: number) => (kind === 'VENDOR' ? vendorId : null);
  await insertRows(tx, 'order_items', ITEM_COLUMNS, parts.flatMap(({ id, order, part }) => part.items.map((item) => ({ partId: id, currency: order.currency.code, item }))));
  await insertRows(tx, 'order_part_events', EVENT_COLUMNS, parts.flatMap(({ id, order, part }) => [
    ...part.steps.map((step) => ({ partId: id, vendorId: part.vendor.id, step })),
    ...(part.refund ? [{ partId: id, vendorId: part.vendor.id, step: { status: part.status, at: part.refund.at, actorKind: 'VENDOR' as const, note: refundNote(order, part) } }] : []),
  ]));
  await tx.partPayment.createMany({
    data: parts.flatMap(({ id, part }) => part.payments.map((p) => ({ partId: id, amount: p.amount, receivedOn: p.receivedOn, actorKind: p.actorKind, actorVendorId: actor(p.actorKind, part.vendor.id), createdAt: p.at }))),
  });
  await tx.viewingBooking.createMany({
    data: parts.flatMap(({ id, part }) => (part.viewing?.slots ?? []).map((slot) => ({ productId: part.items[0].product.id, partId: id, startsAt: slot.startsAt, endsAt: slot.endsAt, releasedAt: slot.releasedAt }))),
  });
}

/** Writes every line of every part; answers the lines with their ids (for the payouts). */
async function insertLedger(tx: Tx, parts: WrittenPart[]): Promise<WrittenEntry[]> {
  const entries = parts.flatMap(({ id, order, part }) => partEntries(order, part, id));
  const ids = await insertRowsReturningIds(tx, 'ledger_entries', LEDGER_COLUMNS, entries);
  return entries.map((e, i) => ({ id: ids[i], vendorId: e.vendorId, partId: e.partId ?? null, currency: e.currency, cents: e.cents, createdAt: e.at }));
}

export async function writeOrders(tx: Tx, orders: PlannedOrder[]): Promise<{ parts: WrittenPart[]; entries: WrittenEntry[] }> {
  const customers = await insertCustomers(tx, orders);
  const parts = await insertOrdersAndParts(tx, orders, customers);
  await insertPartDetails(tx, parts);
  return { parts, entries: await insertLedger(tx, parts) };
}
