// schema.org JSON-LD of the public pages (issue 19, item 3): plain objects built by pure functions
// from a page's data, serialised for a <script type="application/ld+json"> (components/JsonLd.tsx).
// Every URL in them is absolute on the site's public URL base (components/context/site.tsx).
import { BRAND_NAME } from './brand.ts';
import { metaDescription } from './meta-text.ts';

/** One JSON-LD node: a schema.org type and its properties. */
export interface JsonLdNode {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

const CONTEXT = 'https://schema.org' as const;

/** The path of the site search: what WebSite's SearchAction points at. */
export const SEARCH_TARGET_PATH = '/search?q={search_term_string}';

/** An absolute URL on `publicUrl` (no trailing slash) for a path or an already absolute URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/** A step of a breadcrumb trail: its name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A seller as the listing pages know it: the store's name and its page. */
export interface SellerInput {
  name: string;
  path: string;
}

/** What every listing's node says: a home product's and a property's alike. */
export interface ListingInput {
  name: string;
  description: string;
  path: string;
  /** The feature image (FULL variant), relative or absolute; null when there is none. */
  imageUrl: string | null;
  /** What a buyer pays now, in USD (the discounted price when there is one), as a decimal string. */
  priceUsd: string | number;
  /** False for a hidden listing (browsable, not orderable). */
  available: boolean;
  seller: SellerInput;
  categoryName?: string | null;
}

/** A home product's facts for its Product node. */
export interface ProductInput extends ListingInput {
  rating: { average?: number | null; count: number };
}

/** Sale or rent, as far as the listing says (its amenities and category). */
export type DealType = 'sale' | 'rent';

/** A property's facts for its RealEstateListing node. */
export interface PropertyInput extends ListingInput {
  dealType: DealType | null;
  /** Beds, baths and area; zero means not known. */
  details?: { beds: number; baths: number; areaSqft: number } | null;
  /** When it was listed (ISO 8601). */
  datePosted: string | null;
  /** Where the property is (Product.location); null when not known. */
  location?: PropertyLocationInput | null;
}

export interface PropertyLocationInput {
  city?: string | null;
  neighbourhood?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A store's facts for its Organization node. */
export interface StoreInput {
  name: string;
  description: string;
  path: string;
  imageUrl: string | null;
  email: string;
  phone: string;
  address: { street: string; city: string; region: string; postcode: string; country: string };
}

const money = (amount: string | number): string => {
  const value = Number(amount);
  return Number.isFinite(value) ? value.toFixed(2) : String(amount);
};

const availability = (available: boolean) => (available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

function seller(publicUrl: string, input: SellerInput): JsonLdNode {
  return { '@type': 'Organization', name: input.name.trim() || 'No Store Name', url: absoluteUrl(publicUrl, input.path) };
}

/** Sale or rent from a property's amenities ("Property for rent", "Property for sales") and category ("Rental"); null when neither says. */
export function dealTypeOf(amenities: readonly string[], categoryName: string | null | undefined): DealType | null {
  const words = amenities.map((amenity) => amenity.toLowerCase());
  if (words.some((amenity) => amenity.includes('for rent')) || /\brent/i.test(categoryName ?? '')) return 'rent';
  if (words.some((amenity) => amenity.includes('for sale'))) return 'sale';
  return null;
}

/** A home product: Product with its Offer (USD), its seller and, when rated, its AggregateRating. */
export function productJsonLd(publicUrl: string, input: ProductInput): JsonLdNode {
  const url = absoluteUrl(publicUrl, input.path);
  const node: JsonLdNode = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: metaDescription(input.description, 5000),
    url,
    ...(input.imageUrl ? { image: [absoluteUrl(publicUrl, input.imageUrl)] } : {}),
    ...(input.categoryName ? { category: input.categoryName } : {}),
    brand: { '@type': 'Brand', name: input.seller.name.trim() || 'No Store Name' },
    offers: {
      '@type': 'Offer',
      price: money(input.priceUsd),
      priceCurrency: 'USD',
      availability: availability(input.available),
      url,
      seller: seller(publicUrl, input.seller),
    },
  };
  if (input.rating.count > 0 && typeof input.rating.average === 'number') {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(input.rating.average * 10) / 10,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return node;
}

/**
 * A property: RealEstateListing (a kind of web page) whose Offer (USD, for sale or to rent) offers
 * the place itself. schema.org gives floor size and room counts to the Accommodation, not to the
 * listing page, so they sit on `offers.itemOffered`.
 */
export function realEstateListingJsonLd(publicUrl: string, input: PropertyInput): JsonLdNode {
  const url = absoluteUrl(publicUrl, input.path);
  const details = input.details;
  const place: JsonLdNode = {
    '@type': 'Accommodation',
    name: input.name,
    ...(details && details.areaSqft > 0 ? { floorSize: { '@type': 'QuantitativeValue', value: details.areaSqft, unitCode: 'FTK', unitText: 'sq ft' } } : {}),
    ...(details && details.beds > 0 ? { numberOfBedrooms: details.beds } : {}),
    ...(details && details.baths > 0 ? { numberOfBathroomsTotal: details.baths } : {}),
    ...placeOf(input.location),
  };
  const offer: JsonLdNode = {
    '@type': 'Offer',
    price: money(input.priceUsd),
    priceCurrency: 'USD',
    availability: availability(input.available),
    url,
    ...(input.dealType
      ? { businessFunction: input.dealType === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell' }
      : {}),
    seller: seller(publicUrl, input.seller),
    itemOffered: place,
  };
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: input.name,
    description: metaDescription(input.description, 5000),
    url,
    ...(input.imageUrl ? { image: [absoluteUrl(publicUrl, input.imageUrl)] } : {}),
    ...(input.datePosted ? { datePosted: input.datePosted } : {}),
    ...(input.categoryName ? { genre: input.categoryName } : {}),
    offers: offer,
  };
}

/**
 * The place's address (PostalAddress: city, neighbourhood as the region when known, country code)
 * and point (GeoCoordinates): on the Accommodation the listing offers, a Place, where schema.org
 * defines both.
 */
function placeOf(location: PropertyLocationInput | null | undefined): Record<string, unknown> {
  if (!location) return {};
  const address: Record<string, string> = {
    ...(location.city ? { addressLocality: location.city } : {}),
    ...(location.neighbourhood ? { addressRegion: location.neighbourhood } : {}),
    ...(location.countryCode ? { addressCountry: location.countryCode } : {}),
  };
  const hasPoint = typeof location.latitude === 'number' && typeof location.longitude === 'number' && Number.isFinite(location.latitude) && Number.isFinite(location.longitude);
  return {
    ...(Object.keys(address).length ? { address: { '@type': 'PostalAddress', ...address } } : {}),
    ...(hasPoint ? { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } } : {}),
  };
}

/** The marketplace itself (home page). */
export function organizationJsonLd(publicUrl: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: BRAND_NAME,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
  };
}

/** The site with its search box (home page): a SearchAction on /search?q=. */
export function webSiteJsonLd(publicUrl: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: BRAND_NAME,
    url: absoluteUrl(publicUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      // Not through URL(): it would escape the braces of the placeholder.
      target: `${publicUrl}${SEARCH_TARGET_PATH}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A store's public page: the store as an Organization with its address and contacts. */
export function storeJsonLd(publicUrl: string, input: StoreInput): JsonLdNode {
  const address = input.address;
  const postal = {
    '@type': 'PostalAddress',
    ...(address.street.trim() ? { streetAddress: address.street.trim() } : {}),
    ...(address.city.trim() ? { addressLocality: address.city.trim() } : {}),
    ...(address.region.trim() ? { addressRegion: address.region.trim() } : {}),
    ...(address.postcode.trim() ? { postalCode: address.postcode.trim() } : {}),
    ...(address.country.trim() ? { addressCountry: address.country.trim() } : {}),
  };
  const description = metaDescription(input.description, 5000);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name.trim() || 'No Store Name',
    url: absoluteUrl(publicUrl, input.path),
    ...(description ? { description } : {}),
    ...(input.imageUrl ? { image: absoluteUrl(publicUrl, input.imageUrl) } : {}),
    ...(input.email.trim() ? { email: input.email.trim() } : {}),
    ...(input.phone.trim() ? { telephone: input.phone.trim() } : {}),
    ...(Object.keys(postal).length > 1 ? { address: postal } : {}),
  };
}

/** A breadcrumb trail: ListItems numbered from 1, each with its absolute URL. */
export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(publicUrl, crumb.path) })),
  };
}

/**
 * JSON for inside a <script>: `<`, `>` and `&` as \u escapes, so no text (a listing's name
 * or description) can close the script or open a comment, and U+2028/U+2029 escaped too.
 * JSON.parse gives back the same object.
 */
export function serializeJsonLd(node: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(node)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
