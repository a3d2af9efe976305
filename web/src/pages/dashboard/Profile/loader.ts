import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardProfilePageQuery } from '../../../__generated__/DashboardProfilePageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

/** The signed-in vendor's profile, always fresh from the server. */
export function dashboardProfileLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<DashboardProfilePageQuery>(context, 'dashboard-profile', query, {}, 'network-only');
}
