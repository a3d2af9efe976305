// The head of a listing page, one shape for both kinds: the title, meta description, canonical
// path and share image (PageMeta), and the structured data (the listing's own node, then the
// BreadcrumbList). What differs by kind lives beside it, so that each page's script carries only
// its own branch: product-head.ts (a Product node) and property-head.ts (a RealEstateListing node).
import { catalogueCrumbs } from './breadcrumbs.ts';
import { breadcrumbJsonLd, type JsonLdNode, type ListingInput } from './structured-data.ts';

export interface UsdPrice {
  amount: string | number;
  formatted: string;
}

/** What the head reads of any listing (the fields the product and property pages' queries select). */
export interface ListingHeadSource {
  name: string;
  description: string;
  catalogue: string;
  path: string;
  hiddenFromSuggestions: boolean;
  featureImage: { shareUrl: string };
  usdPrice: UsdPrice;
  usdDiscountedPrice?: UsdPrice | null;
  category: { name: string; path: string };
  vendor: { storeName: string; path: string };
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

/** The price a listing's head shows: the discounted USD price when there is one. */
export const headPrice = (listing: ListingHeadSource): UsdPrice => listing.usdDiscountedPrice ?? listing.usdPrice;

/** What every listing's structured data node says, whatever its kind. */
export function listingInput(listing: ListingHeadSource): ListingInput {
  return {
    name: listing.name,
    description: listing.description,
    path: listing.path,
    imageUrl: listing.featureImage.shareUrl || null,
    priceUsd: String(headPrice(listing).amount),
    available: !listing.hiddenFromSuggestions,
    seller: { name: listing.vendor.storeName, path: listing.vendor.path },
    categoryName: listing.category.name,
  };
}

/** A listing's head from its kind's meta description and node, followed by its breadcrumbs. */
export function listingHead(publicUrl: string, listing: ListingHeadSource, description: string, node: JsonLdNode): ListingHeadTags {
  const crumbs = catalogueCrumbs(listing.catalogue, { name: listing.category.name, path: listing.category.path }, { name: listing.name, path: listing.path });
  return {
    title: listing.name,
    description,
    path: listing.path,
    image: listing.featureImage.shareUrl || null,
    type: 'product',
    jsonLd: [node, breadcrumbJsonLd(publicUrl, crumbs)],
  };
}
