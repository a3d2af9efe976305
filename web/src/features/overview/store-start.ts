// The words of a store's first steps and of a property store's overview (issue 32), apart from
// the components so a unit test reads them (store-start.test.ts).
import type { BrandType } from '../../__generated__/OverviewPageQuery.graphql.ts';

export interface StoreStart {
  readonly brandType: BrandType;
  readonly listings: number;
  readonly profileGaps: readonly string[];
}

/** A property store's overview leads with viewings: its buyers book appointments, they pay nothing here. */
export const isPropertyStore = (store: StoreStart | null | undefined): boolean => store?.brandType === 'REAL_ESTATE';

/** The first step's button: "List your first property" for a real-estate store, else "Add your first product". */
export const firstListingLabel = (brandType: BrandType): string => (brandType === 'REAL_ESTATE' ? 'List your first property' : 'Add your first product');

const GAP_WORDS: Record<string, string> = { description: 'a description', picture: 'a store picture' };

/** The profile step: what is still empty, or that the profile is complete (still worth a look). */
export function profileStepText(gaps: readonly string[]): { link: string; detail: string } {
  const missing = gaps.map((gap) => GAP_WORDS[gap] ?? gap);
  if (!missing.length) return { link: 'Review your profile', detail: 'Your store page has its description and picture.' };
  return { link: 'Complete your profile', detail: `Add ${missing.join(' and ')}: shoppers see them on your store page.` };
}

/** Said beside a property store's figures, where other stores see their revenue. */
export const VIEWINGS_CARRY_NO_PAYMENT = 'Viewings are appointments: shoppers pay nothing for them through the marketplace, so your store shows no revenue here. Confirm or reschedule each request from Orders.';
