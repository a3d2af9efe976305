import type { ErrorCode } from '../domain/error-codes.ts';

/** JSON answers with the headers every API answer carries. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** `Retry-After` for a refusal that says when to come back (a rate limit, a busy server). */
export function retryAfterHeaders(error: object): Record<string, string> {
  return 'retryAfterSeconds' in error ? { 'retry-after': String(error.retryAfterSeconds) } : {};
}

/** The REST error shape: the spec's `{ "message": ... }` with the contract's `code` (domain/error-codes.ts). */
export function errorJson(status: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return json({ code, message, ...extra }, status, headers);
}

/**
 * 405 with the `Allow` header RFC 9110, section 15.5.6, requires (the methods the path takes) and the same
 * list in the body, so a client learns what to send instead.
 */
export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  const list = [...new Set(allowed)];
  return errorJson(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed here. Use ${list.join(' or ')}.`, { allowed: list }, { allow: list.join(', ') });
}

/** Adds `name` to the answer's Vary (once). */
export function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', name);
  else if (!vary.toLowerCase().split(',').map((v) => v.trim()).includes(name)) headers.set('vary', `${vary}, ${name}`);
}
