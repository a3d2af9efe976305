// `Idempotency-Key` on every write (issue 38; draft-ietf-httpapi-idempotency-key-header): a REST
// POST/PUT/PATCH/DELETE or a GraphQL mutation sent with the header runs once per caller and key;
// a repeat of the same request (method, path and body) gets the first answer again, marked
// `Idempotent-Replayed: true`; the same key with another request is 422; while the first is still
// running, 409. Answers are kept 24 hours (domain/shared/idempotent-answers.ts). Checkout keeps
// its own, older rule (an order per key, for any caller: docs/decisions/checkout-idempotency.md),
// and uploads (multipart) are not kept (docs/decisions/idempotency-for-all-writes.md).
import crypto from 'node:crypto';
import { getOperationAST, Kind, parse } from 'graphql';
import type { Db } from '../db/database.ts';
import { sessionKeyOf } from '../domain/auth/session-check.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from '../domain/shared/idempotent-answers.ts';
import { isMultipart, readJsonBytes } from './body.ts';
import { graphqlErrorAnswer, restErrorAnswer } from './errors.ts';
import { urlOf } from './request-url.ts';
import type { ApiCaller } from './api-keys.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, 1-255 characters (a UUID fits; the draft leaves the shape to the server). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** Answers above this are not kept (a write's answer is small; a replay of a huge one is not worth the row). */
const MAX_KEPT_BYTES = 256 * 1024;
/** Writes with an idempotency rule of their own. */
const OWN_RULE = { rest: 'POST /api/checkout', graphqlField: 'placeOrder' };

/** Whose keys these are: a partner's key, a session, else the address (keys are never shared between callers). */
function callerOf(request: Request, caller: ApiCaller): string {
  if (caller.partner) return `key:${caller.partner.keyId}`;
  return sessionKeyOf(request) ?? `address:${caller.clientIp}`;
}

/** Whether a GraphQL body is a mutation (not placeOrder's): a query is never kept, a broken document is yoga's to answer. */
function isKeptMutation(text: string): boolean {
  try {
    const params = JSON.parse(text) as { query?: unknown; operationName?: unknown };
    if (typeof params.query !== 'string') return false;
    const operation = getOperationAST(parse(params.query), typeof params.operationName === 'string' ? params.operationName : undefined);
    if (operation?.operation !== 'mutation') return false;
    return !operation.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === OWN_RULE.graphqlField);
  } catch {
    return false;
  }
}

/** A copy of the request with the body already read (the request's own class, as graphql/handler.ts copies it). */
function withBody(request: Request, body: Buffer<ArrayBuffer>): Request {
  const SameKind = request.constructor as typeof Request;
  return new SameKind(request.url, { method: request.method, headers: request.headers, body: body.length ? body : undefined, signal: request.signal });
}

/**
 * Runs `run` for the request, honouring its Idempotency-Key when it is a kept write; every other
 * request goes straight to `run` (no async step of its own on that path: docs/decisions/pipeline-cost.md).
 */
export function withIdempotency(db: Db, request: Request, caller: ApiCaller, isGraphql: boolean, run: (request: Request) => Promise<Response>): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (key === null || !WRITE_METHODS.has(request.method) || isMultipart(request)) return run(request);
  return withIdempotencyKey(db, request, caller, isGraphql, run, key);
}

async function withIdempotencyKey(db: Db, request: Request, caller: ApiCaller, isGraphql: boolean, run: (request: Request) => Promise<Response>, key: string): Promise<Response> {
  const url = urlOf(request);
  if (!isGraphql && `${request.method} ${url.pathname.replace(/\/$/, '')}` === OWN_RULE.rest) return run(request);
  const refuse = (error: DomainError) => (isGraphql ? graphqlErrorAnswer(error) : restErrorAnswer(error));
  try {
    if (!KEY_SHAPE.test(key)) throw new ValidationError('The Idempotency-Key header must be 1-255 visible ASCII characters (a UUID, say).');
    const bytes = request.body ? await readJsonBytes(request) : Buffer.alloc(0);
    const copy = withBody(request, bytes);
    if (isGraphql && !isKeptMutation(bytes.toString('utf8'))) return run(copy);
    const who = callerOf(request, caller);
    const hash = crypto.createHash('sha256').update(`${request.method} ${url.pathname}${url.search}\n`).update(bytes).digest('hex');
    const claim = await claimIdempotencyKey({ db }, who, key, hash);
    if (!claim.claimed) {
      const { answer } = claim;
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType ?? 'application/json; charset=utf-8', 'cache-control': 'no-store', 'idempotent-replayed': 'true' } });
    }
    return await runAndKeep(db, who, key, () => run(copy));
  } catch (error) {
    if (error instanceof DomainError) return refuse(error);
    throw error;
  }
}

async function runAndKeep(db: Db, who: string, key: string, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseIdempotencyKey({ db }, who, key);
    throw error;
  }
  const body = await response.text();
  // Not an answer to the write: a busy or failing server, a rate limit. A retry runs it.
  if (response.status >= 500 || response.status === 429 || Buffer.byteLength(body) > MAX_KEPT_BYTES) await releaseIdempotencyKey({ db }, who, key);
  else await keepIdempotentAnswer({ db }, who, key, { status: response.status, body, contentType: response.headers.get('content-type') });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
