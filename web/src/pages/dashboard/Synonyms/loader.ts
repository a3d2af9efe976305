import query, { type SynonymsPageQuery } from '../../../__generated__/SynonymsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function synonymsLoader() {
  return preloadPageQuery<SynonymsPageQuery>('synonyms', query, {}, 'network-only');
}
