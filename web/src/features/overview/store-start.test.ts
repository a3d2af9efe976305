import { describe, expect, it } from 'vitest';
import { checklistItems, isPropertyStore, type StoreStart } from './store-start.ts';

const steps = (keys: Array<'PROFILE' | 'LISTING_WITH_PHOTOS' | 'VIEWING_HOURS' | 'STOCK' | 'FIRST_ENQUIRY'>) => keys.map((key) => ({ key, done: key === 'PROFILE', optional: key === 'FIRST_ENQUIRY' }));
const store = (brandType: StoreStart['brandType'], keys: Parameters<typeof steps>[0]): StoreStart => ({ brandType, listings: 0, profileGaps: [], checklist: { show: true, steps: steps(keys) } });

describe("a store's first steps", () => {
  it('words the first listing after the store and links each step to the page that does it', () => {
    const property = checklistItems(store('REAL_ESTATE', ['PROFILE', 'LISTING_WITH_PHOTOS', 'VIEWING_HOURS', 'FIRST_ENQUIRY']));
    expect(property.map((i) => [i.label, i.page, i.done])).toEqual([
      ['insights.steps.profile', 'profile', true],
      ['insights.steps.listingProperty', 'products/create', false],
      ['insights.steps.viewingHours', 'profile', false],
      ['insights.steps.firstEnquiry', 'leads', false],
    ]);
    const shop = checklistItems(store('HOME_PRODUCTS', ['PROFILE', 'LISTING_WITH_PHOTOS', 'STOCK', 'FIRST_ENQUIRY']));
    expect(shop.map((i) => i.label)).toEqual(['insights.steps.profile', 'insights.steps.listingProduct', 'insights.steps.stock', 'insights.steps.firstEnquiry']);
    expect(shop[3]!.optional).toBe(true);
  });

  it('leads with viewings only for a property store (the marketplace has no store)', () => {
    expect(isPropertyStore(store('REAL_ESTATE', []))).toBe(true);
    expect(isPropertyStore(store('HOME_PRODUCTS', []))).toBe(false);
    expect(isPropertyStore(null)).toBe(false);
  });
});
