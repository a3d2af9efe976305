import type { PreloadedQuery } from 'react-relay';
import query, { type CataloguePageQuery } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import productsQuery, { type CataloguePageProductsQuery } from '../../../__generated__/CataloguePageProductsQuery.graphql.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadPageQuery } from '../../../app/preload.ts';
import { listingQueryVariables, parseListingParams, type CatalogueName } from '../../../lib/listing-params.ts';
import { CATALOGUES, type CatalogueKey } from './catalogues.ts';

export interface CatalogueLoaderData {
  /** The sliders and the categories browser. */
  page: PreloadedQuery<CataloguePageQuery>;
  /** The listings: a query of their own, so they fail and are retried on their own. */
  products: PreloadedQuery<CataloguePageProductsQuery>;
}

/**
 * The listings follow the URL's filters and sort (a filter change runs this again: the sliders'
 * query is answered from the store, only the listings' query goes to the network).
 */
export const catalogueLoader = (key: CatalogueKey) => ({ request, context }: LoaderFunctionArgs): CatalogueLoaderData => {
  const { catalogue, brandType } = CATALOGUES[key];
  const params = parseListingParams(new URL(request.url).searchParams);
  return {
    page: preloadPageQuery<CataloguePageQuery>(context, `catalogue:${key}`, query, { catalogue, brandType }),
    products: preloadPageQuery<CataloguePageProductsQuery>(context, `catalogue:${key}:products`, productsQuery, listingQueryVariables({ catalogue: catalogue as CatalogueName }, params)),
  };
};
