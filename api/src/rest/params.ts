import { ValidationError } from '../domain/errors.ts';
import { json } from '../http/responses.ts';

/** The largest `offset` a list route accepts. */
const MAX_OFFSET = 1_000_000;

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
    skip: intParam(query.get('offset'), 'offset', { min: 0, max: MAX_OFFSET, fallback: 0 }),
  };
}

/** The OpenAPI description of the `limit` and `offset` that pageParams reads with the same limits. */
export function pageQueryDoc({ max = 1000, fallback = 100 }: PageLimits = {}) {
  return {
    limit: { description: `How many (default ${fallback}, at most ${max}).`, type: 'integer' as const },
    offset: { description: 'How many to skip (default 0).', type: 'integer' as const },
  };
}


/**
 * A page of a REST list (read with pageParams) as its answer: the JSON body, `X-Total-Count` (how
 * many the list holds under the same filter, counted by the domain) and, when more follow, `Link`
 * with rel="next" (and rel="prev" after the first page): this URL with limit and offset moved on.
 */
export function pagedAnswer(url: URL, page: { take: number; skip: number }, total: number, body: unknown): Response {
  const at = (offset: number) => {
    const target = new URL(url);
    target.searchParams.set('limit', String(page.take));
    target.searchParams.set('offset', String(offset));
    return `${target.pathname}${target.search}`;
  };
  const links: string[] = [];
  const next = page.skip + page.take;
  if (next < total && next <= MAX_OFFSET) links.push(`<${at(next)}>; rel="next"`);
  if (page.skip > 0) links.push(`<${at(Math.max(0, page.skip - page.take))}>; rel="prev"`);
  return json(body, 200, { 'x-total-count': String(total), ...(links.length ? { link: links.join(', ') } : {}) });
}

/** The OpenAPI description of the headers pagedAnswer sets. */
export const pagedHeadersDoc = {
  'X-Total-Count': { description: 'How many the list holds under the same filter.', schema: { type: 'integer' } },
  Link: { description: 'RFC 8288 links: rel="next" (this URL with the next offset) while more follow, rel="prev" after the first page.', schema: { type: 'string' } },
};
