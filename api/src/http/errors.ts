import { DomainError, ValidationError } from '../domain/errors.ts';
import { json, retryAfterHeaders } from './responses.ts';

/** The HTTP status of each domain error code: the one place a domain refusal meets HTTP. */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCESS_REVOKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TRANSITION_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
};

/** The status a domain refusal answers with (400 for a code without one of its own). */
export function statusOf(error: DomainError): number {
  return STATUS_BY_CODE[error.code] ?? 400;
}

/** A domain refusal in the REST shape: `{ message }` (and the `field` of a validation error). */
export function restErrorAnswer(error: DomainError): Response {
  return json({ message: error.message, ...(error instanceof ValidationError && error.field ? { field: error.field } : {}) }, statusOf(error), retryAfterHeaders(error));
}

/** A refusal before GraphQL runs (a body too large, a busy server), in GraphQL's error shape. */
export function graphqlErrorAnswer(error: DomainError): Response {
  return json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, statusOf(error), retryAfterHeaders(error));
}
