import query, { type DashboardOrdersPageQuery } from '../../../__generated__/DashboardOrdersPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

/** Orders: the viewer's orders (unfiltered) and the brand types present. */
export function dashboardOrdersLoader() {
  return preloadPageQuery<DashboardOrdersPageQuery>('dashboard-orders', query, {});
}
