import type { OverviewRange } from '../../__generated__/OverviewPageQuery.graphql.ts';

/** The range switch as it reads in the URL (?range=7) and on the buttons. */
export const RANGES = [
  { value: '7', label: '7 days', range: 'LAST_7_DAYS' },
  { value: '30', label: '30 days', range: 'LAST_30_DAYS' },
  { value: '90', label: '90 days', range: 'LAST_90_DAYS' },
] as const satisfies ReadonlyArray<{ value: string; label: string; range: OverviewRange }>;

export type RangeParam = (typeof RANGES)[number]['value'];

/** The URL's range, 30 days when absent or unknown. */
export function rangeFromSearch(search: URLSearchParams): (typeof RANGES)[number] {
  return RANGES.find((r) => r.value === search.get('range')) ?? RANGES[1];
}
