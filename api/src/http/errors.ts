import { DatabaseUnavailableError, DomainError, OutOfStockError, ValidationError } from '../domain/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { json, retryAfterHeaders } from './responses.ts';
import type { ErrorCode } from '../domain/error-codes.ts';

/** The HTTP status of each domain error code: the one place a domain refusal meets HTTP. */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  API_KEY_SCOPE_MISSING: 403,
  ACCESS_REVOKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  TRANSITION_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
};

/** The status a domain refusal answers with (400 for a code without one of its own). */
export function statusOf(error: DomainError): number {
  return STATUS_BY_CODE[error.code] ?? 400;
}

/**
 * The error as a refusal the client is told about: a domain refusal as it is, a database that
 * could not be reached as DATABASE_UNAVAILABLE (503, Retry-After); undefined for anything else,
 * which stays a fault of ours (a 500, logged).
 */
export function refusalOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  return isDatabaseUnavailable(error) ? new DatabaseUnavailableError() : undefined;
}

/** The details a refusal carries beyond its code and message: the `field` of a validation error, the short line of a cart. */
function restErrorDetails(error: DomainError): Record<string, unknown> {
  if (error instanceof ValidationError && error.field) return { field: error.field };
  if (error instanceof OutOfStockError) return { field: error.field, productId: error.productId, left: error.left };
  return {};
}

/** A domain refusal in the REST shape: `{ code, message }` and its details (restErrorDetails). */
export function restErrorAnswer(error: DomainError): Response {
  return json({ code: error.code, message: error.message, ...restErrorDetails(error) }, statusOf(error), retryAfterHeaders(error));
}

/**
 * The HTTP side of a refusal inside a GraphQL answer: 200, since a refusal is an answer like any
 * other (the code says what happened), except a database that could not be reached, which is the
 * whole service failing for now: 503 with Retry-After, so clients and proxies back off and retry.
 */
export function graphqlErrorHttp(error: DomainError): { status: number; headers?: Record<string, string> } {
  return error instanceof DatabaseUnavailableError ? { status: statusOf(error), headers: retryAfterHeaders(error) } : { status: 200 };
}

/** A refusal before GraphQL runs (a body too large, a busy server), in GraphQL's error shape. */
export function graphqlErrorAnswer(error: DomainError): Response {
  return json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, statusOf(error), retryAfterHeaders(error));
}
