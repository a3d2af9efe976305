import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type VendorsPageQuery } from '../../../__generated__/VendorsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { brandTypesOf, parseVendorFilter } from './vendorFilter.ts';
import type { PreloadedQuery } from 'react-relay';

export interface VendorsLoaderData {
  primary: PreloadedQuery<VendorsPageQuery>;
  /** Home Products also lists Electronics vendors: a second list loaded at the same time. */
  secondary: PreloadedQuery<VendorsPageQuery> | null;
}

export function vendorsLoader({ request, context }: LoaderFunctionArgs): VendorsLoaderData {
  const filter = parseVendorFilter(new URL(request.url).searchParams.get('type'));
  const { primary, secondary } = brandTypesOf(filter);
  return {
    primary: preloadPageQuery<VendorsPageQuery>(context, 'vendors', query, { brandType: primary }),
    secondary: secondary ? preloadPageQuery<VendorsPageQuery>(context, 'vendors:secondary', query, { brandType: secondary }) : null,
  };
}
