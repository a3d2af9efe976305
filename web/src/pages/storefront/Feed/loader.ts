import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type FeedPageQuery } from '../../../__generated__/FeedPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const feedLoader = ({ context }: LoaderFunctionArgs) => preloadPageQuery<FeedPageQuery>(context, 'feed', query, {});
