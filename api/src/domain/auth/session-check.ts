// A session token that is sent must be live (issue 38): an unknown, expired or ended token is
// refused with 401 UNAUTHENTICATED on every /graphql and /api request, public reads included,
// instead of being read silently as an anonymous caller, which hid from a client that its login
// had ended (docs/decisions/dead-session-token-is-401.md). Requests without a token cost nothing.
import type { Db } from '../../db/database.ts';
import { bearerToken, DEAD_SESSION_MESSAGE, hashToken, liveSessionVendor } from './viewer.ts';
import { UnauthenticatedError } from '../errors.ts';

/**
 * The refusal of a request whose session token is not live, or null (no token, or a live one).
 * Without a token the answer is null at once, not a promise: most requests carry none, and each
 * promise costs the hot path its async-context bookkeeping (docs/decisions/pipeline-cost.md).
 */
export function deadSessionRefusal(db: Db, request: Request): Promise<UnauthenticatedError | null> | null {
  const token = bearerToken(request);
  if (!token) return null;
  return liveSessionVendor(db, token).then((vendor) => (vendor ? null : new UnauthenticatedError(DEAD_SESSION_MESSAGE)));
}

/**
 * Whose session a request is sent in, as a key that names it without the token (its hash), or
 * null without one: the idempotency keys of a session's writes are its own (http/idempotency.ts).
 */
export function sessionKeyOf(request: Request): string | null {
  const token = bearerToken(request);
  return token ? `session:${hashToken(token)}` : null;
}
