import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from './logger.ts';

const CHANNEL = 'marketplace_answer_cache';

/** The first retry after a lost connection, and the longest wait between two (doubling, with jitter). */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/** While the bus is down, how often a process forgets what it holds: no answer outlives this. */
export const DEAF_CLEAR_INTERVAL_MS = 1_000;

/**
 * Tells the other app processes on the same PostgreSQL database that a write happened, so they
 * clear their shared answer caches too (PostgreSQL LISTEN/NOTIFY; no extra service). The
 * embedded database has one process, so it needs none.
 *
 * The listening connection is lost when the database restarts; it is opened again with backoff
 * (250 ms doubling to 5 s) for as long as it takes. A notification sent while it was away is
 * lost to this process, so `onReconnect` tells the caller to forget everything it holds; a write
 * made here while it was away is announced once it is back.
 */
export interface CacheBus {
  /** Announces a local write to the other processes. */
  announce(): void;
  /** Whether the bus hears the other processes just now. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  databaseUrl: string;
  onRemoteWrite(): void;
  /** The connection was lost: from now on writes of other processes go unheard. */
  onDown?(): void;
  /** The connection is back: whatever was announced meanwhile was missed. */
  onReconnect?(): void;
  log: Logger;
  /** How long opening the connection may take (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  connectTimeoutMs?: number;
}

interface ListenerOptions {
  databaseUrl: string;
  connectTimeoutMs: number;
  /** This process's id: its own notifications are not a remote write. */
  self: string;
  onRemoteWrite(): void;
  /** The connection dropped (after it was opened; a failure to open is thrown). */
  lost(client: pg.Client, error?: Error): void;
}

/** A connection LISTENing on the channel. */
async function openListener({ databaseUrl, connectTimeoutMs, self, onRemoteWrite, lost }: ListenerOptions): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  // Both fire when the connection drops; an error before the bus holds the client is connect()'s to throw.
  client.on('error', (error) => lost(client, error));
  client.on('end', () => lost(client));
  client.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload !== self) onRemoteWrite();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/** One NOTIFY on a short-lived connection (the bus's own is down); whether it was sent. */
async function notifyThroughOwnConnection({ databaseUrl, connectTimeoutMs, self }: { databaseUrl: string; connectTimeoutMs: number; self: string }): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT pg_notify($1, $2)', [CHANNEL, self]);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * NOTIFYs through their own connection while the bus is down, one at a time: writes made while one
 * is being sent make one more after it (it does not cover them). `covered` runs when a send covered
 * every write so far and the bus is still down (once it is back, its reconnect announces).
 */
function detourNotifier(target: { databaseUrl: string; connectTimeoutMs: number; self: string }, busIsUp: () => boolean, covered: () => void): () => void {
  let inFlight = false;
  let again = false;
  const send = () => {
    if (inFlight) return void (again = true);
    inFlight = true;
    again = false;
    void notifyThroughOwnConnection(target).then((sent) => {
      inFlight = false;
      if (again) {
        if (!busIsUp()) send();
      } else if (sent && !busIsUp()) covered();
    });
  };
  return send;
}

export async function connectCacheBus({ databaseUrl, onRemoteWrite, onDown, onReconnect, log, connectTimeoutMs = 3_000 }: CacheBusOptions): Promise<CacheBus> {
  const self = crypto.randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** A write made here that the other processes have not been told of (the bus was down). */
  let unannounced = false;

  const open = () => openListener({ databaseUrl, connectTimeoutMs, self, onRemoteWrite, lost });

  function lost(client: pg.Client, error?: Error) {
    if (client !== listener || closed) return;
    listener = undefined;
    client.end().catch(() => {});
    log.warn(`cache bus: connection lost (${error?.message ?? 'closed'}); reconnecting, and until then this process keeps no answer longer than a second`);
    onDown?.();
    reconnect(0);
  }

  function reconnect(attempt: number) {
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
    retry = setTimeout(async () => {
      retry = undefined;
      let client: pg.Client;
      try {
        client = await open();
      } catch {
        if (!closed) reconnect(attempt + 1);
        return;
      }
      if (closed) return void (await client.end().catch(() => {}));
      listener = client;
      log.warn('cache bus: reconnected; this process forgot its cached answers and the books kept beside them, since writes announced meanwhile were missed');
      onReconnect?.();
      if (unannounced) notify();
    }, delay);
    // A process that is stopping does not wait for the next try.
    retry.unref();
  }

  function notify() {
    if (!listener) {
      // The listener may still be waiting out its backoff while the database is back (a write just
      // succeeded): announce through a connection of its own now, so the other processes do not
      // keep answers older than this write; if that fails too, it is sent once the bus is back.
      unannounced = true;
      notifyAroundTheBus();
      return;
    }
    unannounced = false;
    listener.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch((error) => {
      unannounced = true;
      log.error('cache bus: notify failed; it is sent again once the bus reconnects', error);
    });
  }

  // `closed` counts as "no detour needed": a stopping process sends nothing more.
  const notifyAroundTheBus = detourNotifier({ databaseUrl, connectTimeoutMs, self }, () => listener !== undefined || closed, () => {
    unannounced = false;
  });

  listener = await open();
  let pending = false;
  return {
    announce() {
      // Many writes in one tick make one notification.
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        notify();
      });
    },
    get connected() {
      return listener !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}

/**
 * Links a process's answer cache to the others on the same PostgreSQL database (none on PGlite).
 * Also with the answer cache off: a write announced here still moves its generation, which
 * empties the vendor card book (domain/catalogue/vendor-cards.ts) and the other books that
 * follow it.
 *
 * While the bus is down this process cannot hear the others' writes, so it forgets everything
 * (answers and books, through the same generation) every second: nothing it serves is more than
 * a second staler than the database. On reconnect it forgets once more and goes back to keeping
 * answers until a write.
 */
export async function attachCacheBus(services: {
  config: { databaseUrl: string | undefined; databaseTimeouts?: { connectSeconds: number } };
  responseCache: { clearLocally(): void; onLocalClear: (() => void) | undefined };
  log: Logger;
}): Promise<CacheBus | undefined> {
  const { config, responseCache, log } = services;
  if (!config.databaseUrl) return undefined;
  let deaf: NodeJS.Timeout | undefined;
  const hearAgain = () => {
    clearInterval(deaf);
    deaf = undefined;
  };
  const bus = await connectCacheBus({
    databaseUrl: config.databaseUrl,
    onRemoteWrite: () => responseCache.clearLocally(),
    onDown() {
      responseCache.clearLocally();
      deaf ??= setInterval(() => responseCache.clearLocally(), DEAF_CLEAR_INTERVAL_MS);
      deaf.unref();
    },
    onReconnect() {
      hearAgain();
      responseCache.clearLocally();
    },
    log,
    ...(config.databaseTimeouts ? { connectTimeoutMs: config.databaseTimeouts.connectSeconds * 1000 } : {}),
  });
  responseCache.onLocalClear = () => bus.announce();
  return {
    announce: () => bus.announce(),
    get connected() {
      return bus.connected;
    },
    async close() {
      hearAgain();
      await bus.close();
    },
  };
}
