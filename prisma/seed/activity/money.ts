// The ledger lines of the demo's parts, by the ledger's own arithmetic (domain/money-ledger/
// arithmetic.ts) and in the shape lifecycle-money.ts and refunds.ts write them: the sale and its
// commission (or a viewing's booking fee) when placed; on cancellation what was paid is refunded,
// the rest of the sale reversed and the commission returned; a refund returns the commission on
// what it gives back. Balances are never written: they are sums of these lines.
import { cents, commissionCents, commissionReturnCents, feeInCurrency, decimal } from '../../../api/src/domain/money-ledger/arithmetic.ts';
import type { NewEntry } from '../../../api/src/domain/money-ledger/entries.ts';
import type { PlannedOrder, PlannedPart } from './model.ts';

const ZERO = BigInt(0);

/** The actor of a lifecycle step as a ledger line names it. */
const actorOf = (actorKind: NewEntry['actorKind'], vendorId: number) => ({ actorKind, actorVendorId: actorKind === 'VENDOR' ? vendorId : null });

export function partEntries(order: PlannedOrder, part: PlannedPart, partId: number): NewEntry[] {
  const vendorId = part.vendor.id;
  const placedAt = part.steps[0].at;
  const line = { vendorId, partId, currency: order.currency.code };
  const entries: NewEntry[] = [];
  const percent = part.kind === 'PRODUCTS' ? part.vendor.rate.percent : '0';
  if (part.kind === 'VIEWINGS') {
    const fee = part.vendor.rate.bookingFee;
    if (fee) entries.push({ ...line, kind: 'BOOKING_FEE', cents: -feeInCurrency(fee, order.currency.rate.toString()), actorKind: 'SYSTEM', at: placedAt });
  } else {
    const sale = cents(part.total);
    entries.push({ ...line, kind: 'SALE', cents: sale, actorKind: 'SYSTEM', at: placedAt }, { ...line, kind: 'COMMISSION', cents: -commissionCents(sale, percent), note: `${percent}% commission`, actorKind: 'SYSTEM', at: placedAt });
  }
  const cancelled = part.steps.find((step) => step.status === 'CANCELLED' && !step.historyOnly);
  if (cancelled) {
    const paid = part.payments.filter((p) => p.at <= cancelled.at).reduce((sum, p) => sum + cents(p.amount), ZERO);
    const unpaid = cents(part.total) - paid;
    const fees = entries.filter((e) => e.kind === 'BOOKING_FEE').reduce((sum, e) => sum + e.cents, ZERO);
    const step = { ...line, ...actorOf(cancelled.actorKind, vendorId), at: cancelled.at };
    entries.push(
      { ...step, kind: 'REFUND', cents: -paid, note: 'Refund of what was paid, on cancellation' },
      { ...step, kind: 'CANCELLATION', cents: -unpaid, note: cancelled.note ?? null },
      { ...step, kind: 'COMMISSION_RETURN', cents: commissionReturnCents(percent, ZERO, paid + unpaid) },
      { ...step, kind: 'COMMISSION_RETURN', cents: -fees, note: 'Booking fee returned' },
    );
  }
  if (part.refund) {
    const amount = cents(part.total);
    const step = { ...line, actorKind: 'VENDOR' as const, actorVendorId: vendorId, at: part.refund.at };
    entries.push({ ...step, kind: 'REFUND', cents: -amount, note: part.refund.reason }, { ...step, kind: 'COMMISSION_RETURN', cents: commissionReturnCents(percent, ZERO, amount), note: `${percent}% of the refund` });
  }
  return entries.filter((entry) => entry.cents !== ZERO);
}

/** The refund's line in the part's history, worded as refunds.ts words it. */
export const refundNote = (order: PlannedOrder, part: PlannedPart) => `Refunded ${order.currency.code} ${decimal(cents(part.total))}: ${part.refund!.reason}`;
