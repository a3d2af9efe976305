// The Listing performance table's sort as it reads in the URL (?sort=views&order=asc), apart
// from the component so a unit test reads it (performance-sort.test.ts).
import type { ListingMeasure } from '../../__generated__/ListingPerformanceSectionQuery.graphql.ts';

export const SORTABLE_MEASURES = ['VIEWS', 'ENQUIRIES', 'SAVES', 'VIEWINGS', 'ORDERS', 'REVENUE'] as const satisfies readonly ListingMeasure[];
export type SortableMeasure = (typeof SORTABLE_MEASURES)[number];

export interface PerformanceSort {
  measure: SortableMeasure;
  descending: boolean;
}

/** The URL's sort: views, largest first, when absent or unknown. */
export function sortFromSearch(search: URLSearchParams): PerformanceSort {
  const wanted = (search.get('sort') ?? '').toUpperCase();
  const measure = SORTABLE_MEASURES.find((m) => m === wanted) ?? 'VIEWS';
  return { measure, descending: search.get('order') !== 'asc' };
}

/** The sort after a click on `measure`'s header: largest first, and a second click turns it round. */
export function nextSort(current: PerformanceSort, measure: SortableMeasure): PerformanceSort {
  return current.measure === measure ? { measure, descending: !current.descending } : { measure, descending: true };
}

/** The URL's parameters for a sort, the others kept (the range). */
export function searchWithSort(search: URLSearchParams, sort: PerformanceSort): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('sort', sort.measure.toLowerCase());
  if (sort.descending) next.delete('order');
  else next.set('order', 'asc');
  return next;
}
