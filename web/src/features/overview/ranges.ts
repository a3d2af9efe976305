import type { OverviewRange } from '../../__generated__/OverviewPageQuery.graphql.ts';
import type { dashboardOverview } from '../../lib/i18n/catalogues/en/dashboardOverview.ts';

/** The range switch as it reads in the URL (?range=7) and on the buttons (their message). */
export const RANGES = [
  { value: '7', label: 'dashboardOverview.days7', range: 'LAST_7_DAYS' },
  { value: '30', label: 'dashboardOverview.days30', range: 'LAST_30_DAYS' },
  { value: '90', label: 'dashboardOverview.days90', range: 'LAST_90_DAYS' },
] as const satisfies ReadonlyArray<{ value: string; label: keyof typeof dashboardOverview; range: OverviewRange }>;

export type RangeParam = (typeof RANGES)[number]['value'];

/** The URL's range, 30 days when absent or unknown. */
export function rangeFromSearch(search: URLSearchParams): (typeof RANGES)[number] {
  return RANGES.find((r) => r.value === search.get('range')) ?? RANGES[1];
}
