import { describe, expect, it } from 'vitest';
import { firstListingLabel, isPropertyStore, profileStepText } from './store-start.ts';

describe("a store's first steps", () => {
  it('names the first listing after the store: a property for real estate, a product otherwise', () => {
    expect(firstListingLabel('REAL_ESTATE')).toBe('List your first property');
    expect(firstListingLabel('HOME_PRODUCTS')).toBe('Add your first product');
    expect(firstListingLabel('ELECTRONICS')).toBe('Add your first product');
  });

  it('says which parts of the profile are still empty', () => {
    expect(profileStepText(['description', 'picture'])).toEqual({ link: 'Complete your profile', detail: 'Add a description and a store picture: shoppers see them on your store page.' });
    expect(profileStepText(['picture']).detail).toBe('Add a store picture: shoppers see them on your store page.');
    expect(profileStepText([]).link).toBe('Review your profile');
  });

  it('leads with viewings only for a property store (the marketplace has no store)', () => {
    expect(isPropertyStore({ brandType: 'REAL_ESTATE', listings: 3, profileGaps: [] })).toBe(true);
    expect(isPropertyStore({ brandType: 'HOME_PRODUCTS', listings: 3, profileGaps: [] })).toBe(false);
    expect(isPropertyStore(null)).toBe(false);
  });
});
