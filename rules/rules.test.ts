// The module's own rule: nothing from outside rules/, no packages, no Node or browser APIs.
import { describe, expect, it } from 'vitest';
import { BRAND_TYPE_LABEL_LIST, brandTypeFromText, brandTypeLabel, catalogueLabel, catalogueOfBrandType, isBrandTypeLabel } from './brand-types.ts';
import { productPath, productPathOfItem, productSection, vendorPath } from './paths.ts';
import { cartTooLargeMessage, MAX_CART_LINES } from './checkout.ts';
import { DEFAULT_PAYMENT_METHOD, orderPaymentMethod } from './payment.ts';

const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

describe('rules/ is dependency-free', () => {
  it('has sources', () => {
    expect(Object.keys(sources)).toContain('./index.ts');
  });

  it.each(Object.entries(sources))('%s imports only files of rules/', (_file, text) => {
    const specifiers = [...text.matchAll(/\b(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]/g), ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[\w-]+\.ts$/);
  });

  it.each(Object.entries(sources))('%s uses no Node or browser API', (_file, text) => {
    // Comments and texts may name anything ("crypto on request"); the code may not.
    const code = text
      .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, "''")
      .replace(/\/\/.*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/\b(?:process|Buffer|require|window|document|localStorage|sessionStorage|navigator|fetch|globalThis|setTimeout|setInterval|crypto)\b/);
  });
});

describe('brand types', () => {
  it('are the spec’s three, with labels in the spec’s order', () => {
    expect(BRAND_TYPE_LABEL_LIST).toEqual(['Real Estate', 'Home Products', 'Electronics']);
    expect(brandTypeLabel('HOME_PRODUCTS')).toBe('Home Products');
    expect(brandTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(catalogueLabel('REAL_ESTATE')).toBe('Real Estate');
    expect(isBrandTypeLabel('Electronics')).toBe(true);
    expect(isBrandTypeLabel('electronics')).toBe(false);
  });

  it('are read from enum names or labels in any case', () => {
    expect(brandTypeFromText('REAL_ESTATE')).toBe('REAL_ESTATE');
    expect(brandTypeFromText('home products')).toBe('HOME_PRODUCTS');
    expect(brandTypeFromText('Real_Estate')).toBeUndefined();
    expect(brandTypeFromText('REAL_ESTATE'.toUpperCase())).toBe('REAL_ESTATE');
    expect(brandTypeFromText('real estate'.toUpperCase())).toBe('REAL_ESTATE');
  });

  it('decide the catalogue of a store', () => {
    expect(catalogueOfBrandType('ELECTRONICS')).toBe('HOME_PRODUCTS');
    expect(catalogueOfBrandType('REAL_ESTATE')).toBe('REAL_ESTATE');
  });
});

describe('paths', () => {
  it('build the same product path from the API’s and the cart’s shapes', () => {
    expect(productPath({ catalogue: 'REAL_ESTATE', slug: 'sea-view-villa' })).toBe('/products/real-estate/sea-view-villa');
    expect(productPathOfItem({ mainCategory: 'Real Estate', slug: 'sea-view-villa' })).toBe('/products/real-estate/sea-view-villa');
    expect(productPath({ catalogue: 'HOME_PRODUCTS', slug: 'oak-chair' })).toBe(productPathOfItem({ mainCategory: 'Home Products', productName: 'Oak Chair' }));
    expect(productSection('Electronics')).toBe('home-products');
  });

  it('build vendor paths', () => {
    expect(vendorPath({ storeName: 'Skyline Estates', storeId: 'skyline-estates' })).toBe('/pro/skyline-estates/skyline-estates');
    expect(vendorPath({ storeName: null, storeId: 'x-1' })).toBe('/pro/no-store/x-1');
  });
});

describe('checkout limits', () => {
  it('say the limit they check', () => {
    expect(cartTooLargeMessage).toBe(`A cart holds at most ${MAX_CART_LINES} items`);
    expect(MAX_CART_LINES).toBe(50);
  });
});

describe('the payment method of an order', () => {
  it('is the default when the field is absent, else must name a method', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('CASH_ON_DELIVERY');
    expect(orderPaymentMethod(undefined)).toBe('CASH_ON_DELIVERY');
    expect(orderPaymentMethod('Bank Transfer')).toBe('BANK_TRANSFER');
    expect(orderPaymentMethod('cash on arrival')).toBe('CASH_ON_DELIVERY');
    for (const sent of [null, '', 'Credit Card', 3]) expect(orderPaymentMethod(sent)).toBeNull();
  });
});

describe('productDraftProblems: every broken rule at once', () => {
  it('lists one message per field, in the order the rules check them', async () => {
    const { productDraftProblems } = await import('./product.ts');
    const problems = productDraftProblems({ name: '', price: '', description: '', category: '', images: [] }, 'HOME_PRODUCTS', 'create');
    expect(problems.map((p) => p.field)).toEqual(['name', 'price', 'description', 'category', 'images']);
    expect(productDraftProblems({ name: 'Lamp', price: '10', discountedPrice: '12', description: 'Brass.', category: 'Decor', images: ['a.webp'] }, 'HOME_PRODUCTS', 'create')).toEqual([
      { field: 'discountedPrice', message: 'Discounted price cannot be greater than product price!' },
    ]);
    expect(productDraftProblems({ name: 'Lamp', price: '10', description: 'Brass.', category: 'Decor', images: ['a.webp'] }, 'HOME_PRODUCTS', 'create')).toEqual([]);
  });
});
