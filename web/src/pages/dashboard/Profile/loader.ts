import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardProfilePageQuery } from '../../../__generated__/DashboardProfilePageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

/** The signed-in vendor's profile, always fresh from the server. */
export function dashboardProfileLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<DashboardProfilePageQuery>(context, 'dashboard-profile', query, {}, 'network-only');
}
