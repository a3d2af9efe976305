import { ValidationError } from '../domain/errors.ts';

/** A whole number from a path or query parameter, with a clear 400 when it is not one. */
export function intParam(value: string | null | undefined, name: string, { min = 0, max = 2_147_483_647, fallback }: { min?: number; max?: number; fallback?: number } = {}): number {
  if (value == null || value === '') {
    if (fallback !== undefined) return fallback;
    throw new ValidationError(`${name} is required.`, name);
  }
  if (!/^-?\d{1,10}$/.test(value)) throw new ValidationError(`${name} must be a whole number.`, name);
  const number = Number(value);
  if (number < min || number > max) throw new ValidationError(`${name} must be between ${min} and ${max}.`, name);
  return number;
}

/** A short text parameter (trimmed), refused when longer than `max`. */
export function textParam(value: string | null | undefined, name: string, max = 200): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed.length > max) throw new ValidationError(`${name} is limited to ${max} characters.`, name);
  return trimmed;
}

export interface PageLimits {
  /** Largest `limit` accepted (default 1000). */
  max?: number;
  /** `limit` when none is given (default 100). */
  fallback?: number;
}

/** `limit` (1..max) and `offset` (0..1,000,000) of a list route, as Prisma's take and skip. */
export function pageParams(query: URLSearchParams, { max = 1000, fallback = 100 }: PageLimits = {}): { take: number; skip: number } {
  return {
    take: intParam(query.get('limit'), 'limit', { min: 1, max, fallback }),
    skip: intParam(query.get('offset'), 'offset', { min: 0, max: 1_000_000, fallback: 0 }),
  };
}

/** The OpenAPI description of the `limit` and `offset` that pageParams reads with the same limits. */
export function pageQueryDoc({ max = 1000, fallback = 100 }: PageLimits = {}) {
  return {
    limit: { description: `How many (default ${fallback}, at most ${max}).`, type: 'integer' as const },
    offset: { description: 'How many to skip (default 0).', type: 'integer' as const },
  };
}
