// Partner API keys (issue 18): what a key may be granted, its limits and every message about
// one. The server applies them; the admin console's form shows the same labels and bounds.

/**
 * What a key grants. Every key is read-only, and a key is never a vendor or the admin:
 * - CATALOGUE_READ: the public reads (products, search, stores, categories, feed, ...), counted
 *   against the key's own quota.
 * - STORE_ORDERS_READ: one store's orders, exactly as that store's own dashboard shows them
 *   (its parts and items only); nothing else of the store.
 */
export const API_KEY_SCOPES = ['CATALOGUE_READ', 'STORE_ORDERS_READ'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScopeName, string> = {
  CATALOGUE_READ: 'Catalogue read',
  STORE_ORDERS_READ: "One store's orders (read)",
};

/** The scopes that are bound to one store (the key names it). */
export const STORE_SCOPES: readonly ApiKeyScopeName[] = ['STORE_ORDERS_READ'];

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
  readOnly: 'API keys are read-only: this operation changes data.',
  notGranted: (scope: string) => `This API key does not have the ${scope} scope this operation needs.`,
  notAllowed: 'An API key cannot do this: it is not a vendor or admin session.',
  quotaExceeded: (limit: number) => `This API key has used its ${limit} requests for this minute. Wait for the Retry-After seconds.`,
  shownOnce: 'Copy the key now: you will not see it again.',
} as const;
