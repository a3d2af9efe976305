import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import query, { type HomePageQuery } from '../../../__generated__/HomePageQuery.graphql.ts';
import productsQuery, { type HomePageProductsQuery } from '../../../__generated__/HomePageProductsQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export interface HomeLoaderData {
  /** The category and vendor sliders. */
  page: PreloadedQuery<HomePageQuery>;
  /** The product grid: a query of its own, so it fails and is retried on its own. */
  products: PreloadedQuery<HomePageProductsQuery>;
}

export const homeLoader = ({ context }: LoaderFunctionArgs): HomeLoaderData => ({
  page: preloadPageQuery<HomePageQuery>(context, 'home', query, {}),
  products: preloadPageQuery<HomePageProductsQuery>(context, 'home:products', productsQuery, {}),
});
