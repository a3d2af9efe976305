/**
 * A property vendor's viewing hours (issue 37 part 3): the store's zone, the slot length, the
 * weekly ranges and the blocked days. The signed-in vendor reads and replaces their own schedule
 * (no one sets another store's hours); no ranges at all removes it, and the store's viewings are
 * date-only requests again (docs/decisions/viewing-slots.md).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { requireSignedIn } from '../auth/guards.ts';
import { formatDateOnly, parseDateOnly } from '../promo/rules.ts';
import { isTimeZone } from './zoned-time.ts';
import { MAX_BLOCKED_DAYS, MAX_RANGES_PER_DAY, minuteOfDay, timeOfDay, VIEWING_HOURS_MESSAGES as M, VIEWING_SLOT_MINUTES, WEEKDAY_NAMES } from '@rules/viewing-hours.ts';

export interface HoursRange {
  weekday: number;
  /** "09:00" */
  start: string;
  /** "12:30"; "24:00" ends at midnight. */
  end: string;
}

export interface ViewingScheduleInput {
  timeZone: string;
  slotMinutes: number;
  hours: HoursRange[];
  /** YYYY-MM-DD in the store's zone. */
  blockedDays: string[];
}

export interface ViewingSchedule extends ViewingScheduleInput {
  vendorId: number;
}

type Range = { weekday: number; startMinute: number; endMinute: number };

/** The vendor's schedule with its ranges and blocked days, or null (date-only viewings). */
export async function scheduleOf(db: Prisma.TransactionClient, vendorId: number): Promise<(ViewingSchedule & { ranges: Range[]; blocked: Set<string> }) | null> {
  const row = await db.viewingSchedule.findUnique({
    where: { vendorId },
    include: { hours: { orderBy: [{ weekday: 'asc' }, { startMinute: 'asc' }] }, blockedDays: { orderBy: { day: 'asc' } } },
  });
  if (!row || !row.hours.length) return null;
  const blockedDays = row.blockedDays.map((b) => formatDateOnly(b.day));
  return {
    vendorId,
    timeZone: row.timeZone,
    slotMinutes: row.slotMinutes,
    hours: row.hours.map((h) => ({ weekday: h.weekday, start: timeOfDay(h.startMinute), end: timeOfDay(h.endMinute) })),
    blockedDays,
    ranges: row.hours,
    blocked: new Set(blockedDays),
  };
}

export async function myViewingSchedule(ctx: Context): Promise<ViewingSchedule | null> {
  const viewer = await requireSignedIn(ctx);
  return scheduleOf(ctx.db, viewer.vendorId);
}

function checkRanges(hours: HoursRange[], slotMinutes: number): Range[] {
  const ranges = hours.map((h) => {
    if (!Number.isInteger(h.weekday) || h.weekday < 1 || h.weekday > 7) throw new ValidationError(M.weekday, 'hours');
    const startMinute = minuteOfDay(h.start);
    const endMinute = minuteOfDay(h.end);
    if (startMinute === null || endMinute === null) throw new ValidationError(M.time, 'hours');
    if (endMinute - startMinute < slotMinutes) throw new ValidationError(M.order, 'hours');
    return { weekday: h.weekday, startMinute, endMinute };
  });
  for (const weekday of new Set(ranges.map((r) => r.weekday))) {
    const day = ranges.filter((r) => r.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute);
    if (day.length > MAX_RANGES_PER_DAY) throw new ValidationError(M.tooManyRanges(WEEKDAY_NAMES[weekday]), 'hours');
    if (day.some((r, i) => i > 0 && r.startMinute < day[i - 1].endMinute)) throw new ValidationError(M.overlap(WEEKDAY_NAMES[weekday]), 'hours');
  }
  return ranges;
}

function checkBlockedDays(days: string[]): Date[] {
  const unique = [...new Set(days.map((d) => d.trim()))];
  if (unique.length > MAX_BLOCKED_DAYS) throw new ValidationError(M.tooManyBlockedDays, 'blockedDays');
  return unique.map((text) => {
    const day = parseDateOnly(text);
    if (!day) throw new ValidationError(M.blockedDay, 'blockedDays');
    return day;
  });
}

/** Replaces the signed-in vendor's schedule whole (an editor saves the week at once); nothing changes on a refusal. */
export async function setMyViewingSchedule(ctx: Context, input: ViewingScheduleInput): Promise<ViewingSchedule | null> {
  const viewer = await requireSignedIn(ctx);
  const timeZone = input.timeZone.trim();
  if (!isTimeZone(timeZone)) throw new ValidationError(M.timeZone, 'timeZone');
  if (!(VIEWING_SLOT_MINUTES as readonly number[]).includes(input.slotMinutes)) throw new ValidationError(M.slotMinutes, 'slotMinutes');
  const ranges = checkRanges(input.hours, input.slotMinutes);
  const blocked = checkBlockedDays(input.blockedDays);
  const vendorId = viewer.vendorId;
  await ctx.db.$transaction(async (tx) => {
    await tx.viewingSchedule.deleteMany({ where: { vendorId } });
    if (!ranges.length) return;
    await tx.viewingSchedule.create({
      data: {
        vendorId,
        timeZone,
        slotMinutes: input.slotMinutes,
        hours: { create: ranges },
        blockedDays: { create: blocked.map((day) => ({ day })) },
      },
    });
  });
  return scheduleOf(ctx.db, vendorId);
}
