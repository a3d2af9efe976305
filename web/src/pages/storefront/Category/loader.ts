import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import query, { type CategoryPageQuery } from '../../../__generated__/CategoryPageQuery.graphql.ts';
import productsQuery, { type CategoryPageProductsQuery } from '../../../__generated__/CategoryPageProductsQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { productSlugFromName } from '../../../lib/links.ts';
import { listingQueryVariables, parseListingParams } from '../../../lib/listing-params.ts';

/** The category named in the path; docs/spec/storefront.md §2: falls back to 'luxury appartments' when missing. */
export const DEFAULT_CATEGORY = 'luxury appartments';

export function categoryName(param: string | undefined): string {
  return param?.trim() || DEFAULT_CATEGORY;
}

export interface CategoryLoaderData {
  /** The category itself, the category slider and the vendors. */
  page: PreloadedQuery<CategoryPageQuery>;
  /** The category's listings: a query of their own, so they fail and are retried on their own. */
  products: PreloadedQuery<CategoryPageProductsQuery>;
}

/** The listings follow the URL's filters and sort; a filter change leaves the page's own query to the store. */
export function categoryLoader({ params, request, context }: LoaderFunctionArgs): CategoryLoaderData {
  const name = categoryName(params.category);
  const chosen = parseListingParams(new URL(request.url).searchParams);
  return {
    page: preloadPageQuery<CategoryPageQuery>(context, 'category', query, { name }),
    products: preloadPageQuery<CategoryPageProductsQuery>(context, 'category:products', productsQuery, listingQueryVariables({ categorySlug: productSlugFromName(name) }, chosen)),
  };
}
