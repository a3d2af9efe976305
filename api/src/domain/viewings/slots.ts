/**
 * The free viewing times of a property on one local date, and the check that a time asked for is
 * one of its store's slots (issue 37 part 3). Whether a slot is still free at the moment of booking
 * is not decided here but by the database's unique index (bookings.ts): a read cannot see the
 * booking another request is committing at the same moment.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { purchasableProduct } from '../checkout/availability.ts';
import { scheduleOf } from './schedule.ts';
import { dayBounds, localDateTime, slotsOfDay, weekdayOf, type Slot } from './zoned-time.ts';
import { VIEWING_HOURS_MESSAGES as M } from '@rules/viewing-hours.ts';

type Db = Prisma.TransactionClient;

export interface DaySlots {
  /** False: the store takes date-only requests (no viewing hours set). */
  timed: boolean;
  timeZone: string | null;
  slotMinutes: number | null;
  /** The free slots of the day, earliest first (none on a blocked day or one without hours). */
  slots: Array<Slot & { time: string }>;
}

/** The store's slots of a local date that have not started, before removing the booked ones. */
function offeredSlots(schedule: NonNullable<Awaited<ReturnType<typeof scheduleOf>>>, day: string, now: Date): Slot[] {
  if (schedule.blocked.has(day)) return [];
  const weekday = weekdayOf(day, schedule.timeZone);
  const ranges = schedule.ranges.filter((r) => r.weekday === weekday);
  return slotsOfDay(day, schedule.timeZone, ranges, schedule.slotMinutes).filter((slot) => slot.startsAt > now);
}

/** A property's free viewing times on a date of its store's zone (the booking dialog's list). */
export async function freeViewingSlots(ctx: Context, productId: number, day: string): Promise<DaySlots> {
  // A booking a moment ago takes a slot: never a stored answer.
  ctx.notShareable();
  const product = await ctx.db.product.findFirst({ where: { AND: [purchasableProduct, { id: productId, catalogue: 'REAL_ESTATE' }] }, select: { id: true, vendorId: true } });
  if (!product) throw new NotFoundError('Property not found');
  const schedule = await scheduleOf(ctx.db, product.vendorId);
  if (!schedule) return { timed: false, timeZone: null, slotMinutes: null, slots: [] };
  const bounds = dayBounds(day, schedule.timeZone);
  if (!bounds) throw new ValidationError('The date must be a date like 2026-12-31', 'date');
  const booked = await ctx.db.viewingBooking.findMany({
    where: { productId, releasedAt: null, startsAt: { gte: bounds.startsAt, lt: bounds.endsAt } },
    select: { startsAt: true },
  });
  const taken = new Set(booked.map((b) => b.startsAt.getTime()));
  const slots = offeredSlots(schedule, day, ctx.services.clock.now()).filter((slot) => !taken.has(slot.startsAt.getTime()));
  return { timed: true, timeZone: schedule.timeZone, slotMinutes: schedule.slotMinutes, slots: slots.map((slot) => ({ ...slot, time: localDateTime(slot.startsAt, schedule.timeZone).time })) };
}

/** A slot a booking or a reschedule asked for, placed in its store's zone. */
export interface ChosenSlot extends Slot {
  timeZone: string;
  /** The local date (the part's viewing date). */
  day: string;
}

/**
 * The store's slot starting at `startsAt`, or a ValidationError: a store without hours takes no
 * time; one with hours takes one of its slots that has not started.
 */
export async function chosenSlot(db: Db, vendorId: number, startsAt: Date, now: Date, field: string): Promise<ChosenSlot> {
  const schedule = await scheduleOf(db, vendorId);
  if (!schedule) throw new ValidationError(M.noSlotsHere, field);
  if (startsAt <= now) throw new ValidationError(M.slotPast, field);
  const { day } = localDateTime(startsAt, schedule.timeZone);
  const slot = offeredSlots(schedule, day, now).find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw new ValidationError(M.slotNotOffered, field);
  return { ...slot, timeZone: schedule.timeZone, day };
}
