import { describe, expect, it } from 'vitest';
import { categoryPath, productPath, productSection, quickLinkPath, searchPath, vendorPath } from './links.ts';

describe('product links', () => {
  it('uses real-estate when the main category contains "real estate"', () => {
    expect(productSection('Real Estate')).toBe('real-estate');
    expect(productSection('Luxury REAL ESTATE deals')).toBe('real-estate');
    expect(productSection('Home Products')).toBe('home-products');
    expect(productSection('Electronics')).toBe('home-products');
    expect(productSection(undefined)).toBe('home-products');
  });

  it('builds /products/{section}/{slug}, deriving a missing slug from the name', () => {
    expect(productPath({ mainCategory: 'Real Estate', slug: 'sea-view-villa' })).toBe('/products/real-estate/sea-view-villa');
    expect(productPath({ mainCategory: 'Home Products', productName: 'Oak Chair / Walnut  Finish!' })).toBe(
      '/products/home-products/oak-chair-walnut-finish',
    );
  });
});

describe('vendor links', () => {
  it('uses the store-name slug and the store id', () => {
    expect(vendorPath({ storeName: 'Dubai Homes & Co.', storeId: 'dubai-homes' })).toBe('/pro/dubai-homes-co/dubai-homes');
    expect(vendorPath({ storeName: null, storeId: 'x1' })).toBe('/pro/no-store/x1');
    expect(vendorPath({ storeName: '   ', storeId: 'x1' })).toBe('/pro/no-store/x1');
  });
});

describe('other links', () => {
  it('encodes category names and search queries', () => {
    expect(categoryPath('Tiles & Sanitary')).toBe('/category/Tiles%20%26%20Sanitary');
    expect(searchPath('oak chair & table')).toBe('/search?q=oak%20chair%20%26%20table');
  });

  it('sends the catalogue quick links to their pages and others to categories', () => {
    expect(quickLinkPath('Real Estate')).toBe('/real-estate');
    expect(quickLinkPath('Home Products')).toBe('/home-products');
    expect(quickLinkPath('Furniture')).toBe('/category/Furniture');
  });
});
