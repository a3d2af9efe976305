import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type VendorStorePageQuery } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const vendorStoreLoader = ({ params, context }: LoaderFunctionArgs) =>
  preloadPageQuery<VendorStorePageQuery>(context, 'vendor-store', query, { storeId: params.storeId ?? '' });
