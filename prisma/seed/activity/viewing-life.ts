// The life of one viewing in the demo: booked on a free slot of the store's viewing hours
// (weekends in demand), confirmed, sometimes moved or cancelled with the slot given back, and
// completed once the time has passed. A slot is held by one viewing at a time, as the database's
// partial unique index requires (docs/decisions/viewing-slots.md).
import type { scheduleOf } from '../../../api/src/domain/viewings/schedule.ts';
import { slotsOfDay, weekdayOf, type Slot } from '../../../api/src/domain/viewings/zoned-time.ts';
import type { Rng } from '../prng.ts';
import { DAY_MS, later } from './rhythm.ts';
import { dateOnly, DAY_KEY, takeStep, type PlannedPart } from './model.ts';
import type { LifeSettings } from './product-life.ts';

export type Schedule = NonNullable<Awaited<ReturnType<typeof scheduleOf>>>;

/** Active bookings: "productId startsAt" (the partial unique index's key). */
export type TakenSlots = Set<string>;

const slotKey = (productId: number, startsAt: Date) => `${productId} ${startsAt.toISOString()}`;

const CANCEL_REASONS = { SHOPPER: ['We found a place elsewhere', 'Travel plans changed'], VENDOR: ['The owner has accepted an offer', 'The tenant asked us to postpone all viewings this week'] } as const;

/** The slots of a store's local day, worked out once per store and day (zoned time is not cheap). */
const daySlots = new WeakMap<Schedule, Map<string, { weekday: number; slots: Slot[] }>>();
function slotsOn(schedule: Schedule, day: string): { weekday: number; slots: Slot[] } {
  const days = daySlots.get(schedule) ?? new Map<string, { weekday: number; slots: Slot[] }>();
  daySlots.set(schedule, days);
  let found = days.get(day);
  if (!found) {
    const weekday = weekdayOf(day, schedule.timeZone) ?? 0;
    const open = weekday > 0 && !schedule.blocked.has(day);
    found = { weekday, slots: open ? slotsOfDay(day, schedule.timeZone, schedule.ranges.filter((range) => range.weekday === weekday), schedule.slotMinutes) : [] };
    days.set(day, found);
  }
  return found;
}

/** A free slot 1 to 9 days after `after`: a weekend day twice as likely, blocked days and taken slots never. */
export function freeSlot(rng: Rng, schedule: Schedule, productId: number, after: Date, taken: TakenSlots): Slot | null {
  const candidates: Array<{ slots: Slot[]; weight: number }> = [];
  for (let ahead = 1; ahead <= 9; ahead++) {
    const day = DAY_KEY(new Date(after.getTime() + ahead * DAY_MS));
    const { weekday, slots: all } = slotsOn(schedule, day);
    const slots = all.filter((slot) => slot.startsAt > after && !taken.has(slotKey(productId, slot.startsAt)));
    if (slots.length) candidates.push({ slots, weight: weekday >= 6 ? 2.5 : 1 });
  }
  let roll = rng.next() * candidates.reduce((sum, c) => sum + c.weight, 0);
  const chosen = candidates.find((c) => (roll -= c.weight) < 0) ?? candidates.at(-1);
  if (!chosen) return null;
  const slot = rng.pick(chosen.slots);
  taken.add(slotKey(productId, slot.startsAt));
  return slot;
}

function release(part: PlannedPart, at: Date, taken: TakenSlots, productId: number): void {
  const held = part.viewing!.slots.at(-1)!;
  held.releasedAt = at;
  taken.delete(slotKey(productId, held.startsAt));
}

/** The shopper moves the viewing at `movedAt` to `slot` (taken already): the old slot is given back. */
function moveViewing(part: PlannedPart, movedAt: Date, slot: Slot, taken: TakenSlots): void {
  release(part, movedAt, taken, part.items[0].product.id);
  const date = dateOnly(slot.startsAt);
  part.viewing = { ...part.viewing!, date, at: slot.startsAt, sequence: part.viewing!.sequence + 1, slots: [...part.viewing!.slots, { ...slot, releasedAt: null }] };
  part.items[0].bookingDate = date;
  takeStep(part, 'RESCHEDULE', { at: movedAt, actorKind: 'SHOPPER', viewingDate: date, note: 'Can we move it? Something came up at work.' });
}

/**
 * A viewing moved and still to come, whatever the hour the seed runs at. The lives above move about
 * one viewing in eight, but one stays "rescheduled" only until its new slot has passed, and on
 * some days and hours none is left; the demo's boards must show every state. So when none is,
 * the latest confirmed viewing still ahead is moved by its shopper, halfway between its
 * confirmation and now, to a free slot after that.
 */
export function keepOneViewingMoved(rng: Rng, parts: PlannedPart[], schedules: Map<number, Schedule>, taken: TakenSlots, now: Date): void {
  if (parts.some((part) => part.status === 'RESCHEDULED')) return;
  const upcoming = parts.filter((part) => part.kind === 'VIEWINGS' && part.status === 'CONFIRMED' && part.viewing!.at > now);
  for (const part of upcoming.reverse()) {
    const confirmedAt = part.steps.at(-1)!.at;
    const movedAt = new Date((confirmedAt.getTime() + Math.min(now.getTime(), part.viewing!.at.getTime())) / 2);
    const slot = freeSlot(rng, schedules.get(part.vendor.id)!, part.items[0].product.id, now, taken);
    if (slot) {
      moveViewing(part, movedAt, slot, taken);
      return;
    }
  }
}

/** Plays a viewing part booked on `slot` at `placedAt` up to `now`; the part arrives REQUESTED. */
export function liveViewingPart(rng: Rng, part: PlannedPart, schedule: Schedule, taken: TakenSlots, placedAt: Date, settings: LifeSettings): void {
  const { now } = settings;
  const productId = part.items[0].product.id;
  const roll = rng.next();
  const confirmedAt = later(rng, placedAt, 1, 20, now);
  if (!confirmedAt) return;
  takeStep(part, 'CONFIRM', { at: confirmedAt, actorKind: 'VENDOR', viewingDate: part.viewing!.date });
  if (roll < 0.12) {
    const movedAt = later(rng, confirmedAt, 2, 30, now);
    const slot = movedAt && movedAt < part.viewing!.at ? freeSlot(rng, schedule, productId, movedAt, taken) : null;
    if (movedAt && slot) moveViewing(part, movedAt, slot, taken);
  } else if (roll < 0.27) {
    const actorKind = roll < 0.2 ? 'SHOPPER' : 'VENDOR';
    const cancelledAt = later(rng, confirmedAt, 2, 40, now);
    if (cancelledAt && cancelledAt < part.viewing!.at) {
      release(part, cancelledAt, taken, productId);
      takeStep(part, 'CANCEL', { at: cancelledAt, actorKind, note: rng.pick(CANCEL_REASONS[actorKind]) });
      return;
    }
  }
  const held = part.viewing!.slots.at(-1)!;
  const completedAt = later(rng, held.endsAt, 1, 8, now);
  if (!completedAt) return;
  takeStep(part, 'COMPLETE', { at: completedAt, actorKind: 'VENDOR' });
  part.fundsAvailableAt = new Date(completedAt.getTime() + settings.holdingDays * DAY_MS);
}
