/**
 * Payouts (issue 36): the admin pays a vendor (or every vendor) its available balance in one
 * currency, quoting the bank transfer's reference. A payout pays exactly the available lines no
 * payout paid yet (each line once: payout_lines' primary key), under the vendor's row lock, so two
 * payouts at once never pay the same money twice; its amount is their sum, which is the available
 * balance (balances.ts). Nothing available (or a negative balance, after refunds) pays nothing.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { actorOf } from './access.ts';
import { cents, decimal } from './arithmetic.ts';
import { AVAILABLE_LINE } from './balances.ts';
import { appendEntries } from './entries.ts';
import { currencyCode, REFERENCE_LIMIT, requiredText } from './input.ts';
import { recordPayoutRecorded } from '../webhooks/money-events.ts';
import type { DomainServices } from '../context.ts';

export interface PayoutInput {
  /** One vendor; absent: every vendor with money available in the currency. */
  vendorId?: number | null;
  currency: unknown;
  bankReference: unknown;
}

export interface RecordedPayout {
  id: number;
  vendorId: number;
  currency: string;
  amount: string;
  bankReference: string;
  createdAt: Date;
}

type Actor = ReturnType<typeof actorOf>;

async function payVendor(services: Pick<DomainServices, 'jobs'>, tx: Prisma.TransactionClient, vendorId: number, currency: string, bankReference: string, actor: Actor, now: Date): Promise<RecordedPayout | null> {
  // One payout per vendor at a time: the second waits, then finds the lines already paid.
  await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
  const lines = await tx.ledgerEntry.findMany({
    where: { vendorId, currency, kind: { not: 'PAYOUT' }, payoutLine: { is: null }, ...AVAILABLE_LINE(now) },
    select: { id: true, amount: true },
  });
  const total = lines.reduce((sum, line) => sum + cents(line.amount), BigInt(0));
  if (total <= BigInt(0)) return null;
  const payout = await tx.payout.create({ data: { vendorId, currency, amount: decimal(total), bankReference, createdAt: now } });
  await appendEntries(tx, [{ vendorId, payoutId: payout.id, kind: 'PAYOUT', currency, cents: -total, note: `Bank reference ${bankReference}`, at: now, ...actor }]);
  await tx.payoutLine.createMany({ data: lines.map((line) => ({ entryId: line.id, payoutId: payout.id })) });
  const recorded = { id: payout.id, vendorId, currency, amount: payout.amount.toFixed(2), bankReference, createdAt: payout.createdAt };
  await recordPayoutRecorded(services, tx, recorded);
  return recorded;
}

/** Admin only: records the payouts and answers them (none when nothing was available anywhere). */
export async function recordPayouts(ctx: Context, input: PayoutInput): Promise<RecordedPayout[]> {
  const viewer = await requireAdmin(ctx);
  const currency = currencyCode(input.currency);
  const bankReference = requiredText(input.bankReference, 'bankReference', 'the bank reference of the transfer', REFERENCE_LIMIT);
  const now = ctx.services.clock.now();
  let vendorIds: number[];
  if (input.vendorId != null) {
    const vendor = await ctx.db.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true } });
    if (!vendor) throw new NotFoundError('Vendor not found');
    vendorIds = [vendor.id];
  } else {
    const rows = await ctx.db.ledgerEntry.groupBy({ by: ['vendorId'], where: { currency }, orderBy: { vendorId: 'asc' } });
    vendorIds = rows.map((row) => row.vendorId);
  }
  const recorded: RecordedPayout[] = [];
  for (const vendorId of vendorIds) {
    const payout = await ctx.db.$transaction((tx) => payVendor(ctx.services, tx, vendorId, currency, bankReference, actorOf(viewer), now), { maxWait: 60_000, timeout: 30_000 });
    if (payout) recorded.push(payout);
  }
  if (input.vendorId != null && !recorded.length) throw new ValidationError(`This vendor has nothing available to pay out in ${currency}`, 'vendor');
  for (const payout of recorded) ctx.services.changes.emit({ kind: 'payout-recorded', id: payout.id });
  return recorded;
}

/** A vendor's payouts, newest first, each with the lines it paid. */
export function payoutsOf(db: Pick<Prisma.TransactionClient, 'payout'>, vendorId: number, limit = 100) {
  return db.payout.findMany({
    where: { vendorId },
    orderBy: { id: 'desc' },
    take: limit,
    include: { lines: { orderBy: { entryId: 'asc' }, include: { entry: { include: { part: { select: { order: { select: { publicId: true } } } } } } } } },
  });
}
export type PayoutWithLines = Awaited<ReturnType<typeof payoutsOf>>[number];
