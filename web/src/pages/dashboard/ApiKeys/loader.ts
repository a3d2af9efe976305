import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type ApiKeysPageQuery } from '../../../__generated__/ApiKeysPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function apiKeysLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<ApiKeysPageQuery>(context, 'api-keys', query, {}, 'network-only');
}
