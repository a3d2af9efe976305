/**
 * Page views of product and property pages (issue 22), counted cheaply and anonymously.
 *
 * Each process keeps a Map "product id, UTC day -> views" and adds it to product_views in one
 * upsert every `flushEveryMs` (and when the server stops): a view costs a Map update, never a
 * database write. Nothing about the viewer is stored: the per-address limit below keys on a keyed
 * hash of the address, held in memory for ten minutes and never written anywhere.
 */
import type { Db } from '../../db/database.ts';

/** One count per product per address in this window: a reload loop cannot inflate the figures. */
export const VIEW_REPEAT_WINDOW_MS = 10 * 60_000;

/** Crawlers, link previews and audits are not people looking at a listing. */
const BOT_AGENT = /bot|crawler|spider|crawling|slurp|lighthouse|headless|facebookexternalhit|preview|curl|wget|python-requests|httpclient/i;

export function isBotAgent(userAgent: string | null): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

export type ViewOutcome = 'counted' | 'bot' | 'repeat';

export interface ViewCounter {
  /** Counts one view of `productId` from the address whose keyed hash is `addressKey`. */
  record(productId: number, addressKey: string, userAgent: string | null, now?: number): ViewOutcome;
  /** Adds every pending count to product_views in one statement; returns the views written. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createViewCounter(db: Db, { flushEveryMs = 30_000, onError = (_error: unknown) => {} } = {}): ViewCounter {
  /** "productId day" -> views not yet written. */
  let pending = new Map<string, number>();
  /** "addressKey productId" -> until when a repeat is not counted. */
  const recent = new Map<string, number>();
  let flushing: Promise<number> = Promise.resolve(0);

  function forgetExpired(now: number) {
    for (const [key, until] of recent) if (until <= now) recent.delete(key);
  }

  async function write(batch: Map<string, number>): Promise<number> {
    if (!batch.size) return 0;
    const ids: number[] = [];
    const days: string[] = [];
    const counts: number[] = [];
    let total = 0;
    for (const [key, views] of batch) {
      const [id, day] = key.split(' ');
      ids.push(Number(id));
      days.push(day!);
      counts.push(views);
      total += views;
    }
    // The join drops products deleted since their view was counted.
    await db.$executeRawUnsafe(
      `INSERT INTO product_views (product_id, day, views)
       SELECT v.product_id, v.day, v.views
         FROM unnest($1::int[], $2::date[], $3::int[]) AS v(product_id, day, views)
         JOIN products p ON p.id = v.product_id
       ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + excluded.views`,
      ids,
      days,
      counts,
    );
    return total;
  }

  function flush(): Promise<number> {
    // One flush at a time, in order: a batch is taken only when the one before it is written.
    flushing = flushing.then(async () => {
      const batch = pending;
      pending = new Map();
      forgetExpired(Date.now());
      try {
        return await write(batch);
      } catch (error) {
        // Put the counts back, so a database hiccup delays them instead of losing them.
        for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views);
        onError(error);
        return 0;
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(productId, addressKey, userAgent, now = Date.now()) {
      if (isBotAgent(userAgent)) return 'bot';
      const seenKey = `${addressKey} ${productId}`;
      if ((recent.get(seenKey) ?? 0) > now) return 'repeat';
      recent.set(seenKey, now + VIEW_REPEAT_WINDOW_MS);
      const key = `${productId} ${dayOf(now)}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      return 'counted';
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
