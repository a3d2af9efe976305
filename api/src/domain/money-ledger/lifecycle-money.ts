/**
 * The money an order part's life writes (issue 36), each in the transaction of the step itself:
 *   placed     → SALE (+ the part's total) and COMMISSION (− at the rate in force), or a viewing's
 *                BOOKING_FEE when the admin set one; the rate is written on the part for later refunds;
 *   delivered  → cash on delivery counts as paid; the money becomes available after the holding
 *                period (completed viewings alike);
 *   cancelled  → what was paid and not yet refunded is refunded, the rest of the sale is reversed,
 *                and the commission on both is returned: the part's lines then sum to zero.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AppliedTransition } from '../orders/lifecycle.ts';
import { partKindOf } from '../orders/lifecycle.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { cents, commissionCents, commissionReturnCents, decimal, feeInCurrency } from './arithmetic.ts';
import { rateAt } from './commission-rates.ts';
import { appendEntries, type NewEntry } from './entries.ts';
import { lockPartMoney } from './part-money.ts';
import { paymentSettings } from './settings.ts';

const DAY_MS = 86_400_000;

/** The sale, commission or booking fee of every part of a just-placed order. */
export async function recordPlacedOrder(tx: Prisma.TransactionClient, orderId: number, at: Date): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { currency: true, rate: true, parts: { select: { id: true, vendorId: true, brandType: true, totalCost: true, items: { select: { bookingDate: true } } } } },
  });
  const entries: NewEntry[] = [];
  for (const part of order.parts) {
    if (part.vendorId === null) continue;
    const rate = await rateAt(tx, part.vendorId, part.brandType, at);
    const line = { vendorId: part.vendorId, partId: part.id, currency: order.currency, actorKind: 'SYSTEM' as const, at };
    if (partKindOf(part.items) === 'VIEWINGS') {
      if (rate.bookingFee) entries.push({ ...line, kind: 'BOOKING_FEE', cents: -feeInCurrency(rate.bookingFee, order.rate.toString()) });
      continue;
    }
    const sale = cents(part.totalCost);
    entries.push({ ...line, kind: 'SALE', cents: sale }, { ...line, kind: 'COMMISSION', cents: -commissionCents(sale, rate.percent), note: `${rate.percent}% commission` });
    await tx.orderPart.update({ where: { id: part.id }, data: { commissionPercent: rate.percent } });
  }
  await appendEntries(tx, entries);
}

/** The money side of a status step (part-status.ts calls it under the part's lock). */
export async function recordPartStep(tx: Prisma.TransactionClient, step: AppliedTransition, now: Date): Promise<void> {
  if (step.to === 'DELIVERED' || step.to === 'COMPLETED') {
    const { holdingDays } = await paymentSettings(tx);
    await tx.orderPart.update({ where: { id: step.partId }, data: { fundsAvailableAt: new Date(now.getTime() + holdingDays * DAY_MS) } });
    if (step.to === 'DELIVERED') await recordCashOnDelivery(tx, step.partId, now);
  }
  if (step.to === 'CANCELLED') await reverseCancelledPart(tx, step, now);
}

async function recordCashOnDelivery(tx: Prisma.TransactionClient, partId: number, now: Date): Promise<void> {
  const part = await lockPartMoney(tx, partId);
  const due = part.totalCents - part.paidCents;
  if (part.paymentMethod !== 'CASH_ON_DELIVERY' || due <= BigInt(0)) return;
  // The Delivered step in the part's history is the record of this payment: no second step.
  await tx.partPayment.create({ data: { partId, amount: decimal(due), receivedOn: new Date(`${formatDateOnly(now)}T00:00:00Z`), actorKind: 'SYSTEM' } });
}

async function reverseCancelledPart(tx: Prisma.TransactionClient, step: AppliedTransition, now: Date): Promise<void> {
  const part = await lockPartMoney(tx, step.partId);
  if (part.vendorId === null) return;
  const line = { vendorId: part.vendorId, partId: part.id, currency: part.currency, actorKind: step.actor.kind, actorVendorId: step.actor.vendorId, at: now };
  const fees = await tx.ledgerEntry.aggregate({ where: { partId: part.id, kind: 'BOOKING_FEE' }, _sum: { amount: true } });
  // Refunded so far never exceeds what was paid (refunds.ts), nor paid the total (payments.ts).
  const refund = part.paidCents - part.refundedCents;
  const unpaid = part.totalCents - part.paidCents;
  await appendEntries(tx, [
    { ...line, kind: 'REFUND', cents: -refund, note: 'Refund of what was paid, on cancellation' },
    { ...line, kind: 'CANCELLATION', cents: -unpaid, note: step.note },
    { ...line, kind: 'COMMISSION_RETURN', cents: commissionReturnCents(part.commissionPercent, part.refundedCents, refund + unpaid) },
    { ...line, kind: 'COMMISSION_RETURN', cents: fees._sum.amount ? -cents(fees._sum.amount) : BigInt(0), note: 'Booking fee returned' },
  ]);
}

/**
 * Before the admin deletes an order: each part's lines not yet paid out are reversed. The lines
 * then lose their part (a line with no part counts as available), and together add nothing, so
 * a deleted order's unpaid money never becomes payable; what was paid out stays paid.
 */
export async function reverseDeletedOrder(tx: Prisma.TransactionClient, orderId: number, adminVendorId: number, now: Date): Promise<void> {
  const open = await tx.ledgerEntry.groupBy({ by: ['vendorId', 'partId', 'currency'], where: { part: { orderId }, payoutLine: { is: null } }, _sum: { amount: true } });
  await appendEntries(
    tx,
    open.map((row) => ({ vendorId: row.vendorId, partId: row.partId, currency: row.currency, kind: 'CANCELLATION' as const, cents: -cents(row._sum.amount ?? '0'), note: 'The order was deleted by the marketplace', actorKind: 'ADMIN' as const, actorVendorId: adminVendorId, at: now })),
  );
}
