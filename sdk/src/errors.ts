import type { ErrorCode } from './generated/schema-types.ts';

/**
 * A refusal of the API, on either transport: the HTTP status, the contract's `code` (the schema's
 * ErrorCode; REST bodies carry the same codes) and the server's message. A typed mutation error
 * (ValidationError, ConflictError, ...) is not thrown: it is the data the mutation answers.
 */
export class MarketplaceApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MarketplaceApiError';
  }
}

/** The error a refused answer stands for: a REST `{ code, message }` or a GraphQL `errors[0]`. */
export function errorFromBody(status: number, body: unknown): MarketplaceApiError {
  const record = (body ?? {}) as { code?: ErrorCode; message?: string; errors?: Array<{ message: string; extensions?: { code?: ErrorCode } & Record<string, unknown> }> };
  const first = record.errors?.[0];
  if (first) return new MarketplaceApiError(first.message, status, first.extensions?.code, first.extensions ?? {});
  return new MarketplaceApiError(record.message ?? `The API answered HTTP ${status}.`, status, record.code, record as Record<string, unknown>);
}
