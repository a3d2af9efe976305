import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type DashboardMediaPageQuery } from '../../../__generated__/DashboardMediaPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

/**
 * The media library: newest images first (the vendor's own; every vendor's for the admin).
 * Always from the network: it belongs to whoever is signed in now, and may change elsewhere.
 */
export function dashboardMediaLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<DashboardMediaPageQuery>(context, 'dashboard-media', query, {}, 'network-only');
}
