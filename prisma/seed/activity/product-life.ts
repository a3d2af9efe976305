// The life of one part of goods in the demo, step by step as the lifecycle allows (placed,
// paid by bank transfer or on delivery, confirmed, shipped with a carrier and tracking number,
// delivered, sometimes cancelled or refunded), each step only when its moment has come.
import type { PaymentMethod } from '../../../api/src/generated/prisma/client.ts';
import { checkShipment } from '@rules/carriers.ts';
import type { Rng } from '../prng.ts';
import { DAY_MS, later } from './rhythm.ts';
import { MARKETS, type Market } from './shoppers.ts';
import { dateOnly, DAY_KEY, takeStep, type PlannedPart } from './model.ts';

export interface LifeSettings {
  now: Date;
  holdingDays: number;
  bankTransferDays: number;
}

const SHOPPER_CANCEL_REASONS = ['Ordered the wrong size', 'Found it closer to home', 'Changed my mind about the colour'];
const VENDOR_CANCEL_REASONS = ['The supplier cannot deliver this batch: sorry, refunded in full', 'Damaged in our warehouse before dispatch'];
const REFUND_REASONS = ['Returned: the colour did not match the room', 'Returned unopened within 14 days', 'Arrived damaged: refunded in full'];

/** Money received; a bank transfer is marked by the vendor with a line in the history (as payments.ts writes it), cash on delivery is the Delivered step itself. */
function pay(part: PlannedPart, at: Date, actorKind: 'VENDOR' | 'SYSTEM', currency: string | null): void {
  part.payments.push({ amount: part.total, receivedOn: dateOnly(at), at, actorKind });
  if (currency) part.steps.push({ status: part.status, at, actorKind, historyOnly: true, note: `Bank transfer of ${currency} ${part.total.toFixed(2)} received on ${DAY_KEY(at)}.` });
}

/** Plays the part's life from `placedAt` up to `now`; the part arrives PLACED with its first step. */
export function liveProductPart(rng: Rng, part: PlannedPart, order: { method: PaymentMethod; market: Market; currency: string; placedAt: Date }, settings: LifeSettings): void {
  const { method, market, placedAt } = order;
  const { now } = settings;
  const roll = rng.next();
  let at = placedAt;
  if (method === 'BANK_TRANSFER') {
    const paidAt = roll < 0.08 ? null : later(rng, at, 2, 40, now);
    if (!paidAt) {
      const deadline = new Date(placedAt.getTime() + settings.bankTransferDays * DAY_MS);
      if (deadline <= now) takeStep(part, 'CANCEL', { at: deadline, actorKind: 'SYSTEM', note: `No bank transfer arrived within ${settings.bankTransferDays} days` });
      return;
    }
    pay(part, paidAt, 'VENDOR', order.currency);
    at = paidAt;
  } else if (roll < 0.05) {
    const cancelledAt = later(rng, at, 1, 10, now);
    if (cancelledAt) takeStep(part, 'CANCEL', { at: cancelledAt, actorKind: 'SHOPPER', note: rng.pick(SHOPPER_CANCEL_REASONS) });
    return;
  }
  const confirmedAt = later(rng, at, 2, 20, now);
  if (!confirmedAt) return;
  takeStep(part, 'CONFIRM', { at: confirmedAt, actorKind: 'VENDOR' });
  if (roll > 0.97) {
    const cancelledAt = later(rng, confirmedAt, 4, 30, now);
    if (cancelledAt) takeStep(part, 'CANCEL', { at: cancelledAt, actorKind: 'VENDOR', note: rng.pick(VENDOR_CANCEL_REASONS) });
    return;
  }
  const shippedAt = later(rng, confirmedAt, 12, 48, now);
  if (!shippedAt) return;
  const carrier = rng.pick(MARKETS[market].carriers);
  const shipment = checkShipment(carrier.name, carrier.number(rng));
  if (!shipment.ok) throw new Error(`demo activity: ${carrier.name} ${shipment.message}`);
  part.shipment = { carrier: shipment.carrier!, trackingNumber: shipment.trackingNumber! };
  takeStep(part, 'SHIP', { at: shippedAt, actorKind: 'VENDOR', note: `${shipment.carrier} ${shipment.trackingNumber}` });
  const deliveredAt = later(rng, shippedAt, 30, 120, now);
  if (!deliveredAt) return;
  takeStep(part, 'DELIVER', { at: deliveredAt, actorKind: 'VENDOR' });
  part.fundsAvailableAt = new Date(deliveredAt.getTime() + settings.holdingDays * DAY_MS);
  if (method === 'CASH_ON_DELIVERY') pay(part, deliveredAt, 'SYSTEM', null);
  if (roll > 0.9 && roll <= 0.97) {
    const refundedAt = later(rng, deliveredAt, 48, 150, now);
    if (refundedAt) part.refund = { at: refundedAt, reason: rng.pick(REFUND_REASONS) };
  }
}
