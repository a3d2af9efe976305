import type { PreloadedQuery } from 'react-relay';
import query, { type CataloguePageQuery } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import productsQuery, { type CataloguePageProductsQuery } from '../../../__generated__/CataloguePageProductsQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { CATALOGUES, type CatalogueKey } from './catalogues.ts';

export interface CatalogueLoaderData {
  /** The sliders and the categories browser. */
  page: PreloadedQuery<CataloguePageQuery>;
  /** The listings: a query of their own, so they fail and are retried on their own. */
  products: PreloadedQuery<CataloguePageProductsQuery>;
}

export const catalogueLoader = (key: CatalogueKey) => (): CatalogueLoaderData => {
  const { catalogue, brandType } = CATALOGUES[key];
  return {
    page: preloadPageQuery<CataloguePageQuery>(`catalogue:${key}`, query, { catalogue, brandType }),
    products: preloadPageQuery<CataloguePageProductsQuery>(`catalogue:${key}:products`, productsQuery, { filter: { catalogue } }),
  };
};
