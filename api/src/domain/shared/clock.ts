/**
 * The time the money rules read (issue 36: a delivered part's money becomes available once the
 * holding period has passed). One seam, so a test can move time forward through the real API
 * instead of waiting a week; production reads the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
