import query, { type ApiKeysPageQuery } from '../../../__generated__/ApiKeysPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function apiKeysLoader() {
  return preloadPageQuery<ApiKeysPageQuery>('api-keys', query, {}, 'network-only');
}
