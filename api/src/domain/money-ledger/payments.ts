/**
 * A bank transfer marked received (issue 36): the part's vendor (own parts) or the admin records
 * the amount and the day it arrived. Under the part's row lock, so two records at once can never
 * take the paid total over the part's total; written to the part's history and announced.
 */
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { actorOf, requirePartStaff } from './access.ts';
import { decimal } from './arithmetic.ts';
import { notePartHistory } from './entries.ts';
import { lockPartMoney, paymentStateOf, type PaymentState } from './part-money.ts';
import { pastOrToday, positiveAmount } from './input.ts';
import { recordPaymentReceived } from '../webhooks/money-events.ts';

export interface FundsReceivedInput {
  amount: unknown;
  /** The day the money arrived (YYYY-MM-DD); absent: today. */
  receivedOn?: unknown;
}

export interface FundsReceived {
  partId: number;
  orderId: number;
  paid: string;
  total: string;
  currency: string;
  state: PaymentState;
}

export async function recordFundsReceived(ctx: Context, partId: number, input: FundsReceivedInput): Promise<FundsReceived> {
  const viewer = await requirePartStaff(ctx, partId, 'the payments');
  const amount = positiveAmount(input.amount);
  const now = ctx.services.clock.now();
  const receivedOn = pastOrToday(input.receivedOn, 'receivedOn', now);
  const actor = actorOf(viewer);
  const result = await ctx.db.$transaction(
    async (tx) => {
      const part = await lockPartMoney(tx, partId);
      if (part.paymentMethod !== 'BANK_TRANSFER') throw new ValidationError('Only a part paid by bank transfer waits for its money', 'amount');
      if (part.status === 'CANCELLED') throw new ValidationError('This part is cancelled: no payment can be recorded on it', 'amount');
      const open = part.totalCents - part.paidCents;
      if (amount > open) throw new ValidationError(`At most ${part.currency} ${decimal(open)} is still due on this part`, 'amount');
      await tx.partPayment.create({ data: { partId, amount: decimal(amount), receivedOn, ...actor } });
      await notePartHistory(tx, partId, `Bank transfer of ${part.currency} ${decimal(amount)} received on ${formatDateOnly(receivedOn)}.`, actor, now);
      const paidCents = part.paidCents + amount;
      const receipt = { amount: decimal(amount), paid: decimal(paidCents), total: decimal(part.totalCents), receivedOn: formatDateOnly(receivedOn) };
      await recordPaymentReceived(ctx.services, tx, { partId, orderPublicId: part.orderPublicId, vendorId: part.vendorId, currency: part.currency }, receipt);
      return { partId, orderId: part.orderId, paid: decimal(paidCents), total: decimal(part.totalCents), currency: part.currency, state: paymentStateOf({ ...part, paidCents }) };
    },
    { maxWait: 60_000, timeout: 30_000 },
  );
  ctx.services.changes.emit({ kind: 'order-part-funds-received', id: partId });
  ctx.services.changes.emit({ kind: 'order', id: result.orderId });
  return result;
}
