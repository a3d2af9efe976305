/**
 * Whether an error means "the database could not be reached or answered in time" (a restart, a
 * network cut, a full server), as opposed to a fault of the query or of our code. The HTTP edge
 * answers these with 503 and Retry-After (http/errors.ts) instead of a 500; the job queue and the
 * cache bus treat them as an outage to ride out, not a crash.
 *
 * The same failure reaches us in several wrappings, so each is unwrapped here, in one place:
 * - node-postgres (`pg`): a socket error (`ECONNREFUSED`, ...), a server error with a SQLSTATE
 *   (`57P01` admin_shutdown, ...), or a plain Error with a known message (a lost connection, a
 *   connect timeout);
 * - Prisma's driver adapter (`@prisma/adapter-pg`): a `DriverAdapterError` whose `cause.kind`
 *   names the failure, or carries the SQLSTATE in `cause.code`;
 * - Prisma Client: a known request error with a P1xxx code, or the adapter's error in
 *   `meta.driverAdapterError`.
 */

/** Socket failures: nothing listens, the connection was cut, the host is unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away, not yet ready, full, or that stopped a statement
 * running past `statement_timeout` (57014). Class 08 (connection exception) is matched whole.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Prisma Client's codes for an unreachable or timed-out database (P1001 can't reach, P1002 timed out, P1008 operation timed out, P1017 connection closed, P2024 no pool connection in time). */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

/** `cause.kind` of Prisma's DriverAdapterError for the same failures. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** node-postgres's own messages for a lost or never-made connection (it gives them no code). */
const PG_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/, // pg.Pool's connectionTimeoutMillis
  /^Query read timeout/, // query_timeout
  /not queryable/, // "Client has encountered a connection error and is not queryable"
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; originalError?: unknown; name?: unknown };
  if (typeof e.code === 'string') {
    if (SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code) || PRISMA_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Wrapped: Prisma's error around the adapter's, the adapter's around pg's, GraphQL's around ours.
  return [e.meta?.driverAdapterError, e.cause, e.originalError].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}
