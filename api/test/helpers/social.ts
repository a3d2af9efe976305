import crypto from 'node:crypto';
import type { TestApp } from './test-app.ts';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The x-visitor-id header; `null` sends none. */
  visitor?: string | null;
  /** Client address; a fresh one per call unless given, so limits of other tests never interfere. */
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A fresh documentation-range address. */
export const freshIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
export const freshVisitor = () => `visitor-${crypto.randomUUID()}`;

/**
 * The x-visitor-id header for a visitor name: names made by freshVisitor() stand for ids the app
 * issued (sealed with its key, as POST /api/visitor does); any other value is sent as it is (a
 * made-up id the server must ignore).
 */
async function visitorHeader(t: TestApp, visitor: string): Promise<string> {
  if (!visitor.startsWith('visitor-')) return visitor;
  const signer = await t.app.services.signer();
  return signer.seal('visitor', visitor, Math.floor(Date.now() / 1000) + 3600);
}

/** A REST call with JSON body, bearer token and visitor id. */
export async function call(t: TestApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const visitor = options.visitor === undefined ? freshVisitor() : options.visitor;
  if (visitor) headers['x-visitor-id'] = await visitorHeader(t, visitor);
  return t.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    clientIp: options.ip ?? freshIp(),
  });
}

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** GraphQL with a visitor id, token and address. */
export async function gql(t: TestApp, query: string, variables: Record<string, unknown>, options: { token?: string; visitor?: string | null; ip?: string; acceptLanguage?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  const visitor = options.visitor === undefined ? freshVisitor() : options.visitor;
  if (visitor) headers['x-visitor-id'] = await visitorHeader(t, visitor);
  return t.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }), clientIp: options.ip ?? freshIp() }).then((r) => ({ ...r, data: r.json?.data, errors: r.json?.errors }));
}
