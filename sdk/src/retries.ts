/**
 * Sends a request again when the server says to come back (503 with Retry-After: busy, or the
 * database briefly away; 429: a quota spent), waiting what Retry-After says, a few times at most.
 * A write is only retried because it carries an Idempotency-Key (the client adds one), so a retry
 * that reaches the server twice still runs once.
 */
export interface RetryOptions {
  /** Tries in all, the first included (default 3). */
  attempts?: number;
  /** The longest wait between tries, in seconds, whatever Retry-After says (default 30). */
  maxWaitSeconds?: number;
  /** How to wait (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>;
}

const RETRIED_STATUSES = new Set([429, 503]);

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); 1 when it is absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}

export async function fetchWithRetries(send: () => Promise<Response>, { attempts = 3, maxWaitSeconds = 30, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: RetryOptions = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (!RETRIED_STATUSES.has(response.status) || attempt >= attempts || !response.headers.has('retry-after')) return response;
    const wait = Math.min(retryAfterSeconds(response.headers.get('retry-after')), maxWaitSeconds);
    await response.body?.cancel();
    await sleep(wait * 1000);
  }
}
