import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardPostsPageQuery } from '../../../__generated__/DashboardPostsPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

/** The vendor's media, listings and posts; always from the network (they belong to whoever is signed in). */
export function dashboardPostsLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<DashboardPostsPageQuery>(context, 'dashboard-posts', query, {}, 'network-only');
}
