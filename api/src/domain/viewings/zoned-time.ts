/**
 * Wall-clock time in a store's zone (luxon over the runtime's IANA data): the weekly hours are
 * kept as minutes after local midnight, and each slot becomes one instant only here, so a day
 * that changes to or from summer time still offers its slots at the times on the vendor's sign.
 */
import { DateTime } from 'luxon';

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

export const isTimeZone = (zone: string) => zone.length <= 64 && DateTime.now().setZone(zone).isValid;

/** A local date (YYYY-MM-DD) in `zone`, or null when it is no date. */
function localDate(day: string, zone: string): DateTime | null {
  const date = DateTime.fromISO(day, { zone });
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && date.isValid ? date.startOf('day') : null;
}

/** 1 Monday … 7 Sunday of a local date. */
export const weekdayOf = (day: string, zone: string) => localDate(day, zone)?.weekday ?? null;

/** The local date and time of an instant in `zone`: ["2026-12-03", "16:30"]. */
export function localDateTime(instant: Date, zone: string): { day: string; time: string } {
  const local = DateTime.fromJSDate(instant, { zone });
  return { day: local.toISODate() ?? '', time: local.toFormat('HH:mm') };
}

/** Midnight to midnight of a local date, as instants (for "the bookings of that day"). */
export function dayBounds(day: string, zone: string): Slot | null {
  const start = localDate(day, zone);
  return start ? { startsAt: start.toJSDate(), endsAt: start.plus({ days: 1 }).toJSDate() } : null;
}

/**
 * The slots of one local date: every range cut into slots of `slotMinutes` that end within it.
 * A wall time the clocks skip (spring forward) is left out rather than moved.
 */
export function slotsOfDay(day: string, zone: string, ranges: ReadonlyArray<{ startMinute: number; endMinute: number }>, slotMinutes: number): Slot[] {
  const midnight = localDate(day, zone);
  if (!midnight) return [];
  const at = (minute: number) => midnight.set({ hour: Math.floor(minute / 60) % 24, minute: minute % 60 }).plus({ days: minute >= 1440 ? 1 : 0 });
  const slots: Slot[] = [];
  for (const range of [...ranges].sort((a, b) => a.startMinute - b.startMinute)) {
    for (let minute = range.startMinute; minute + slotMinutes <= range.endMinute; minute += slotMinutes) {
      const start = at(minute);
      if (start.hour * 60 + start.minute !== minute % 1440) continue;
      slots.push({ startsAt: start.toJSDate(), endsAt: at(minute + slotMinutes).toJSDate() });
    }
  }
  return slots;
}
