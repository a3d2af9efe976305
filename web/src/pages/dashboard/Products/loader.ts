import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardProductsPageQuery } from '../../../__generated__/DashboardProductsPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';
import { productListParams } from '../../../features/dashboard-products/productSort.ts';

/** Products: the vendor's products as the URL asks (search, category, sort) and its main categories. */
export function dashboardProductsLoader({ request, context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<DashboardProductsPageQuery>(context, 'dashboard-products', query, productListParams(new URL(request.url).searchParams));
}
