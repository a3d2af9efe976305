import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SynonymsPageQuery } from '../../../__generated__/SynonymsPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function synonymsLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<SynonymsPageQuery>(context, 'synonyms', query, {}, 'network-only');
}
