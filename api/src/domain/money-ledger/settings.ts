/**
 * The two money settings of the site settings row (issue 36): how long a delivered part's money
 * stays pending (the holding period, default 7 days) and how long a bank-transfer part waits for
 * its money before it is cancelled (default 7 days). Read by the writes that need them; set by
 * the admin apart from the storefront's details, which are sent whole by another form.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin, requireSignedIn } from '../auth/guards.ts';
import { ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { SETTINGS_ID } from '../site/settings-book.ts';

export interface PaymentSettings {
  holdingDays: number;
  bankTransferDays: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { holdingDays: 7, bankTransferDays: 7 };
const MAX_DAYS = 365;

type Reader = Pick<Prisma.TransactionClient, 'siteSettings'>;

export async function paymentSettings(db: Reader): Promise<PaymentSettings> {
  const row = await db.siteSettings.findUnique({ where: { id: SETTINGS_ID }, select: { holdingDays: true, bankTransferDays: true } });
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

/** Signed-in vendors and the admin: a vendor learns when its money becomes available. */
export async function readPaymentSettings(ctx: Context): Promise<PaymentSettings> {
  await requireSignedIn(ctx);
  return paymentSettings(ctx.db);
}

function days(value: unknown, field: string, min: number): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > MAX_DAYS) {
    throw new ValidationError(`${field === 'holdingDays' ? 'The holding period' : 'The bank transfer deadline'} must be a whole number of days from ${min} to ${MAX_DAYS}`, field);
  }
  return number;
}

/** Admin only; bad input names its field and changes nothing. */
export async function updatePaymentSettings(ctx: Context, input: Record<string, unknown>): Promise<PaymentSettings> {
  await requireAdmin(ctx);
  const data = { holdingDays: days(input.holdingDays, 'holdingDays', 0), bankTransferDays: days(input.bankTransferDays, 'bankTransferDays', 1) };
  // Before the admin first saved the details, the row starts with the name every page shows then (settings-book.ts).
  const write = ctx.db.siteSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, businessName: 'Marketplace', ...data }, update: data, select: { holdingDays: true, bankTransferDays: true } });
  return announce(ctx, write, { kind: 'site-settings' });
}
