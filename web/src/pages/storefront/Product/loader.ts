import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type ProductPageQuery } from '../../../__generated__/ProductPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const productLoader = ({ params, context }: LoaderFunctionArgs) => preloadPageQuery<ProductPageQuery>(context, 'product', query, { slug: params.slug ?? '' });
