import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type ViewingHoursPageQuery } from '../../../__generated__/ViewingHoursPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

/** The store's saved viewing hours, from the network (another tab or the API may have changed them). */
export function viewingHoursLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<ViewingHoursPageQuery>(context, 'viewing-hours', query, {}, 'network-only');
}
