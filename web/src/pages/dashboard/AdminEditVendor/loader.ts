import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type AdminEditVendorPageQuery } from '../../../__generated__/AdminEditVendorPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function adminEditVendorLoader({ params, context }: LoaderFunctionArgs) {
  return preloadPageQuery<AdminEditVendorPageQuery>(context, 'admin-edit-vendor', query, { storeId: params.id ?? '' }, 'network-only');
}
