// The demo's payouts: twice in the window the admin paid every store its available balance in
// each currency, as payouts.ts pays it (the lines available at that moment that no payout paid
// yet, a PAYOUT line of minus their sum, each line linked once), with a bank reference.
import type { Prisma } from '../../../api/src/generated/prisma/client.ts';
import { decimal } from '../../../api/src/domain/money-ledger/arithmetic.ts';
import { DAY_MS, startOfDay } from './rhythm.ts';

type Tx = Prisma.TransactionClient;

/** Days before today the admin paid out. */
const PAYOUT_DAYS = [45, 17];

export interface WrittenEntry {
  id: number;
  vendorId: number;
  partId: number | null;
  currency: string;
  cents: bigint;
  createdAt: Date;
}

interface Payout {
  vendorId: number;
  currency: string;
  total: bigint;
  at: Date;
  reference: string;
  entryIds: number[];
}

/** Plans and writes the payouts; answers how many. */
export async function insertDemoPayouts(tx: Tx, entries: WrittenEntry[], fundsAvailableAt: Map<number, Date | null>, now: Date, adminId: number): Promise<number> {
  const paid = new Set<number>();
  const payouts: Payout[] = [];
  for (const [round, daysAgo] of PAYOUT_DAYS.entries()) {
    const at = new Date(startOfDay(now).getTime() - daysAgo * DAY_MS + 10 * 3_600_000);
    const open = new Map<string, Payout>();
    for (const entry of entries) {
      const availableAt = entry.partId === null ? entry.createdAt : fundsAvailableAt.get(entry.partId);
      if (paid.has(entry.id) || entry.createdAt > at || !availableAt || availableAt > at) continue;
      const key = `${entry.vendorId} ${entry.currency}`;
      const payout = open.get(key) ?? { vendorId: entry.vendorId, currency: entry.currency, total: BigInt(0), at, reference: `DEMO-PAYOUT-${round + 1}-${entry.currency}`, entryIds: [] };
      payout.total += entry.cents;
      payout.entryIds.push(entry.id);
      open.set(key, payout);
    }
    // Nothing available (or a negative balance after refunds) pays nothing, as in payouts.ts.
    for (const payout of open.values()) if (payout.total > BigInt(0)) { payouts.push(payout); for (const id of payout.entryIds) paid.add(id); }
  }
  if (!payouts.length) return 0;
  const rows = await tx.payout.createManyAndReturn({
    data: payouts.map((p) => ({ vendorId: p.vendorId, currency: p.currency, amount: decimal(p.total), bankReference: p.reference, createdAt: p.at })),
    select: { id: true, vendorId: true, currency: true, createdAt: true },
  });
  const idOf = new Map(rows.map((row) => [`${row.vendorId} ${row.currency} ${row.createdAt.getTime()}`, row.id]));
  const withIds = payouts.map((p) => ({ ...p, id: idOf.get(`${p.vendorId} ${p.currency} ${p.at.getTime()}`)! }));
  await tx.ledgerEntry.createMany({
    data: withIds.map((p) => ({ vendorId: p.vendorId, payoutId: p.id, kind: 'PAYOUT' as const, currency: p.currency, amount: decimal(-p.total), note: `Bank reference ${p.reference}`, actorKind: 'ADMIN' as const, actorVendorId: adminId, createdAt: p.at })),
  });
  await tx.payoutLine.createMany({ data: withIds.flatMap((p) => p.entryIds.map((entryId) => ({ entryId, payoutId: p.id }))) });
  return payouts.length;
}
