/**
 * Bank-transfer parts whose money never came (issue 36), run hourly by the job queue: a part
 * placed with Bank Transfer that is still waiting (placed or confirmed, paid less than its total)
 * once the site's deadline has passed is cancelled by the system, with the reason in its history.
 * The cancellation is the ordinary transition (orders/part-status.ts): the part's lines are
 * reversed and both the shopper and the vendor are mailed, in its own transaction; a part moved
 * meanwhile by someone else is simply left (the transition refuses, and the next run skips it).
 */
import type { Context } from '../context.ts';
import { TransitionNotAllowedError } from '../errors.ts';
import { applyTransition } from '../orders/part-status.ts';
import { paymentSettings } from './settings.ts';
import { STATUS_MAIL_TEXTS } from '../orders/status-mail-texts.ts';

const DAY_MS = 86_400_000;

/** The reason kept in the part's history (English); the mails say it in their reader's language. */
export const expiryNote = STATUS_MAIL_TEXTS.en.bankTransferExpired;

/** Cancels every overdue unpaid bank-transfer part; answers how many. */
export async function cancelUnpaidBankTransfers(ctx: Context, now = ctx.services.clock.now()): Promise<number> {
  const { bankTransferDays } = await paymentSettings(ctx.db);
  const placedBefore = new Date(now.getTime() - bankTransferDays * DAY_MS);
  const due = await ctx.db.$queryRaw<Array<{ id: number }>>`
    SELECT p.id FROM order_parts p JOIN orders o ON o.id = p.order_id
     WHERE o.payment_method = 'BANK_TRANSFER' AND o.created_at < ${placedBefore}
       AND p.status IN ('PLACED', 'CONFIRMED')
       AND p.total_cost > COALESCE((SELECT SUM(amount) FROM part_payments pp WHERE pp.part_id = p.id), 0)
     ORDER BY p.id`;
  let cancelled = 0;
  for (const { id } of due) {
    try {
      await applyTransition(ctx, id, { action: 'CANCEL', note: expiryNote(bankTransferDays), systemReason: { kind: 'BANK_TRANSFER_EXPIRED', days: bankTransferDays } }, { kind: 'SYSTEM', vendorId: null, role: 'STAFF' }, now);
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof TransitionNotAllowedError)) throw error;
    }
  }
  return cancelled;
}
