// A property's head (listing-head.ts): "3 beds … villa for sale at USD 450,000.00 from Prime Homes…"
// and its RealEstateListing node.
import { headPrice, listingHead, listingInput, type ListingHeadSource, type ListingHeadTags } from './listing-head.ts';
import { propertyMetaDescription, type ListingMetaWords } from './listing-meta.ts';
import { dealTypeOf, realEstateListingJsonLd, type DealType, type PropertyLocationInput } from './structured-data.ts';

/** What the head reads of a property (PropertyPageQuery selects it). */
export interface PropertyHeadSource extends ListingHeadSource {
  /** When it was listed (a DateTime scalar: an ISO 8601 string). */
  createdAt: unknown;
  amenities: readonly string[];
  realEstateDetails?: { beds: number; baths: number; areaSqft: number; purpose: string } | null;
  location?: PropertyLocationInput | null;
}

/** The listing's own purpose says sale or rent; older words (amenities, category) only without it. */
export function listingDealType(listing: Pick<PropertyHeadSource, 'realEstateDetails' | 'amenities' | 'category'>): DealType | null {
  const purpose = listing.realEstateDetails?.purpose;
  if (purpose === 'RENT') return 'rent';
  if (purpose === 'SALE') return 'sale';
  return dealTypeOf(listing.amenities, listing.category.name);
}

/** A property's head, priced in USD (the discounted price when there is one), its description in the page's language (`words`). */
export function propertyHead(publicUrl: string, property: PropertyHeadSource, words?: ListingMetaWords): ListingHeadTags {
  const dealType = listingDealType(property);
  const details = property.realEstateDetails;
  const description = propertyMetaDescription({
    price: headPrice(property).formatted,
    storeName: property.vendor.storeName,
    description: property.description,
    categoryName: property.category.name,
    dealType,
    details,
  }, words);
  const node = realEstateListingJsonLd(publicUrl, { ...listingInput(property), dealType, details, datePosted: String(property.createdAt), location: property.location });
  return listingHead(publicUrl, property, description, node);
}
