import type { ErrorCode } from './error-codes.ts';

/**
 * Errors the domain raises on purpose, each with a code of the contract (error-codes.ts) and
 * nothing of HTTP: the HTTP edge maps codes to statuses (http/errors.ts); REST answers
 * `{ code, message }` with that status, GraphQL an error with `extensions.code` (or a typed result
 * for mutations).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, readonly field?: string) {
    super(message, 'BAD_USER_INPUT');
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND');
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'User is not authenticated. Token is missing.') {
    super(message, 'UNAUTHENTICATED');
  }
}

/** A partner's API key without the scope an operation needs (HTTP 403 on both transports). */
export class ApiKeyScopeError extends DomainError {
  constructor(message: string) {
    super(message, 'API_KEY_SCOPE_MISSING');
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this.') {
    super(message, 'FORBIDDEN');
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, readonly field?: string) {
    super(message, 'CONFLICT');
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message, 'RATE_LIMITED');
  }
}

/** Wrong email or password (never says which). */
export class InvalidCredentialsError extends DomainError {
  constructor(message = 'Invalid email or password.') {
    super(message, 'INVALID_CREDENTIALS');
  }
}

/** The vendor's store access was revoked by the admin. */
export class AccessRevokedError extends DomainError {
  constructor(message = 'Your store access has been revoked. Please contact the marketplace team.') {
    super(message, 'ACCESS_REVOKED');
  }
}

/**
 * A cart line asks for more units than are left (issue 37): names the line (`items.N`), the
 * product and how many are left, so the cart can say which line is short.
 */
export class OutOfStockError extends DomainError {
  constructor(
    readonly productId: number,
    readonly productName: string,
    readonly left: number,
    readonly field: string,
  ) {
    super(left > 0 ? `Only ${left} of "${productName}" left: please lower the quantity and place the order again.` : `"${productName}" is out of stock: please remove it from your cart and place the order again.`, 'OUT_OF_STOCK');
  }
}

/** The request body is larger than the operation accepts. */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(message, 'PAYLOAD_TOO_LARGE');
  }
}

/** A service we depend on (the mail server) failed; the caller may try again later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is unavailable. Please try again later.') {
    super(message, 'SERVICE_UNAVAILABLE');
  }
}

/** More requests are waiting than the server takes on; the client should retry shortly. */
export class ServerBusyError extends DomainError {
  readonly retryAfterSeconds = 1;
  constructor(message = 'The server is busy. Please try again in a moment.') {
    super(message, 'SERVER_BUSY');
  }
}

/** An order part cannot take this action from the status it is in (another action came first, or it never could). */
export class TransitionNotAllowedError extends DomainError {
  constructor(
    message: string,
    readonly from: string,
    readonly action: string,
  ) {
    super(message, 'TRANSITION_NOT_ALLOWED');
  }
}

/**
 * The database could not be reached or did not answer in time (a restart, a network cut): nothing
 * was decided, and the same request may succeed in a few seconds. Raised at the HTTP edge from the
 * driver's error (db/unavailable.ts), never by a rule of the business.
 */
export class DatabaseUnavailableError extends DomainError {
  readonly retryAfterSeconds = 5;
  constructor(message = 'The database is unavailable just now. Please try again in a few seconds.') {
    super(message, 'DATABASE_UNAVAILABLE');
  }
}
