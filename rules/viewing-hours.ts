// Viewing slots (issue 37 part 3): the limits, zones and texts of a property vendor's weekly
// viewing hours, shared by the dashboard's editor, the booking dialog and the server.

/** The stores' zones the editor offers (UAE, Pakistan, UK, USA); the server accepts any IANA zone. */
export const VIEWING_TIME_ZONES = ['Asia/Dubai', 'Asia/Karachi', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const;

/** Slot lengths a vendor may choose, in minutes. */
export const VIEWING_SLOT_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** 1 Monday … 7 Sunday (ISO 8601), as the hours are stored. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES: Record<number, string> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };

export const MAX_RANGES_PER_DAY = 4;
export const MAX_BLOCKED_DAYS = 366;

export const VIEWING_HOURS_MESSAGES = {
  timeZone: 'Please choose the time zone of your store (for example Asia/Dubai).',
  slotMinutes: `The slot length must be one of ${VIEWING_SLOT_MINUTES.join(', ')} minutes.`,
  weekday: 'Each range needs a weekday from 1 (Monday) to 7 (Sunday).',
  time: 'Times are written as 24-hour HH:MM, for example 09:30 or 17:00 (24:00 for midnight at the end).',
  order: 'Each range must end after it starts and be at least one slot long.',
  overlap: (day: string) => `The ranges of ${day} overlap; join them into one range.`,
  tooManyRanges: (day: string) => `At most ${MAX_RANGES_PER_DAY} ranges on ${day}.`,
  blockedDay: 'Blocked days are dates like 2026-12-31.',
  tooManyBlockedDays: `At most ${MAX_BLOCKED_DAYS} blocked days; remove the ones that have passed.`,
  slotNotOffered: 'This time is not one of the store\'s viewing times. Please choose a free time from the list.',
  slotTaken: 'This viewing time has just been booked by someone else. Please choose another free time.',
  slotPast: 'This viewing time has passed. Please choose a later time.',
  noSlotsHere: 'This store takes viewing requests by date only; send a date without a time.',
} as const;

/** "09:30" → 570; "24:00" → 1440 (the end of a day); null when not a time. */
export function minuteOfDay(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/** 570 → "09:30". */
export const timeOfDay = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
