import query, { type FeedPageQuery } from '../../../__generated__/FeedPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const feedLoader = () => preloadPageQuery<FeedPageQuery>('feed', query, {});
