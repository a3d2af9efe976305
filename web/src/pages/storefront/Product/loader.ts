import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type ProductPageQuery } from '../../../__generated__/ProductPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const productLoader = ({ params }: LoaderFunctionArgs) => preloadPageQuery<ProductPageQuery>('product', query, { slug: params.slug ?? '' });
