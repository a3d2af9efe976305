import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type WebhooksPageQuery } from '../../../__generated__/WebhooksPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function webhooksLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<WebhooksPageQuery>(context, 'webhooks', query, {}, 'network-only');
}
