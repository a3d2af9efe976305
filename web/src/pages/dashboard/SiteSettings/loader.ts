import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SiteSettingsPageQuery } from '../../../__generated__/SiteSettingsPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function siteSettingsLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<SiteSettingsPageQuery>(context, 'site-settings', query, {}, 'network-only');
}
