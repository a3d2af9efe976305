import query, { type AdminVendorsPageQuery } from '../../../__generated__/AdminVendorsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

/** All Vendors: asked again on every visit ("reloads whenever the route path changes"). */
export function adminVendorsLoader() {
  return preloadPageQuery<AdminVendorsPageQuery>('admin-vendors', query, {}, 'network-only');
}
