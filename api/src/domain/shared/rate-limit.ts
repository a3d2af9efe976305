import type { Context } from '../context.ts';
import { RateLimitedError } from '../errors.ts';
import { waitText } from '@rules/wait-text.ts';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateRule {
  /** Names the bucket, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Shown to the caller when the limit is reached; `{wait}` becomes the time left, e.g. "12 minutes". */
  message?: string;
}

const DEFAULT_RATE_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** The refusal of a full window: the rule's message with the wait filled in, and the seconds for Retry-After. */
function refusal(rule: RateRule, seconds: number): RateLimitedError {
  return new RateLimitedError((rule.message ?? DEFAULT_RATE_MESSAGE).replace('{wait}', waitText(seconds)), seconds);
}

interface Counter {
  count: number;
  reset_at: Date;
}

/**
 * Counts `hits` hits of `subject` against `rule` and refuses once the window is full. The counter
 * lives in the database (one atomic upsert), so it holds across app processes and restarts.
 */
export async function consumeRate(ctx: Pick<Context, 'db'>, rule: RateRule, subject: string, hits = 1): Promise<void> {
  const counter = await countHits(ctx, rule, subject, hits);
  if (counter.count > rule.limit) {
    throw refusal(rule, counter.resetSeconds);
  }
}

/** Where a window stands after counting: the hits in it (this one included) and the seconds until it ends. */
export interface WindowCount {
  count: number;
  resetSeconds: number;
}

/** Counts `hits` hits of `subject` in `rule`'s current window and answers where it stands (refuses nothing). */
export async function countHits(ctx: Pick<Context, 'db'>, rule: Pick<RateRule, 'name' | 'windowSeconds'>, subject: string, hits = 1): Promise<WindowCount> {
  const key = `${rule.name}:${subject}`;
  const [counter] = await ctx.db.$queryRaw<Counter[]>`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, ${hits}::int, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN ${hits}::int ELSE rate_limits.count + ${hits}::int END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`;
  return { count: counter.count, resetSeconds: secondsUntil(counter.reset_at) };
}

/** Refuses while `subject` has used up `rule`'s window, without counting a hit. */
export async function assertRateLeft(ctx: Pick<Context, 'db'>, rule: RateRule, subject: string): Promise<void> {
  const row = await ctx.db.rateLimit.findUnique({ where: { key: `${rule.name}:${subject}` } });
  if (row && row.count >= rule.limit && row.resetAt > new Date()) {
    throw refusal(rule, secondsUntil(row.resetAt));
  }
}

/** Failures allowed before a lock, and how the lock grows with each further failure. */
export interface LockoutRule {
  name: string;
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Shown while locked; `{seconds}` is replaced by the wait. */
  message: string;
}

export const DEFAULT_LOCKOUT = { freeFailures: 5, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 } as const;

/** Refuses the attempt while `subject` is locked out by earlier failures. */
export async function assertNotLocked(ctx: Pick<Context, 'db'>, rule: LockoutRule, subject: string): Promise<void> {
  const row = await ctx.db.rateLimit.findUnique({ where: { key: `${rule.name}:${subject}` } });
  if (row && row.count >= rule.freeFailures && row.resetAt > new Date()) {
    const seconds = secondsUntil(row.resetAt);
    throw new RateLimitedError(rule.message.replace('{seconds}', String(seconds)), seconds);
  }
}

/**
 * Records one failure. After `freeFailures` failures each further one locks the subject for a
 * delay that doubles (30 s, 60 s, 120 s, ... up to the maximum); failures are forgotten a day later.
 */
export async function recordFailure(ctx: Pick<Context, 'db'>, rule: LockoutRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  // reset_at is the end of the current lock, or the time of the last failure while unlocked;
  // a day after it the failures are forgotten.
  await ctx.db.$executeRaw`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() - interval '1 day' THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE
        WHEN rate_limits.reset_at > now() - interval '1 day' AND rate_limits.count + 1 >= ${rule.freeFailures}
          THEN now() + make_interval(secs => least(${rule.maxDelaySeconds}, ${rule.baseDelaySeconds} * power(2, rate_limits.count + 1 - ${rule.freeFailures})))
        ELSE now() END`;
}

/** Forgets the failures of `subject` (after a success). */
export async function clearFailures(ctx: Pick<Context, 'db'>, rule: Pick<LockoutRule, 'name'>, subject: string): Promise<void> {
  await ctx.db.rateLimit.deleteMany({ where: { key: `${rule.name}:${subject}` } });
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}
