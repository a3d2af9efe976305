// The marketplace's partner SDK: see sdk/README.md.
export { createMarketplaceClient, type MarketplaceClient, type MarketplaceClientOptions, type WriteOptions } from './client.ts';
export { MarketplaceApiError, errorFromBody } from './errors.ts';
export { fetchWithRetries, retryAfterSeconds, type RetryOptions } from './retries.ts';
export { paginate, collect, type Connection } from './paging.ts';
export { verifyWebhook, type WebhookEvent } from './webhooks.ts';
export type { paths as RestPaths, components as RestComponents } from './generated/rest-api.ts';
export * from './generated/schema-types.ts';
