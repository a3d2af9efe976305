import { describe, expect, it } from 'vitest';
import { amenitiesForPurpose, checkListingDetails, LISTING_MESSAGES, marketCountryOfName, newListingBase, purposeOfAmenities } from './listing-details.ts';
import { checkProductDraft } from './product.ts';

const stored = { purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'OFF_PLAN', handoverDate: '2027-06-30', city: 'Dubai', neighbourhood: 'Dubai Marina', countryCode: 'AE', latitude: 25.08, longitude: 55.14 } as const;

describe('listing details', () => {
  it('keeps what is left out, clears what is sent empty', () => {
    expect(checkListingDetails({}, [], stored)).toEqual(stored);
    expect(checkListingDetails({ city: '', neighbourhood: null, latitude: '', longitude: null, countryCode: '' }, [], stored)).toEqual({ ...stored, city: null, neighbourhood: null, countryCode: null, latitude: null, longitude: null });
    // Purpose and completion cannot be emptied: empty keeps them.
    expect(checkListingDetails({ purpose: '', completionStatus: null }, [], stored)).toMatchObject({ purpose: 'RENT', completionStatus: 'OFF_PLAN' });
  });

  it('defaults a new property from the amenities and the vendor', () => {
    const base = newListingBase({ city: ' Lahore ', country: 'Pakistan' });
    expect(checkListingDetails({}, ['Property for rent'], base)).toEqual({ purpose: 'RENT', rentPeriod: 'MONTH', completionStatus: 'READY', handoverDate: null, city: 'Lahore', neighbourhood: null, countryCode: 'PK', latitude: null, longitude: null });
    expect(checkListingDetails({}, [], newListingBase({ city: '', country: 'France' }))).toMatchObject({ purpose: 'SALE', rentPeriod: null, city: null, countryCode: null });
  });

  it('switching to a sale or to ready drops the rent period and the handover', () => {
    expect(checkListingDetails({ purpose: 'SALE', completionStatus: 'READY' }, [], stored)).toMatchObject({ purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null });
  });

  it('names each broken rule', () => {
    const broken = (draft: object, base = {}) => {
      try {
        checkListingDetails(draft, [], base);
      } catch (error) {
        return (error as Error).message;
      }
      return 'passed';
    };
    expect(broken({ completionStatus: 'OFF_PLAN' })).toBe(LISTING_MESSAGES.handoverRequired);
    expect(broken({ completionStatus: 'OFF_PLAN', handoverDate: '' }, stored)).toBe(LISTING_MESSAGES.handoverRequired);
    expect(broken({ handoverDate: '2027-13-01', completionStatus: 'OFF_PLAN' })).toBe(LISTING_MESSAGES.handoverInvalid);
    expect(broken({ handoverDate: new Date('2027-01-01T00:00:00Z') })).toBe(LISTING_MESSAGES.handoverForReady);
    expect(broken({ rentPeriod: 'YEAR' })).toBe(LISTING_MESSAGES.rentPeriodForSale);
    expect(broken({ latitude: '25.1' })).toBe(LISTING_MESSAGES.coordinatesTogether);
    expect(broken({ latitude: '25.1' }, stored)).toBe('passed');
    expect(broken({ latitude: '1e2', longitude: 1 })).toBe(LISTING_MESSAGES.latitudeInvalid);
    expect(broken({ latitude: 0, longitude: 0 })).toBe('passed');
    expect(broken({ countryCode: 'gb' })).toBe('passed');
  });

  it('keeps the purpose amenities in step with a purpose given outright', () => {
    expect(purposeOfAmenities(['Balcony', 'Property for rent'])).toBe('RENT');
    expect(purposeOfAmenities(['Property for rent', 'Property for sales'])).toBeNull();
    expect(amenitiesForPurpose(['Property for rent', 'Balcony'], 'SALE')).toEqual(['Balcony', 'Property for sales']);
    const draft = { name: 'n', price: '1', description: 'd', category: 'c', images: ['i'], beds: 1, baths: 1, area: 1 };
    expect(checkProductDraft({ ...draft, amenities: ['Property for sales', 'Security'], purpose: 'RENT' }, 'REAL_ESTATE', 'create').amenities).toEqual(['Security', 'Property for rent']);
    expect(checkProductDraft({ ...draft, amenities: ['Property for sales'] }, 'REAL_ESTATE', 'create').listing?.purpose).toBe('SALE');
    expect(checkProductDraft({ ...draft, purpose: 'BOGUS', latitude: 1000 }, 'HOME_PRODUCTS', 'create').listing).toBeNull();
    expect(marketCountryOfName('united kingdom')).toBe('GB');
  });
});
