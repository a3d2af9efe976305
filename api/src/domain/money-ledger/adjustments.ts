/**
 * The admin's manual correction of a vendor's balance (issue 36): a signed amount in one currency
 * with a reason, written as its own ADJUSTMENT line (available at once). Lines are never edited:
 * a wrong adjustment is corrected by another.
 */
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError } from '../errors.ts';
import { actorOf } from './access.ts';
import { decimal } from './arithmetic.ts';
import { appendEntries } from './entries.ts';
import { currencyCode, requiredText, signedAmount } from './input.ts';

export interface AdjustmentInput {
  vendorId: number;
  currency: unknown;
  /** Signed: "-20.00" takes money from the vendor. */
  amount: unknown;
  reason: unknown;
}

export async function adjustBalance(ctx: Context, input: AdjustmentInput): Promise<{ vendorId: number; currency: string; amount: string; reason: string }> {
  const viewer = await requireAdmin(ctx);
  const currency = currencyCode(input.currency);
  const amount = signedAmount(input.amount);
  const reason = requiredText(input.reason, 'reason', 'the reason for the adjustment');
  const vendor = Number.isSafeInteger(input.vendorId) ? await ctx.db.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true } }) : null;
  if (!vendor) throw new NotFoundError('Vendor not found');
  await ctx.db.$transaction((tx) => appendEntries(tx, [{ vendorId: vendor.id, kind: 'ADJUSTMENT', currency, cents: amount, note: reason, at: ctx.services.clock.now(), ...actorOf(viewer) }]));
  ctx.services.changes.emit({ kind: 'ledger-adjusted', id: vendor.id });
  return { vendorId: vendor.id, currency, amount: decimal(amount), reason };
}
