import query, { type HomePageQuery } from '../../../__generated__/HomePageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export const homeLoader = () => preloadPageQuery<HomePageQuery>('home', query, {});
