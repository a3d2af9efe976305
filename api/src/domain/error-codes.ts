/**
 * Every code an error of the API can carry, on both transports: GraphQL's `extensions.code` and a
 * mutation error's `code` (the `ErrorCode` enum of the schema), and REST's `{ code, message }`.
 * This table is the contract partners program against: one place, each code described. The
 * constructors of coded errors (domain/errors.ts, http/responses.ts, the GraphQL edge) accept only
 * its keys, so a code that is not here does not type-check. Removing or renaming a code is a
 * breaking change (CHANGELOG.md).
 */
export const ERROR_CODES = {
  // Refusals of the business rules (domain/errors.ts)
  BAD_USER_INPUT: 'The input broke a rule (a value missing, malformed or out of range); `field` names the input field when it is one. Fix the input and send it again.',
  NOT_FOUND: 'The object or path does not exist, or is not yours to see.',
  UNAUTHENTICATED: 'No session, an ended or expired session, or an API key that is unknown, revoked or expired (HTTP 401). Log in again or ask for a new key.',
  INVALID_CREDENTIALS: 'Wrong email or password (the answer never says which).',
  FORBIDDEN: "Signed in, but not allowed: another store's object, or an admin function (HTTP 403).",
  API_KEY_SCOPE_MISSING: "The partner's API key lacks the scope this operation needs (HTTP 403). Ask for a key with that scope.",
  ACCESS_REVOKED: "The store's access was revoked by the admin (HTTP 403).",
  CONFLICT: 'The input clashes with the current state: a duplicate, a taken store id or email, a changed price, an object still in use (HTTP 409).',
  OUT_OF_STOCK: 'A cart line asks for more units than are left (HTTP 409); `field` names the line (items.N), `productId` the product and `left` what is left (0: out of stock). Lower the quantity or remove the line.',
  TRANSITION_NOT_ALLOWED: 'An order part cannot take this action from the status it is in (HTTP 409). Read the part again and pick an allowed action.',
  IDEMPOTENCY_KEY_IN_USE: 'A request with the same Idempotency-Key is still running (HTTP 409). Retry in a moment to get its answer.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was already used for a different request (HTTP 422). Send a new key for a new request.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than the operation accepts (HTTP 413).',
  RATE_LIMITED: 'Too many requests from this address, account or API key (HTTP 429). Retry after `retryAfterSeconds` (GraphQL) or `Retry-After` (HTTP).',
  SERVICE_UNAVAILABLE: 'A service the operation needs (the mail server) failed (HTTP 503). Try again later.',
  SERVER_BUSY: 'More requests are waiting than the server takes on (HTTP 503). Retry after `Retry-After` seconds.',
  DATABASE_UNAVAILABLE: 'The database could not be reached just now; nothing was changed (HTTP 503). Retry after `Retry-After` seconds.',
  // Refusals of the HTTP edge
  BAD_REQUEST: 'The HTTP request itself is malformed: no GraphQL document, unreadable JSON, a bad header (HTTP 400).',
  METHOD_NOT_ALLOWED: 'The path exists but not with this HTTP method (HTTP 405); `Allow` and `allowed` list the methods it takes.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is in a format the operation does not take, e.g. multipart/form-data to a JSON route (HTTP 415).',
  INTERNAL_SERVER_ERROR: 'Something failed on our side (HTTP 500); the details are logged, never answered. Try again, and report it if it lasts.',
  // Refusals of a GraphQL document before it runs (README, "Errors and limits")
  GRAPHQL_PARSE_FAILED: 'The GraphQL document is not valid syntax.',
  GRAPHQL_VALIDATION_FAILED: 'The GraphQL document does not match the schema (an unknown field, a missing argument).',
  OPERATION_RESOLUTION_FAILURE: 'The operation cannot run this way, e.g. a mutation sent as a GET (HTTP 405).',
  QUERY_TOO_DEEP: 'The query nests deeper than the limit (`limit` and `actual` in extensions).',
  TOO_MANY_ALIASES: 'The query uses more aliases than the limit.',
  TOO_MANY_DIRECTIVES: 'The query uses more directives than the limit.',
  TOO_MANY_TOKENS: 'The query is longer (in tokens) than the limit.',
  QUERY_TOO_COMPLEX: "The query's estimated cost is above the limit; ask for smaller pages or fewer fields.",
  PERSISTED_DOCUMENT_NOT_FOUND: 'No persisted document has this documentId (the web app may have been updated: reload it).',
  PERSISTED_DOCUMENTS_ONLY: "The web app's path runs only its persisted documents; send your own documents to /graphql.",
  CANNOT_SEND_PQ_ID_AND_BODY: 'A request sent both a documentId and a query: send one of them.',
} as const satisfies Record<string, string>;

/** A code of the contract: anything else does not type-check where an error is made. */
export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
