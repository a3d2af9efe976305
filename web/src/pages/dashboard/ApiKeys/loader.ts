import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type ApiKeysPageQuery } from '../../../__generated__/ApiKeysPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function apiKeysLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<ApiKeysPageQuery>(context, 'api-keys', query, {}, 'network-only');
}
