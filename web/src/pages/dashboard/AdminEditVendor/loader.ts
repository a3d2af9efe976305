import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AdminEditVendorPageQuery } from '../../../__generated__/AdminEditVendorPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function adminEditVendorLoader({ params, context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<AdminEditVendorPageQuery>(context, 'admin-edit-vendor', query, { storeId: params.id ?? '' }, 'network-only');
}
