import { describe, expect, it } from 'vitest';
import { buildCartItem, todayIsoDate } from './cart-item.ts';

const source = {
  databaseId: 7,
  slug: 'sea-view-villa',
  name: 'Sea View Villa',
  catalogue: 'REAL_ESTATE',
  featureImageReference: 'villa.webp',
  categoryName: 'Villas',
  storeId: 'dubai-homes',
  price: '250000.00',
  discountedPrice: null,
};

describe('buildCartItem', () => {
  it('builds the documented cart item', () => {
    expect(buildCartItem(source, { currency: 'AED', amount: '917500.00' }, 1, '2030-05-01')).toEqual({
      id: 7,
      slug: 'sea-view-villa',
      productName: 'Sea View Villa',
      featureImage: 'villa.webp',
      productPrice: 250000,
      discountedPrice: null,
      convertedPrice: 917500,
      quantity: 1,
      store_id: 'dubai-homes',
      selected_currency: 'AED',
      appliedPromoCode: null,
      bookingDate: '2030-05-01',
      mainCategory: 'Real Estate',
      selectedCategory: 'Villas',
    });
  });

  it('leaves out the booking date for products and keeps a discount', () => {
    const item = buildCartItem({ ...source, catalogue: 'HOME_PRODUCTS', discountedPrice: '90' }, { currency: 'USD', amount: '90' }, 3);
    expect(item).toMatchObject({ discountedPrice: 90, convertedPrice: 90, quantity: 3, mainCategory: 'Home Products' });
    expect(item).not.toHaveProperty('bookingDate');
  });

  it('refuses a non-numeric price', () => {
    expect(buildCartItem({ ...source, price: 'n/a' }, { currency: 'USD', amount: 'n/a' }, 1)).toBeNull();
  });
});

describe('todayIsoDate', () => {
  it('formats the local date', () => {
    expect(todayIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});
