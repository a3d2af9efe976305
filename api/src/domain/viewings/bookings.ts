/**
 * The slots viewings hold (issue 37 part 3). Holding a slot inserts a booking row; the partial
 * unique index viewing_bookings_active_slot_key (property, start, while not released) refuses a
 * second one, so of any number of shoppers booking one slot at once exactly one succeeds and the
 * others get a clear ConflictError. Cancelling or moving a viewing releases its rows.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import { ConflictError } from '../errors.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { VIEWING_HOURS_MESSAGES as M } from '@rules/viewing-hours.ts';
import type { Slot } from './zoned-time.ts';

type Tx = Prisma.TransactionClient;

/** Holds `slot` of each property for the part, or refuses (ConflictError) when one is taken. */
export async function holdViewingSlot(tx: Tx, partId: number, productIds: number[], slot: Slot, field: string): Promise<void> {
  try {
    await tx.viewingBooking.createMany({ data: productIds.map((productId) => ({ productId, partId, startsAt: slot.startsAt, endsAt: slot.endsAt })) });
  } catch (error) {
    if (uniqueViolation(error)) throw new ConflictError(M.slotTaken, field);
    throw error;
  }
}

/** Frees the slots a part holds (cancelled, or moved before holding the new one). */
export async function releaseViewingSlots(tx: Tx, partId: number, now: Date): Promise<void> {
  await tx.viewingBooking.updateMany({ where: { partId, releasedAt: null }, data: { releasedAt: now } });
}
