import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SiteSettingsPageQuery } from '../../../__generated__/SiteSettingsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function siteSettingsLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<SiteSettingsPageQuery>(context, 'site-settings', query, {}, 'network-only');
}
