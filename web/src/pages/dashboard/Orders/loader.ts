import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardOrdersPageQuery } from '../../../__generated__/DashboardOrdersPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';
import { orderFilterVariables, readOrderFilters } from '../../../lib/order-filters.ts';

/** Orders: the viewer's orders filtered as the URL says, the counts per status and the brand types present. */
export function dashboardOrdersLoader({ request, context }: LoaderFunctionArgs) {
  const filters = readOrderFilters(new URL(request.url).searchParams);
  return preloadDashboardQuery<DashboardOrdersPageQuery>(context, 'dashboard-orders', query, orderFilterVariables(filters));
}
