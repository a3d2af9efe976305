import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type UndeliveredMailPageQuery } from '../../../__generated__/UndeliveredMailPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function undeliveredMailLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<UndeliveredMailPageQuery>(context, 'undelivered-mail', query, {}, 'network-only');
}
