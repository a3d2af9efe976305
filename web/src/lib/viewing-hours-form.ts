// The dashboard's viewing hours editor as data (issue 37 part 3): the store's week as the form
// holds it (ranges per weekday), the checks it makes before saving (the server's rules, from
// rules/viewing-hours.ts), and where a refusal of the server belongs on the form.
import { MAX_RANGES_PER_DAY, minuteOfDay, VIEWING_TIME_ZONES, WEEKDAY_NAMES, WEEKDAYS } from '@rules/viewing-hours.ts';

export interface RangeDraft {
  /** A React key that survives removing another range of the day. */
  key: number;
  start: string;
  end: string;
}

export interface ScheduleDraft {
  timeZone: string;
  slotMinutes: number;
  /** Ranges by weekday (1 Monday … 7 Sunday). */
  days: Record<number, RangeDraft[]>;
  /** YYYY-MM-DD, earliest first. */
  blockedDays: string[];
}

export interface SavedSchedule {
  timeZone: string;
  slotMinutes: number;
  hours: ReadonlyArray<{ weekday: number; start: string; end: string }>;
  blockedDays: ReadonlyArray<unknown>;
}

/** What is wrong with one weekday's ranges; null when they can be saved. */
export type DayProblem = 'tooShort' | 'overlap' | null;

let nextKey = 1;
export const newRange = (start = '09:00', end = '17:00'): RangeDraft => ({ key: nextKey++, start, end });

/** A new store's form: its zone guessed from the browser when it is one the editor offers, hourly viewings, no hours yet. */
export function draftOf(saved: SavedSchedule | null, browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone): ScheduleDraft {
  const days: Record<number, RangeDraft[]> = Object.fromEntries(WEEKDAYS.map((day) => [day, []]));
  for (const range of saved?.hours ?? []) days[range.weekday]?.push(newRange(range.start, range.end));
  const offered = (VIEWING_TIME_ZONES as readonly string[]).includes(browserZone) ? browserZone : VIEWING_TIME_ZONES[0];
  return {
    timeZone: saved?.timeZone ?? offered,
    slotMinutes: saved?.slotMinutes ?? 60,
    days,
    blockedDays: (saved?.blockedDays ?? []).map((day) => String(day).slice(0, 10)).sort(),
  };
}

/** The server's checks of one day, said beside the day: each range at least one slot long, none overlapping. */
export function dayProblem(ranges: readonly RangeDraft[], slotMinutes: number): DayProblem {
  const minutes = ranges.map((range) => ({ start: minuteOfDay(range.start), end: minuteOfDay(range.end) }));
  if (minutes.some(({ start, end }) => start === null || end === null || end - start < slotMinutes)) return 'tooShort';
  const sorted = [...minutes].sort((a, b) => a.start! - b.start!);
  return sorted.some((range, i) => i > 0 && range.start! < sorted[i - 1].end!) ? 'overlap' : null;
}

export const canAddRange = (ranges: readonly RangeDraft[]) => ranges.length < MAX_RANGES_PER_DAY;

/** The mutation's input: every range of the week, Monday first. */
export function scheduleInput(draft: ScheduleDraft) {
  return {
    timeZone: draft.timeZone,
    slotMinutes: draft.slotMinutes,
    hours: WEEKDAYS.flatMap((weekday) => draft.days[weekday].map(({ start, end }) => ({ weekday, start, end }))),
    blockedDays: draft.blockedDays,
  };
}

/** The zones offered: the editor's list, and the store's own when it saved another over the API. */
export const zoneChoices = (current: string): string[] => ((VIEWING_TIME_ZONES as readonly string[]).includes(current) ? [...VIEWING_TIME_ZONES] : [current, ...VIEWING_TIME_ZONES]);

/**
 * Where a refusal of the server goes: a weekday's ranges when its message names the day ("The
 * ranges of Monday overlap"), else the field it names (timeZone, slotMinutes, blockedDays, hours).
 */
export function refusalPlace(field: string | null | undefined, message: string): { weekday: number } | { field: string } {
  if (field === 'hours') {
    const weekday = WEEKDAYS.find((day) => message.includes(WEEKDAY_NAMES[day]));
    if (weekday) return { weekday };
  }
  return { field: field ?? 'form' };
}
