import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type WebhooksPageQuery } from '../../../__generated__/WebhooksPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function webhooksLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<WebhooksPageQuery>(context, 'webhooks', query, {}, 'network-only');
}
