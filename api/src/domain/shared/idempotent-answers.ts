// The kept answers of writes sent with an `Idempotency-Key` (issue 38; the HTTP edge,
// http/idempotency.ts, decides what is a write and whose key it is). One row per caller and key:
// claimed before the write runs (so two concurrent sends cannot both run it), completed with the
// answer, replayed to a repeat of the same request, forgotten after IDEMPOTENCY_WINDOW_HOURS.
import type { Context } from '../context.ts';
import { DomainError } from '../errors.ts';

/** How long a key's answer is kept (a retry comes within minutes; a day covers a queue's backoff). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The same key with another request (method, path or body): 422, the first answer stands. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('This Idempotency-Key was already used for a different request. Send a new key for a new request.', 'IDEMPOTENCY_KEY_REUSED');
  }
}

/** The first request with this key is still running: 409, retry shortly. */
export class IdempotencyKeyInUseError extends DomainError {
  constructor() {
    super('A request with this Idempotency-Key is still being processed. Retry in a moment to get its answer.', 'IDEMPOTENCY_KEY_IN_USE');
  }
}

export interface KeptAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

/**
 * Claims `key` for `caller` and this request: `claimed` when the write may run now (the row is
 * new, or the old one had expired), the kept answer to replay, or a refusal (another request
 * under the key, or the first still running).
 */
export async function claimIdempotencyKey(ctx: Pick<Context, 'db'>, caller: string, key: string, requestHash: string): Promise<{ claimed: true } | { claimed: false; answer: KeptAnswer }> {
  const cutoff = new Date(Date.now() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
  // Forget expired answers (this caller's at once, everyone's by the index on created_at).
  await ctx.db.idempotentAnswer.deleteMany({ where: { createdAt: { lt: cutoff } } });
  const inserted = await ctx.db.$executeRaw`
    INSERT INTO idempotent_answers (caller, key, request_hash) VALUES (${caller}, ${key}, ${requestHash})
    ON CONFLICT (caller, key) DO NOTHING`;
  if (inserted === 1) return { claimed: true };
  const row = await ctx.db.idempotentAnswer.findUnique({ where: { caller_key: { caller, key } } });
  if (!row) return claimIdempotencyKey(ctx, caller, key, requestHash); // released meanwhile
  if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
  if (row.status === null || row.body === null) throw new IdempotencyKeyInUseError();
  return { claimed: false, answer: { status: row.status, body: row.body, contentType: row.contentType } };
}

/** Keeps the answer of the claimed write. */
export async function keepIdempotentAnswer(ctx: Pick<Context, 'db'>, caller: string, key: string, answer: KeptAnswer): Promise<void> {
  await ctx.db.idempotentAnswer.update({ where: { caller_key: { caller, key } }, data: answer });
}

/** Releases a claim whose write did not run to an answer worth replaying (a 5xx, a 429): a retry runs it. */
export async function releaseIdempotencyKey(ctx: Pick<Context, 'db'>, caller: string, key: string): Promise<void> {
  await ctx.db.idempotentAnswer.deleteMany({ where: { caller, key, status: null } });
}
