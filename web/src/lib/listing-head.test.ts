import { describe, expect, it } from 'vitest';
import { productHead, type ProductHeadSource } from './product-head.ts';
import { propertyHead, type PropertyHeadSource } from './property-head.ts';

type ListingHeadSource = ProductHeadSource & PropertyHeadSource;

const SITE = 'https://shop.example';

const listing = (over: Partial<ListingHeadSource> = {}): ListingHeadSource => ({
  name: 'Oak Sofa',
  description: 'A deep oak sofa.',
  catalogue: 'HOME_PRODUCTS',
  path: '/products/home-products/oak-sofa',
  hiddenFromSuggestions: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  amenities: [],
  featureImage: { shareUrl: '/uploads/oak.webp' },
  usdPrice: { amount: '1200', formatted: 'USD 1,200.00' },
  usdDiscountedPrice: null,
  category: { name: 'Furniture', path: '/home-products/furniture' },
  rating: { average: 4.5, count: 2 },
  vendor: { storeName: 'Casa Store', path: '/store/casa' },
  realEstateDetails: null,
  location: null,
  ...over,
});

const property = (over: Partial<ListingHeadSource> = {}) =>
  listing({
    name: 'Palm Villa',
    catalogue: 'REAL_ESTATE',
    path: '/products/real-estate/palm-villa',
    category: { name: 'Villa', path: '/real-estate/villa' },
    usdPrice: { amount: '450000', formatted: 'USD 450,000.00' },
    realEstateDetails: { beds: 3, baths: 2, areaSqft: 1500, purpose: 'SALE' },
    location: { city: 'Dubai', countryCode: 'AE', latitude: 25.1, longitude: 55.2 },
    ...over,
  });

describe('productHead and propertyHead', () => {
  it('a home product: its meta, a Product node priced at the discounted USD price, then its breadcrumbs', () => {
    const head = productHead(SITE, listing({ usdDiscountedPrice: { amount: '999.5', formatted: 'USD 999.50' }, hiddenFromSuggestions: true }));
    expect(head).toMatchObject({ title: 'Oak Sofa', path: '/products/home-products/oak-sofa', image: '/uploads/oak.webp', type: 'product' });
    expect(head.description).toBe('Oak Sofa for USD 999.50 from Casa Store. A deep oak sofa.');
    const [node, crumbs] = head.jsonLd;
    expect(node).toMatchObject({ '@type': 'Product', name: 'Oak Sofa', offers: { price: '999.50', availability: 'https://schema.org/OutOfStock' } });
    expect(node).toHaveProperty('aggregateRating');
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(['Home', 'Home Products', 'Furniture', 'Oak Sofa']);
  });

  it('a property: its facts and deal in the description, a RealEstateListing with the place and date, under Real Estate', () => {
    const head = propertyHead(SITE, property());
    expect(head.description).toBe('3 beds, 2 baths, 1,500 sq ft villa for sale at USD 450,000.00 from Casa Store. A deep oak sofa.');
    const [node, crumbs] = head.jsonLd;
    expect(node).toMatchObject({ '@type': 'RealEstateListing', datePosted: '2026-01-02T03:04:05.000Z' });
    expect(JSON.stringify(node)).toContain('"addressLocality":"Dubai"');
    expect((crumbs!.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(['Home', 'Real Estate', 'Villa', 'Palm Villa']);
  });

  it("a property's own purpose decides sale or rent; without one, its amenities do", () => {
    expect(propertyHead(SITE, property({ realEstateDetails: { beds: 0, baths: 0, areaSqft: 0, purpose: 'RENT' } })).description).toMatch(/^Villa to rent at/);
    expect(propertyHead(SITE, property({ realEstateDetails: null, amenities: ['Property for rent'] })).description).toMatch(/^Villa to rent at/);
    expect(propertyHead(SITE, property({ realEstateDetails: null })).description).toMatch(/^Villa at USD/);
  });

  it('no feature image: no share image', () => {
    expect(productHead(SITE, listing({ featureImage: { shareUrl: '' } })).image).toBeNull();
  });
});
