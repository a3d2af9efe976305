// What the product form holds, as typed: named apart from the form so its field groups can use it.
import type { CompletionStatusName, ListingPurposeName, RentPeriodName } from '../../../../rules/index.ts';
import type { PickedImage } from './pickedImage.ts';

export interface ProductFormValues {
  name: string;
  price: string;
  discountedPrice: string;
  description: string;
  category: string;
  images: PickedImage[];
  amenities: string[];
  beds: string;
  baths: string;
  area: string;
  /** Listing details of a property (issue 20); text as typed, '' for none. */
  purpose: ListingPurposeName;
  rentPeriod: RentPeriodName;
  completionStatus: CompletionStatusName;
  handoverDate: string;
  city: string;
  neighbourhood: string;
  countryCode: string;
  latitude: string;
  longitude: string;
}
