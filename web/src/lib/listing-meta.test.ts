import { describe, expect, it } from 'vitest';
import { productMetaDescription, propertyFacts, propertyMetaDescription } from './listing-meta.ts';
import { META_DESCRIPTION_LIMIT } from './meta-text.ts';
import { translator } from './i18n/translator.ts';
import { messages as detailMessages } from './i18n/compiled/en/detail.ts';
import { messages as arabic } from './i18n/compiled/ar.ts';
import { messages as urdu } from './i18n/compiled/ur.ts';

describe('productMetaDescription', () => {
  it('names the product, its price and its store before its text', () => {
    expect(productMetaDescription({ name: 'Oak Sofa', price: 'USD 1,200.00', storeName: 'Casa', description: 'Solid *oak* frame.\nLinen cover.' })).toBe(
      'Oak Sofa for USD 1,200.00 from Casa. Solid oak frame. Linen cover.',
    );
  });

  it('leaves out an empty store and stays within the limit', () => {
    const description = productMetaDescription({ name: 'Lamp', price: 'USD 20.00', storeName: ' ', description: 'bright '.repeat(40) });
    expect(description.startsWith('Lamp for USD 20.00. bright')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('propertyFacts', () => {
  it('says what is known', () => {
    expect(propertyFacts({ beds: 3, baths: 1, areaSqft: 1500 })).toBe('3 beds, 1 bath, 1,500 sq ft');
    expect(propertyFacts({ beds: 0, baths: 0, areaSqft: 12000 })).toBe('12,000 sq ft');
    expect(propertyFacts(null)).toBe('');
  });
});

describe('propertyMetaDescription', () => {
  it('gives facts, kind, sale or rent, price and agent', () => {
    expect(
      propertyMetaDescription({ price: 'USD 2,000.00', storeName: 'Prime', description: 'Near the metro.', categoryName: 'Rental', dealType: 'rent', details: { beds: 2, baths: 2, areaSqft: 900 } }),
    ).toBe('2 beds, 2 baths, 900 sq ft rental to rent at USD 2,000.00 from Prime. Near the metro.');
    expect(propertyMetaDescription({ price: 'USD 90,000.00', storeName: '', description: '', categoryName: 'Plots', dealType: null, details: null })).toBe(
      'Plots at USD 90,000.00.',
    );
    expect(propertyMetaDescription({ price: 'USD 9.00', storeName: 'A', description: '', categoryName: 'Villas', dealType: 'sale', details: null })).toBe(
      'Villas for sale at USD 9.00 from A.',
    );
  });
});

describe('the meta descriptions on Arabic and Urdu pages', () => {
  const inArabic = translator({ locale: 'ar', messages: arabic, serverText: (text) => text }, detailMessages);
  const inUrdu = translator({ locale: 'ur', messages: urdu, serverText: (text) => text }, detailMessages);
  const villa = { price: 'USD 450,000.00', storeName: 'Prime Homes', description: '', categoryName: 'Villa', dealType: 'sale' as const, details: { beds: 3, baths: 2, areaSqft: 1500 } };

  it("say a listing's facts, deal, price and store in the page's language, the content as written", () => {
    expect(propertyMetaDescription(villa, inArabic)).toBe('villa، 3 غرف نوم، حمّامان، 1,500 قدم مربع، للبيع بسعر USD 450,000.00 من Prime Homes.');
    expect(propertyMetaDescription({ ...villa, dealType: 'rent', details: null, storeName: '' }, inUrdu)).toBe('Villa برائے کرایہ، قیمت USD 450,000.00.');
    expect(productMetaDescription({ name: 'Oak Sofa', price: 'USD 1,200.00', storeName: 'Casa', description: 'Linen cover.' }, inArabic)).toBe('Oak Sofa بسعر USD 1,200.00 من Casa. Linen cover.');
  });
});
