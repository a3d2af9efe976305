import { describe, expect, it } from 'vitest';
import { checkProductDraft, LISTING_MESSAGES, ProductRuleError } from '@rules/index.ts';
import { emptyProductForm, listingDraftOf, productInputOf, type ProductFormValues } from './ProductForm.tsx';

const filled: ProductFormValues = {
  ...emptyProductForm,
  name: 'Villa',
  price: '100',
  description: 'Nice.',
  category: 'Villas',
  images: [{ reference: 'a.webp', url: '/a.webp' }],
  beds: '2',
  baths: '1',
  area: '900',
  rentPeriod: 'YEAR',
  handoverDate: '2027-01-31',
  city: ' Dubai ',
  latitude: '25.1',
  longitude: '55.2',
};

describe('the product form sends the listing details', () => {
  it('the rent period only for a rent and the handover only off-plan, texts trimmed, coordinates as numbers', () => {
    expect(productInputOf(filled)).toMatchObject({ purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null, city: 'Dubai', neighbourhood: null, countryCode: null, latitude: 25.1, longitude: 55.2 });
    expect(productInputOf({ ...filled, purpose: 'RENT', completionStatus: 'OFF_PLAN' })).toMatchObject({ rentPeriod: 'YEAR', handoverDate: '2027-01-31' });
  });

  it('checks them with the shared rules before sending', () => {
    const check = (values: ProductFormValues) => {
      try {
        checkProductDraft({ ...values, ...listingDraftOf(values), images: values.images.map((i) => i.reference) }, 'REAL_ESTATE', 'create');
        return null;
      } catch (error) {
        return error instanceof ProductRuleError ? [error.field, error.message] : error;
      }
    };
    expect(check(filled)).toBeNull();
    expect(check({ ...filled, completionStatus: 'OFF_PLAN', handoverDate: '' })).toEqual(['handoverDate', LISTING_MESSAGES.handoverRequired]);
    expect(check({ ...filled, longitude: '' })).toEqual(['longitude', LISTING_MESSAGES.coordinatesTogether]);
  });
});
