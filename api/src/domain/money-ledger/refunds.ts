/**
 * A refund on one order part (issue 36), full or partial, by the part's vendor or the admin, with
 * a reason. The part's row is locked first, then what was paid and refunded is read under the
 * lock: refunds at once queue one behind the other, so together they never give back more than
 * the shopper paid. The commission on the refunded amount returns to the vendor (arithmetic.ts);
 * a refund of the whole part returns its units to stock; the shopper is mailed, the step is written to the part's history, and the change announced.
 */
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { queueRefundMail } from '../orders/status-mail.ts';
import { actorOf, requirePartStaff } from './access.ts';
import { commissionReturnCents, decimal } from './arithmetic.ts';
import { appendEntries, notePartHistory } from './entries.ts';
import { lockPartMoney } from './part-money.ts';
import { positiveAmount, requiredText } from './input.ts';
import { recordPartRefunded } from '../webhooks/money-events.ts';
import { returnPartStock } from '../stock/returns.ts';

export interface RefundInput {
  amount: unknown;
  reason: unknown;
}

export interface Refunded {
  partId: number;
  orderId: number;
  amount: string;
  refunded: string;
  paid: string;
  currency: string;
}

export async function refundOrderPart(ctx: Context, partId: number, input: RefundInput): Promise<Refunded> {
  const viewer = await requirePartStaff(ctx, partId, 'the refunds');
  const amount = positiveAmount(input.amount);
  const reason = requiredText(input.reason, 'reason', 'the reason for the refund');
  const now = ctx.services.clock.now();
  const actor = actorOf(viewer);
  const result = await ctx.db.$transaction(
    async (tx) => {
      const part = await lockPartMoney(tx, partId);
      if (part.status === 'CANCELLED') throw new ValidationError('This part is cancelled: what was paid was refunded with the cancellation', 'amount');
      if (part.vendorId === null) throw new ValidationError('The store of this part was deleted: its money can no longer move', 'amount');
      const refundable = part.paidCents - part.refundedCents;
      if (refundable <= BigInt(0)) throw new ValidationError('Nothing paid on this part is left to refund', 'amount');
      if (amount > refundable) throw new ValidationError(`At most ${part.currency} ${decimal(refundable)} can be refunded on this part`, 'amount');
      const line = { vendorId: part.vendorId, partId, currency: part.currency, at: now, ...actor };
      await appendEntries(tx, [
        { ...line, kind: 'REFUND', cents: -amount, note: reason },
        { ...line, kind: 'COMMISSION_RETURN', cents: commissionReturnCents(part.commissionPercent, part.refundedCents, amount), note: `${part.commissionPercent}% of the refund` },
      ]);
      await notePartHistory(tx, partId, `Refunded ${part.currency} ${decimal(amount)}: ${reason}`, actor, now);
      // A refund of the whole part means the goods came back: its units return to stock (a partial
      // refund returns none; docs/decisions/stock-returns.md).
      if (part.refundedCents + amount >= part.totalCents) await returnPartStock(ctx, tx, partId, 'REFUND');
      await queueRefundMail(ctx, tx, { partId, amount: decimal(amount), currency: part.currency, reason });
      const refunded = { amount: decimal(amount), refunded: decimal(part.refundedCents + amount), paid: decimal(part.paidCents) };
      await recordPartRefunded(ctx.services, tx, { partId, orderPublicId: part.orderPublicId, vendorId: part.vendorId, currency: part.currency }, { ...refunded, reason });
      return { partId, orderId: part.orderId, ...refunded, currency: part.currency };
    },
    { maxWait: 60_000, timeout: 30_000 },
  );
  ctx.services.changes.emit({ kind: 'order-part-refunded', id: partId });
  ctx.services.changes.emit({ kind: 'order', id: result.orderId });
  return result;
}
