import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type OverviewPageQuery } from '../../../__generated__/OverviewPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';
import { rangeFromSearch } from '../../../features/overview/ranges.ts';

/** Overview: the figures of the range in the URL (?range=7|30|90, 30 by default). */
export function overviewLoader({ request, context }: LoaderFunctionArgs) {
  const { range } = rangeFromSearch(new URL(request.url).searchParams);
  return preloadDashboardQuery<OverviewPageQuery>(context, 'overview', query, { range }, 'network-only');
}
