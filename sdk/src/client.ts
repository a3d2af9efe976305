import createClient from 'openapi-fetch';
import type { paths } from './generated/rest-api.ts';
import { errorFromBody } from './errors.ts';
import { fetchWithRetries, type RetryOptions } from './retries.ts';

export interface MarketplaceClientOptions {
  /** Where the marketplace answers, e.g. https://marketplace.example (no /api or /graphql). */
  baseUrl: string;
  /** The partner's key (`mk_...`), sent as X-Api-Key. */
  apiKey: string;
  /** Retries of 503/429 answers that carry Retry-After. */
  retry?: RetryOptions;
  /** The network (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** A new Idempotency-Key for each write (default: crypto.randomUUID()). */
  newIdempotencyKey?: () => string;
}

export interface WriteOptions {
  /** Send your own key to make a write safe to repeat across restarts of your program (kept 24 h). */
  idempotencyKey?: string;
}

const MUTATION = /^\s*(?:#[^\n]*\n\s*)*mutation\b/;

/**
 * The marketplace's partner API with one key:
 * - `graphql(document, variables)`: answers `data`, throws MarketplaceApiError for `errors`;
 * - `rest`: an openapi-fetch client typed by the OpenAPI document (`rest.GET('/products/slug/{slug}', ...)`).
 * Every write (a mutation, a REST call other than GET) carries an Idempotency-Key, the same on each
 * retry, so a retried write runs once.
 */
export function createMarketplaceClient(options: MarketplaceClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const network = options.fetch ?? ((request: Request) => fetch(request));
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());

  /** Adds the key (and a write's Idempotency-Key), then sends with retries. */
  function send(request: Request, write: boolean, idempotencyKey?: string): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set('x-api-key', options.apiKey);
    if (write && !headers.has('idempotency-key')) headers.set('idempotency-key', idempotencyKey ?? newKey());
    const signed = new Request(request, { headers });
    return fetchWithRetries(() => network(signed.clone()), options.retry);
  }

  async function graphql<Data = Record<string, unknown>>(document: string, variables: Record<string, unknown> = {}, writeOptions: WriteOptions = {}): Promise<Data> {
    const request = new Request(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: document, variables }),
    });
    const response = await send(request, MUTATION.test(document), writeOptions.idempotencyKey);
    const body = (await response.json().catch(() => null)) as { data?: Data | null; errors?: unknown[] } | null;
    if (!response.ok || body?.errors?.length || !body?.data) throw errorFromBody(response.status, body);
    return body.data;
  }

  const rest = createClient<paths>({ baseUrl: `${baseUrl}/api`, fetch: (request: Request) => send(request, request.method !== 'GET' && request.method !== 'HEAD') });

  return { graphql, rest };
}

export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>;
