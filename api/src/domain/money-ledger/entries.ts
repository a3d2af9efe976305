/**
 * Writing ledger lines and the money steps in an order part's history: the one place lines are
 * created, always inside the transaction of the write they record (never updated: the table's
 * trigger refuses it).
 */
import type { LedgerEntryKind, OrderActorKind, Prisma } from '../../generated/prisma/client.ts';
import { decimal } from './arithmetic.ts';

export interface NewEntry {
  vendorId: number;
  partId?: number | null;
  payoutId?: number | null;
  kind: LedgerEntryKind;
  currency: string;
  /** Signed cents. */
  cents: bigint;
  note?: string | null;
  actorKind: OrderActorKind;
  actorVendorId?: number | null;
  at: Date;
}

/** Appends the lines that move money (a line of 0 is left out: it records nothing). */
export async function appendEntries(tx: Prisma.TransactionClient, entries: NewEntry[]): Promise<void> {
  const data = entries
    .filter((entry) => entry.cents !== BigInt(0))
    .map((entry) => ({
      vendorId: entry.vendorId,
      partId: entry.partId ?? null,
      payoutId: entry.payoutId ?? null,
      kind: entry.kind,
      currency: entry.currency,
      amount: decimal(entry.cents),
      note: entry.note ?? null,
      actorKind: entry.actorKind,
      actorVendorId: entry.actorVendorId ?? null,
      createdAt: entry.at,
    }));
  if (data.length) await tx.ledgerEntry.createMany({ data });
}

/** A money step in the part's history (its audit trail): the status stays, the note says what happened. */
export async function notePartHistory(tx: Prisma.TransactionClient, partId: number, note: string, actor: { actorKind: OrderActorKind; actorVendorId?: number | null }, at: Date): Promise<void> {
  const part = await tx.orderPart.findUniqueOrThrow({ where: { id: partId }, select: { status: true } });
  await tx.orderPartEvent.create({ data: { partId, status: part.status, at, actorKind: actor.actorKind, actorVendorId: actor.actorVendorId ?? null, note } });
}
