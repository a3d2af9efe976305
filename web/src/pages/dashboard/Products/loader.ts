import query, { type DashboardProductsPageQuery } from '../../../__generated__/DashboardProductsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

/** Products: the vendor's products (unfiltered) and its main categories. */
export function dashboardProductsLoader() {
  return preloadPageQuery<DashboardProductsPageQuery>('dashboard-products', query, {});
}
