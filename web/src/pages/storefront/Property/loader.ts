import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PropertyPageQuery } from '../../../__generated__/PropertyPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const propertyLoader = ({ params, context }: LoaderFunctionArgs) => preloadPageQuery<PropertyPageQuery>(context, 'property', query, { slug: params.slug ?? '' });
