// The clock of the demo's activity: the 90 days before the day the seed runs (so the charts of
// the last 7, 30 and 90 days always have something to show), and how busy each day is. Weekends
// are busier for page views and viewings, orders grow a little over the quarter, like a shop
// that is finding its customers.
import type { Rng } from '../prng.ts';

export const ACTIVITY_DAYS = 90;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Midnight (UTC) of the day `now` falls in. */
export const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Each day of the window, oldest first, with how many days before today it is (89 … 0). */
export function activityDays(now: Date): Array<{ day: Date; daysAgo: number }> {
  const today = startOfDay(now).getTime();
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const daysAgo = ACTIVITY_DAYS - 1 - i;
    return { day: new Date(today - daysAgo * DAY_MS), daysAgo };
  });
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** How busy shopping is on `day`: weekends a third busier, the quarter growing from 0.75 to 1.2. */
export function shoppingWeight(day: Date, daysAgo: number): number {
  const growth = 1.2 - (0.45 * daysAgo) / ACTIVITY_DAYS;
  return growth * (isWeekend(day) ? 1.35 : day.getUTCDay() === 5 ? 1.1 : 1);
}

/** How many events happen on a day whose expected number is `mean` (a Poisson draw). */
export function countOf(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let product = rng.next();
  let count = 0;
  while (product > limit) {
    product *= rng.next();
    count++;
  }
  return count;
}

/** A moment of `day` in shopping hours (08:00 to 22:00 UTC), never after `now`. */
export function momentOf(rng: Rng, day: Date, now: Date): Date {
  const at = new Date(day.getTime() + rng.range(8, 22) * HOUR_MS);
  return at > now ? new Date(now.getTime() - rng.range(0.1, 2) * HOUR_MS) : at;
}

/** `hours` after `from`, drawn between the two bounds; null when that is still to come. */
export function later(rng: Rng, from: Date, minHours: number, maxHours: number, now: Date): Date | null {
  const at = new Date(from.getTime() + rng.range(minHours, maxHours) * HOUR_MS);
  return at <= now ? at : null;
}
