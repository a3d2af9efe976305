// The head of a listing page, one place for both kinds: the title, meta description, canonical
// path and share image (PageMeta), and the structured data (a Product or RealEstateListing node,
// then the BreadcrumbList). The product and property pages render it through ListingHead.
import { catalogueCrumbs } from './breadcrumbs.ts';
import { productMetaDescription, propertyMetaDescription } from './listing-meta.ts';
import {
  breadcrumbJsonLd,
  dealTypeOf,
  productJsonLd,
  realEstateListingJsonLd,
  type DealType,
  type JsonLdNode,
  type ListingInput,
  type PropertyLocationInput,
} from './structured-data.ts';

interface UsdPrice {
  amount: string | number;
  formatted: string;
}

/** What the head reads of a listing (the ListingHead_product fragment). */
export interface ListingHeadSource {
  name: string;
  description: string;
  catalogue: string;
  path: string;
  hiddenFromSuggestions: boolean;
  /** When it was listed (a DateTime scalar: an ISO 8601 string). */
  createdAt: unknown;
  amenities: readonly string[];
  featureImage: { shareUrl: string };
  usdPrice: UsdPrice;
  usdDiscountedPrice?: UsdPrice | null;
  category: { name: string; path: string };
  rating: { average?: number | null; count: number };
  vendor: { storeName: string; path: string };
  realEstateDetails?: { beds: number; baths: number; areaSqft: number; purpose: string } | null;
  location?: PropertyLocationInput | null;
}

/** PageMeta's props and the page's JSON-LD nodes. */
export interface ListingHeadTags {
  title: string;
  description: string;
  path: string;
  image: string | null;
  type: 'product';
  jsonLd: JsonLdNode[];
}

/** The listing's own purpose says sale or rent; older words (amenities, category) only without it. */
export function listingDealType(listing: Pick<ListingHeadSource, 'realEstateDetails' | 'amenities' | 'category'>): DealType | null {
  const purpose = listing.realEstateDetails?.purpose;
  if (purpose === 'RENT') return 'rent';
  if (purpose === 'SALE') return 'sale';
  return dealTypeOf(listing.amenities, listing.category.name);
}

/** A listing's head, priced in USD (the discounted price when there is one). */
export function listingHead(publicUrl: string, listing: ListingHeadSource): ListingHeadTags {
  const price = listing.usdDiscountedPrice ?? listing.usdPrice;
  const image = listing.featureImage.shareUrl || null;
  const common: ListingInput = {
    name: listing.name,
    description: listing.description,
    path: listing.path,
    imageUrl: image,
    priceUsd: String(price.amount),
    available: !listing.hiddenFromSuggestions,
    seller: { name: listing.vendor.storeName, path: listing.vendor.path },
    categoryName: listing.category.name,
  };
  const { description, node } = listing.catalogue === 'REAL_ESTATE' ? propertyParts(publicUrl, listing, common, price) : productParts(publicUrl, listing, common, price);
  const crumbs = catalogueCrumbs(listing.catalogue, { name: listing.category.name, path: listing.category.path }, { name: listing.name, path: listing.path });
  return { title: listing.name, description, path: listing.path, image, type: 'product', jsonLd: [node, breadcrumbJsonLd(publicUrl, crumbs)] };
}

/** A home product: "Oak Sofa for USD 1,200.00 from Casa Store…" and its Product node. */
function productParts(publicUrl: string, listing: ListingHeadSource, common: ListingInput, price: UsdPrice) {
  return {
    description: productMetaDescription({ name: listing.name, price: price.formatted, storeName: listing.vendor.storeName, description: listing.description }),
    node: productJsonLd(publicUrl, { ...common, rating: listing.rating }),
  };
}

/** A property: "3 beds … villa for sale at USD 450,000.00 from Prime Homes…" and its RealEstateListing node. */
function propertyParts(publicUrl: string, listing: ListingHeadSource, common: ListingInput, price: UsdPrice) {
  const dealType = listingDealType(listing);
  const details = listing.realEstateDetails;
  return {
    description: propertyMetaDescription({
      price: price.formatted,
      storeName: listing.vendor.storeName,
      description: listing.description,
      categoryName: listing.category.name,
      dealType,
      details,
    }),
    node: realEstateListingJsonLd(publicUrl, { ...common, dealType, details, datePosted: String(listing.createdAt), location: listing.location }),
  };
}
