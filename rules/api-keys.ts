// Partner API keys (issue 18): what a key may be granted, its limits and every message about
// one. The server applies them; the admin console's form shows the same labels and bounds.

/**
 * What a key grants. A key is never the admin, and a vendor only for the writes its scopes name:
 * - CATALOGUE_READ: the public reads (products, search, stores, categories, feed, ...), counted
 *   against the key's own quota.
 * - STORE_ORDERS_READ: one store's orders, exactly as that store's own dashboard shows them
 *   (its parts and items only); nothing else of the store.
 * - STORE_PRODUCTS_WRITE, STORE_ORDERS_WRITE, STORE_MEDIA_WRITE (issue 38): the store's own
 *   writes of that kind, run as that store with exactly its rights (API_KEY_WRITES says which).
 */
export const API_KEY_SCOPES = ['CATALOGUE_READ', 'STORE_ORDERS_READ', 'STORE_PRODUCTS_WRITE', 'STORE_ORDERS_WRITE', 'STORE_MEDIA_WRITE'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScopeName, string> = {
  CATALOGUE_READ: 'Catalogue read',
  STORE_ORDERS_READ: "One store's orders (read)",
  STORE_PRODUCTS_WRITE: "One store's products (create, edit, delete)",
  STORE_ORDERS_WRITE: "One store's orders (move them on)",
  STORE_MEDIA_WRITE: "One store's media (upload, delete)",
};

/** The scopes that let a key write, as its store. */
export const WRITE_SCOPES: readonly ApiKeyScopeName[] = ['STORE_PRODUCTS_WRITE', 'STORE_ORDERS_WRITE', 'STORE_MEDIA_WRITE'];

/** The scopes that are bound to one store (the key names it). */
export const STORE_SCOPES: readonly ApiKeyScopeName[] = ['STORE_ORDERS_READ', ...WRITE_SCOPES];

/**
 * The one table of what a write scope allows, on both transports: GraphQL mutations by root
 * field, REST routes by "METHOD /path" (as documented). Anything else a key sends that writes is
 * refused with 403 `API_KEY_SCOPE_MISSING`.
 */
export const API_KEY_WRITES: Record<string, { graphql: readonly string[]; rest: readonly string[] }> = {
  STORE_PRODUCTS_WRITE: {
    graphql: ['createProduct', 'updateProduct', 'deleteProduct', 'deleteProducts'],
    rest: ['POST /createproduct', 'PUT /products/{product}', 'DELETE /products/{product}'],
  },
  STORE_ORDERS_WRITE: { graphql: ['setOrderPartStatus'], rest: ['POST /order-parts/{part_id}/status'] },
  STORE_MEDIA_WRITE: { graphql: ['uploadMedia', 'deleteMedia'], rest: ['POST /uploadImages', 'DELETE /images/{imageName}'] },
};

/** The write scope that allows a GraphQL mutation's root field or a REST route ("METHOD /path"), or null. */
export function writeScopeFor(transport: 'graphql' | 'rest', operation: string): ApiKeyScopeName | null {
  const found = Object.entries(API_KEY_WRITES).find(([, writes]) => writes[transport].includes(operation));
  return found ? (found[0] as ApiKeyScopeName) : null;
}

/** A key's expiry: at most this many days ahead (a key for longer is revoked and made anew). */
export const MAX_KEY_DAYS = 366;

export const API_KEY_NAME_MAX_LENGTH = 80;
/** Requests per minute: the default quota of a key, and the bounds the admin may set. */
export const DEFAULT_REQUESTS_PER_MINUTE = 600;
export const MIN_REQUESTS_PER_MINUTE = 1;
export const MAX_REQUESTS_PER_MINUTE = 100_000;

/** Every key starts with this, so a leaked one is recognisable (and a bearer token is told from a session's). */
export const API_KEY_PREFIX = 'mk_';

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name (who or what uses it).',
  nameTooLong: `The name can be at most ${API_KEY_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Choose at least one scope.',
  storeRequired: "A store scope needs the store whose data the key reads.",
  storeNotNeeded: 'Only a store scope is bound to a store: leave the store empty.',
  unknownStore: 'No store has this store id.',
  adminStore: 'The admin account is not a store.',
  quota: `Requests per minute must be a whole number from ${MIN_REQUESTS_PER_MINUTE} to ${MAX_REQUESTS_PER_MINUTE}.`,
  notFound: 'API key not found.',
  invalidKey: 'This API key is not valid. Check that it was copied whole, or ask the marketplace admin for a new one.',
  revokedKey: 'This API key has been revoked. Ask the marketplace admin for a new one.',
  bothCredentials: 'Send either an API key or a session token, not both.',
  readOnly: 'This API key cannot make this change: no write scope of a key allows it.',
  expiredKey: 'This API key has expired. Ask for a new one in the dashboard\'s API keys page.',
  expiry: `The expiry must be a date in the future, at most ${MAX_KEY_DAYS} days ahead.`,
  writeNeedsStore: 'A write scope acts as one store: choose the store.',
  notYourStore: 'A vendor creates keys for its own store only.',
  notGranted: (scope: string) => `This API key does not have the ${scope} scope this operation needs.`,
  notAllowed: 'An API key cannot do this: it is not a vendor or admin session.',
  quotaExceeded: (limit: number) => `This API key has used its ${limit} requests for this minute. Wait for the Retry-After seconds.`,
  shownOnce: 'Copy the key now: you will not see it again.',
} as const;
