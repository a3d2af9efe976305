/**
 * What a step does to a viewing's time (issue 37 part 3), inside the step's transaction
 * (orders/part-status.ts): a reschedule to a time must be one of the store's free slots (it
 * releases the old slot and holds the new one, so the unique index refuses a taken time); a
 * reschedule to a date releases any slot; a cancellation releases it. Each change of a timed
 * viewing moves its invitation's sequence on.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { parseDateOnly } from '../promo/rules.ts';
import { chosenSlot } from './slots.ts';
import { holdViewingSlot, releaseViewingSlots } from './bookings.ts';
import { scheduleOf } from './schedule.ts';
import { VIEWING_HOURS_MESSAGES as M } from '@rules/viewing-hours.ts';

type Tx = Prisma.TransactionClient;

export interface LockedViewing {
  partId: number;
  vendorId: number | null;
  viewingAt: Date | null;
}

export interface ViewingChange {
  data: Prisma.OrderPartUpdateManyMutationInput;
  viewingDate?: Date;
  viewingAt: Date | null;
}

/** An ISO instant with its zone, or a ValidationError. */
export function viewingInstant(value: string | Date, field = 'viewingAt'): Date {
  const date = value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError('The viewing time must be a time with its zone, like 2026-12-03T12:30:00Z', field);
  return date;
}

const nextSequence = { viewingSequence: { increment: 1 } } satisfies Prisma.OrderPartUpdateManyMutationInput;

/** A reschedule to `at`: one of the store's free slots, held for every property of the part. */
export async function rescheduleToSlot(tx: Tx, locked: LockedViewing, at: Date, now: Date): Promise<ViewingChange> {
  const slot = await chosenSlot(tx, locked.vendorId ?? -1, at, now, 'viewingAt');
  await releaseViewingSlots(tx, locked.partId, now);
  const items = await tx.orderItem.findMany({ where: { partId: locked.partId, productId: { not: null } }, select: { productId: true } });
  await holdViewingSlot(tx, locked.partId, items.map((item) => item.productId!), slot, 'viewingAt');
  const viewingDate = parseDateOnly(slot.day)!;
  return { data: { viewingAt: slot.startsAt, viewingTimeZone: slot.timeZone, viewingDate, ...nextSequence }, viewingDate, viewingAt: slot.startsAt };
}

/** A reschedule to a date only: staff may (a store's date-only request); a shopper of a store with hours picks a time. */
export async function rescheduleToDate(tx: Tx, locked: LockedViewing, byShopper: boolean, now: Date): Promise<ViewingChange> {
  if (byShopper && locked.vendorId && (await scheduleOf(tx, locked.vendorId))) throw new ValidationError(M.slotNotOffered, 'viewingAt');
  await releaseViewingSlots(tx, locked.partId, now);
  return { data: locked.viewingAt ? { viewingAt: null, viewingTimeZone: null, ...nextSequence } : {}, viewingAt: null };
}

/** A cancelled viewing frees its slot; its time stays on the part (the cancellation's invitation names it). */
export async function cancelViewing(tx: Tx, locked: LockedViewing, now: Date): Promise<ViewingChange> {
  await releaseViewingSlots(tx, locked.partId, now);
  return { data: locked.viewingAt ? nextSequence : {}, viewingAt: locked.viewingAt };
}
