import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type CustomerDataPageQuery } from '../../../__generated__/CustomerDataPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function customerDataLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<CustomerDataPageQuery>(context, 'customer-data', query, {}, 'network-only');
}
