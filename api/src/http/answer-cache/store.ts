import type { Encoding } from '../compression.ts';

/**
 * A shared cache of public GraphQL answers: the storefront asks the same few questions (the
 * newest 24 home products, a product by slug, suggestions for "sof") for every visitor, and the
 * answer is the same for all of them until something is written.
 *
 * Correctness rules, enforced by graphql/handler.ts:
 * - only queries, only without an Authorization or X-Api-Key header, only answers without errors;
 * - never an answer that depended on who asked (a resolver called ctx.viewer());
 * - any write the domain announces (domain/events.ts) clears the whole cache, so a new or
 *   edited product shows at once. Entries also expire after `ttlMs` as a safety net for
 *   writes made outside the app (a seed script, another process).
 */
export interface CachedResponse {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** A strong validator of `body` (http/answer-cache/graphql-answers.ts). */
  etag: string;
  /** How browsers and CDNs may keep it, when not as a public GraphQL answer (a page: revalidated every visit). */
  cacheControl?: string;
  /** What a shared cache keys it by besides its URL, when not a GraphQL answer's headers (a page: only its encoding). */
  vary?: string;
  /** `body` compressed, made on the first request that takes each encoding (http/compression.ts). */
  encoded?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /**
   * How the metrics named the request whose answer this is (graphql/operation-label.ts): a POST
   * answered from the cache is never parsed, and is named as the one that filled it was.
   */
  operation?: string;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBodyBytes: number;
  ttlMs: number;
}

export class ResponseCache {
  readonly #entries = new Map<string, { at: number; response: CachedResponse }>();
  /** Bumped by clear(): an answer computed before a write must not be stored after it. */
  #generation = 0;

  /** Called after a local clear() (to tell other processes); see adapters/cache-bus.ts. */
  onLocalClear: (() => void) | undefined;

  /** Told of every lookup, found or not (the hit ratio in /metrics: http/metrics.ts). */
  onLookup: ((hit: boolean) => void) | undefined;

  constructor(readonly options: ResponseCacheOptions) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const found = this.find(key);
    this.onLookup?.(found !== undefined);
    return found;
  }

  /**
   * `get` without telling `onLookup`: for a lookup made before the request is known to be one
   * the cache answers (a POST's body not yet parsed); its caller reports it with `reportLookup`
   * once it is.
   */
  find(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.options.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Least recently used goes first when full: re-insert to move to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.response;
  }

  reportLookup(hit: boolean): void {
    this.onLookup?.(hit);
  }

  /** Stores an answer computed during `generation` (skipped if a write happened meanwhile). */
  set(key: string, response: CachedResponse, generation: number): void {
    if (generation !== this.#generation || response.body.byteLength > this.options.maxBodyBytes) return;
    if (this.#entries.size >= this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { at: Date.now(), response });
  }

  /** Forgets every answer: something was written here. */
  clear(): void {
    this.clearLocally();
    this.onLocalClear?.();
  }

  /** Forgets every answer without telling anyone (a write announced by another process). */
  clearLocally(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

/** What a GraphQL execution tells the cache about itself (filled in by the context and a plugin). */
export interface CacheProbe {
  /** A resolver asked who the caller is: the answer is personal. */
  personalized: boolean;
  /** A query that finished without errors. */
  cacheableResult: boolean;
}
