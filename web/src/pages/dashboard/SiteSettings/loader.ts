import query, { type SiteSettingsPageQuery } from '../../../__generated__/SiteSettingsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function siteSettingsLoader() {
  return preloadPageQuery<SiteSettingsPageQuery>('site-settings', query, {}, 'network-only');
}
