import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  dealTypeOf,
  organizationJsonLd,
  productJsonLd,
  realEstateListingJsonLd,
  serializeJsonLd,
  storeJsonLd,
  webSiteJsonLd,
  type JsonLdNode,
  type ProductInput,
  type PropertyInput,
} from './structured-data.ts';
import { catalogueCrumbs } from './breadcrumbs.ts';
import { jsonLdProblems, jsonLdScripts } from '../../../e2e/helpers/page-meta.ts';

const SITE = 'https://homes.example.com';

const product: ProductInput = {
  name: 'Oak Sofa',
  description: 'Solid **oak** frame,\nlinen cover.',
  path: '/products/home-products/oak-sofa',
  imageUrl: '/uploads/oak-sofa.webp',
  priceUsd: '1200.5',
  available: true,
  seller: { name: 'Casa', path: '/pro/casa/casa1' },
  rating: { average: 4.25, count: 8 },
  categoryName: 'Furniture',
};

const property: PropertyInput = {
  name: '3 Bed Villa in Palm',
  description: 'Sea views.',
  path: '/products/real-estate/3-bed-villa',
  imageUrl: 'https://cdn.example.com/villa.jpg',
  priceUsd: 450000,
  available: true,
  seller: { name: 'Prime Homes', path: '/pro/prime-homes/p1' },
  dealType: 'sale',
  details: { beds: 3, baths: 2, areaSqft: 2400 },
  datePosted: '2026-11-01T10:00:00.000Z',
  categoryName: 'Villas',
};

const offerOf = (node: JsonLdNode) => node.offers as Record<string, unknown>;

describe('absoluteUrl', () => {
  it('puts a path on the public URL and keeps an absolute URL', () => {
    expect(absoluteUrl(SITE, '/category/Villas')).toBe('https://homes.example.com/category/Villas');
    expect(absoluteUrl(SITE, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('productJsonLd', () => {
  it('is a Product with a USD Offer, its seller and an AggregateRating, every URL absolute', () => {
    const node = productJsonLd(SITE, product);
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node['@context']).toBe('https://schema.org');
    expect(node['@type']).toBe('Product');
    expect(node.name).toBe('Oak Sofa');
    expect(node.description).toBe('Solid oak frame, linen cover.');
    expect(node.url).toBe(`${SITE}/products/home-products/oak-sofa`);
    expect(node.image).toEqual([`${SITE}/uploads/oak-sofa.webp`]);
    expect(offerOf(node)).toEqual({
      '@type': 'Offer',
      price: '1200.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/products/home-products/oak-sofa`,
      seller: { '@type': 'Organization', name: 'Casa', url: `${SITE}/pro/casa/casa1` },
    });
    expect(node.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 8, bestRating: 5, worstRating: 1 });
  });

  it('has no AggregateRating without ratings, and a hidden listing is out of stock', () => {
    const node = productJsonLd(SITE, { ...product, available: false, rating: { average: null, count: 0 } });
    expect(node).not.toHaveProperty('aggregateRating');
    expect(offerOf(node).availability).toBe('https://schema.org/OutOfStock');
    expect(jsonLdProblems(node, SITE)).toEqual([]);
  });
});

describe('realEstateListingJsonLd', () => {
  it('is a RealEstateListing whose Offer offers the place with its size and rooms', () => {
    const node = realEstateListingJsonLd(SITE, property);
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node['@type']).toBe('RealEstateListing');
    expect(node.datePosted).toBe('2026-11-01T10:00:00.000Z');
    expect(node.image).toEqual(['https://cdn.example.com/villa.jpg']);
    const offer = offerOf(node);
    expect(offer.price).toBe('450000.00');
    expect(offer.priceCurrency).toBe('USD');
    expect(offer.businessFunction).toBe('http://purl.org/goodrelations/v1#Sell');
    expect(offer.itemOffered).toEqual({
      '@type': 'Accommodation',
      name: '3 Bed Villa in Palm',
      floorSize: { '@type': 'QuantitativeValue', value: 2400, unitCode: 'FTK', unitText: 'sq ft' },
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
    });
  });

  it('says a rental is leased out and leaves out facts that are not known', () => {
    const node = realEstateListingJsonLd(SITE, { ...property, dealType: 'rent', details: { beds: 0, baths: 0, areaSqft: 0 }, datePosted: null });
    const offer = offerOf(node);
    expect(offer.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
    expect(offer.itemOffered).toEqual({ '@type': 'Accommodation', name: '3 Bed Villa in Palm' });
    expect(node).not.toHaveProperty('datePosted');
    expect(jsonLdProblems(node, SITE)).toEqual([]);
  });

  it('places the property: a PostalAddress (city, neighbourhood as region, country code) and GeoCoordinates', () => {
    const location = { city: 'Dubai', neighbourhood: 'Dubai Marina', countryCode: 'AE', latitude: 25.0805, longitude: 55.1403 };
    const node = realEstateListingJsonLd(SITE, { ...property, location });
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(offerOf(node).itemOffered).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressRegion: 'Dubai Marina', addressCountry: 'AE' },
      geo: { '@type': 'GeoCoordinates', latitude: 25.0805, longitude: 55.1403 },
    });
    const noArea = offerOf(realEstateListingJsonLd(SITE, { ...property, location: { ...location, neighbourhood: null, latitude: null, longitude: null } })).itemOffered as JsonLdNode;
    expect(noArea.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' });
    expect(noArea).not.toHaveProperty('geo');
    expect(offerOf(realEstateListingJsonLd(SITE, { ...property, location: null })).itemOffered).not.toHaveProperty('address');
  });

  it('makes no claim of sale or rent when the listing does not say', () => {
    expect(offerOf(realEstateListingJsonLd(SITE, { ...property, dealType: null }))).not.toHaveProperty('businessFunction');
  });
});

describe('dealTypeOf', () => {
  it('reads the amenities, then the category', () => {
    expect(dealTypeOf(['Balcony', 'Property for rent'], 'Villas')).toBe('rent');
    expect(dealTypeOf(['Property for sales'], 'Villas')).toBe('sale');
    expect(dealTypeOf([], 'Rental')).toBe('rent');
    expect(dealTypeOf(['Balcony'], 'Plots')).toBeNull();
  });
});

describe('home page nodes', () => {
  it('Organization names the marketplace at its root', () => {
    const node = organizationJsonLd(SITE);
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node).toMatchObject({ '@type': 'Organization', url: `${SITE}/`, logo: `${SITE}/favicon.svg` });
  });

  it('WebSite has a SearchAction on /search?q= with the placeholder unescaped', () => {
    const node = webSiteJsonLd(SITE);
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'https://homes.example.com/search?q={search_term_string}',
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('storeJsonLd', () => {
  it('is an Organization with the address parts the store has', () => {
    const node = storeJsonLd(SITE, {
      name: ' Casa ',
      description: '*Family* run.',
      path: '/pro/casa/casa1',
      imageUrl: null,
      email: 'casa@example.com',
      phone: '',
      address: { street: '1 High St', city: 'London', region: '', postcode: 'N1', country: 'United Kingdom' },
    });
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node).toMatchObject({ name: 'Casa', description: 'Family run.', email: 'casa@example.com' });
    expect(node).not.toHaveProperty('telephone');
    expect(node).not.toHaveProperty('image');
    expect(node.address).toEqual({ '@type': 'PostalAddress', streetAddress: '1 High St', addressLocality: 'London', postalCode: 'N1', addressCountry: 'United Kingdom' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers Home > catalogue > category > listing from 1 with absolute URLs', () => {
    const node = breadcrumbJsonLd(SITE, catalogueCrumbs('REAL_ESTATE', { name: 'Villas', path: '/category/Villas' }, { name: 'Villa', path: '/products/real-estate/villa' }));
    expect(jsonLdProblems(node, SITE)).toEqual([]);
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Real Estate', item: `${SITE}/real-estate` },
      { '@type': 'ListItem', position: 3, name: 'Villas', item: `${SITE}/category/Villas` },
      { '@type': 'ListItem', position: 4, name: 'Villa', item: `${SITE}/products/real-estate/villa` },
    ]);
  });

  it('puts a home product under Home Products', () => {
    const items = breadcrumbJsonLd(SITE, catalogueCrumbs('HOME_PRODUCTS')).itemListElement as { item: string }[];
    expect(items.map((item) => item.item)).toEqual([`${SITE}/`, `${SITE}/home-products`]);
  });
});

describe('serializeJsonLd', () => {
  const hostile = { ...product, name: 'Sofa </script><script>alert(1)</script> & <!-- \u2028' };

  it('leaves no < > & or line separator in the text, and parses back to the same object', () => {
    const node = productJsonLd(SITE, hostile);
    const text = serializeJsonLd([node]);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual([node]);
  });

  it('keeps the script whole in HTML: jsonLdScripts finds exactly the JSON', () => {
    const text = serializeJsonLd(productJsonLd(SITE, hostile));
    const html = `<body><script type="application/ld+json">${text}</script><p>after</p></body>`;
    expect(jsonLdScripts(html)).toEqual([text]);
  });
});

describe('jsonLdProblems (the e2e checks)', () => {
  it('names what is missing or wrong', () => {
    const node = productJsonLd(SITE, product);
    const offer = offerOf(node);
    expect(jsonLdProblems({ ...node, name: '' }, SITE)).toEqual(['Product: no name']);
    expect(jsonLdProblems({ ...node, offers: { ...offer, priceCurrency: 'AED' } }, SITE)).toEqual(['Product: Offer priceCurrency AED is not USD']);
    expect(jsonLdProblems({ ...node, url: '/products/home-products/oak-sofa' }, SITE)).toHaveLength(1);
    expect(jsonLdProblems({ ...node, '@type': 'Thing' }, SITE)).toEqual(['unexpected @type Thing']);
    expect(jsonLdProblems({ ...node, aggregateRating: { '@type': 'AggregateRating', ratingValue: 0, reviewCount: 0 } }, SITE)).toHaveLength(2);
    const crumbs = breadcrumbJsonLd(SITE, catalogueCrumbs('REAL_ESTATE'));
    expect(jsonLdProblems({ ...crumbs, itemListElement: [...(crumbs.itemListElement as object[])].reverse() }, SITE)).toHaveLength(2);
    expect(jsonLdProblems({ ...webSiteJsonLd(SITE), potentialAction: { '@type': 'SearchAction', target: `${SITE}/search?q=%7Bsearch_term_string%7D`, 'query-input': 'required name=search_term_string' } }, SITE)).toHaveLength(1);
  });
});
