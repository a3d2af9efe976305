// The words of a store's first steps and of a property store's overview (issue 32, issue 37
// part 6), apart from the components so a unit test reads them (store-start.test.ts).
import type { BrandType, FirstStepKey } from '../../__generated__/OverviewPageQuery.graphql.ts';
import type { DashboardPage } from '../../lib/dashboard-urls.ts';
import type { dashboardInsights } from '../../lib/i18n/catalogues/en/dashboardInsights.ts';

type InsightsId = keyof typeof dashboardInsights;

export interface StoreStart {
  readonly brandType: BrandType;
  readonly listings: number;
  readonly profileGaps: readonly string[];
  readonly checklist: {
    readonly show: boolean;
    readonly steps: ReadonlyArray<{ readonly key: FirstStepKey; readonly done: boolean; readonly optional: boolean }>;
  };
}

export interface ChecklistItem {
  key: string;
  done: boolean;
  optional: boolean;
  label: InsightsId;
  detail: InsightsId;
  /** The page that does it. */
  page: DashboardPage;
}

/** A property store's overview leads with viewings: its buyers book appointments, they pay nothing here. */
export const isPropertyStore = (store: StoreStart | null | undefined): boolean => store?.brandType === 'REAL_ESTATE';

/** Each step's words and page; the first listing is worded for the store's kind. */
function wordsOf(key: FirstStepKey, brandType: BrandType): Pick<ChecklistItem, 'label' | 'detail' | 'page'> | null {
  switch (key) {
    case 'PROFILE': return { label: 'insights.steps.profile', detail: 'insights.steps.profileDetail', page: 'profile' };
    case 'LISTING_WITH_PHOTOS':
      return { label: brandType === 'REAL_ESTATE' ? 'insights.steps.listingProperty' : 'insights.steps.listingProduct', detail: 'insights.steps.listingDetail', page: 'products/create' };
    case 'VIEWING_HOURS': return { label: 'insights.steps.viewingHours', detail: 'insights.steps.viewingHoursDetail', page: 'profile' };
    case 'STOCK': return { label: 'insights.steps.stock', detail: 'insights.steps.stockDetail', page: 'products' };
    case 'FIRST_ENQUIRY': return { label: 'insights.steps.firstEnquiry', detail: 'insights.steps.firstEnquiryDetail', page: 'leads' };
    default: return null;
  }
}

/** The checklist as the overview lists it (a step this build does not know is left out). */
export function checklistItems(store: StoreStart): ChecklistItem[] {
  return store.checklist.steps.flatMap((step) => {
    const words = wordsOf(step.key, store.brandType);
    return words ? [{ key: step.key, done: step.done, optional: step.optional, ...words }] : [];
  });
}
