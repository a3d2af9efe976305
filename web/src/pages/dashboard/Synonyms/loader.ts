import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SynonymsPageQuery } from '../../../__generated__/SynonymsPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function synonymsLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<SynonymsPageQuery>(context, 'synonyms', query, {}, 'network-only');
}
