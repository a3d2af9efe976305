import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from './logger.ts';

const CHANNEL = 'marketplace_answer_cache';

/**
 * Tells the other app processes on the same PostgreSQL database that a write happened, so they
 * clear their shared answer caches too (PostgreSQL LISTEN/NOTIFY; no extra service). The
 * embedded database has one process, so it needs none.
 */
export interface CacheBus {
  /** Announces a local write to the other processes. */
  announce(): void;
  close(): Promise<void>;
}

export async function connectCacheBus({ databaseUrl, onRemoteWrite, log }: { databaseUrl: string; onRemoteWrite(): void; log: Logger }): Promise<CacheBus> {
  const self = crypto.randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload !== self) onRemoteWrite();
  });
  listener.on('error', (error) => log.error('cache bus: connection lost; answers may stay stale up to the cache TTL', error));
  await listener.query(`LISTEN ${CHANNEL}`);

  let pending = false;
  return {
    announce() {
      // Many writes in one tick make one notification.
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        listener.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch((error) => log.error('cache bus: notify failed', error));
      });
    },
    close: () => listener.end(),
  };
}

/**
 * Links a process's answer cache to the others on the same PostgreSQL database (none on PGlite).
 * Also with the answer cache off: a write announced here still moves its generation, which
 * empties the vendor card book (domain/catalogue/vendor-cards.ts).
 */
export async function attachCacheBus(services: {
  config: { databaseUrl: string | undefined };
  responseCache: { clearLocally(): void; onLocalClear: (() => void) | undefined };
  log: Logger;
}): Promise<CacheBus | undefined> {
  const { config, responseCache, log } = services;
  if (!config.databaseUrl) return undefined;
  const bus = await connectCacheBus({ databaseUrl: config.databaseUrl, onRemoteWrite: () => responseCache.clearLocally(), log });
  responseCache.onLocalClear = () => bus.announce();
  return bus;
}
