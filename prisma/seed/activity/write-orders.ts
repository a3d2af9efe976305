// Writes the planned orders with one batched insert per table (customers, orders, parts, items,
// history, payments, viewing slots, ledger lines), not one round trip per row: the first start
// stays quick on the embedded database.
import type { Prisma } from '../../../api/src/generated/prisma/client.ts';
import { decimal } from '../../../api/src/domain/money-ledger/arithmetic.ts';
import { partEntries, refundNote } from './money.ts';
import type { WrittenEntry } from './payouts.ts';
import type { PlannedOrder, PlannedPart } from './model.ts';

type Tx = Prisma.TransactionClient;

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
      totalCost: o.parts.reduce((sum, p) => sum.add(p.total), o.parts[0].total.mul(0)), paymentMethod: o.paymentMethod, language: o.language,
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
  await tx.orderItem.createMany({
    data: parts.flatMap(({ id, order, part }) => part.items.map((i) => ({
      partId: id, productId: i.product.id, promoCodeId: i.promo?.id ?? null, productName: i.product.name, slug: i.product.slug, catalogue: i.product.catalogue,
      productPrice: i.product.price, discountedPrice: i.product.discountedPrice, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: i.lineTotal,
      currency: order.currency.code, promoCode: i.promo?.code ?? null, promoPercent: i.promo?.percent ?? null, bookingDate: i.bookingDate,
    }))),
  });
  await tx.orderPartEvent.createMany({
    data: parts.flatMap(({ id, order, part }) => [
      ...part.steps.map((s) => ({ partId: id, status: s.status, at: s.at, actorKind: s.actorKind, actorVendorId: actor(s.actorKind, part.vendor.id), note: s.note ?? null, viewingDate: s.viewingDate ?? null })),
      ...(part.refund ? [{ partId: id, status: part.status, at: part.refund.at, actorKind: 'VENDOR' as const, actorVendorId: part.vendor.id, note: refundNote(order, part), viewingDate: null }] : []),
    ]),
  });
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
  return tx.ledgerEntry.createManyAndReturn({
    data: entries.map((e) => ({ vendorId: e.vendorId, partId: e.partId, kind: e.kind, currency: e.currency, amount: decimal(e.cents), note: e.note ?? null, actorKind: e.actorKind, actorVendorId: e.actorVendorId ?? null, createdAt: e.at })),
    select: { id: true, vendorId: true, partId: true, currency: true, amount: true, createdAt: true },
  });
}

export async function writeOrders(tx: Tx, orders: PlannedOrder[]): Promise<{ parts: WrittenPart[]; entries: WrittenEntry[] }> {
  const customers = await insertCustomers(tx, orders);
  const parts = await insertOrdersAndParts(tx, orders, customers);
  await insertPartDetails(tx, parts);
  return { parts, entries: await insertLedger(tx, parts) };
}
