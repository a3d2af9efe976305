import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PropertyPageQuery } from '../../../__generated__/PropertyPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const propertyLoader = ({ params }: LoaderFunctionArgs) => preloadPageQuery<PropertyPageQuery>('property', query, { slug: params.slug ?? '' });
