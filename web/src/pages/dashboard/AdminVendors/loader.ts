import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AdminVendorsPageQuery } from '../../../__generated__/AdminVendorsPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

/** All Vendors: asked again on every visit ("reloads whenever the route path changes"). */
export function adminVendorsLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<AdminVendorsPageQuery>(context, 'admin-vendors', query, {}, 'network-only');
}
