import type { CompletionStatusName, ListingDraft, ListingPurposeName, RentPeriodName } from '@rules/index.ts';
import type { Translations } from '@rules/content-languages.ts';
import { translationsInputOf } from '../../lib/translation-form.ts';
import type { PickedImage } from './pickedImage.ts';

/** The product texts written per language (issue 35): Arabic and Urdu translate these. */
export const TRANSLATED_PRODUCT_FIELDS = ['name', 'description'] as const;
export type TranslatedProductField = (typeof TRANSLATED_PRODUCT_FIELDS)[number];

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
  /** Arabic and Urdu name and description, as typed (empty: the English text shows). */
  translations: Translations<TranslatedProductField>;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  discountedPrice: '',
  description: '',
  category: '',
  images: [],
  amenities: [],
  beds: '',
  baths: '',
  area: '',
  purpose: 'SALE',
  rentPeriod: 'MONTH',
  completionStatus: 'READY',
  handoverDate: '',
  city: '',
  neighbourhood: '',
  countryCode: '',
  latitude: '',
  longitude: '',
  translations: {},
};

/**
 * The listing fields as the rules read them: every one is sent (empty clears), but the rent period
 * only for a rent and the handover date only off-plan (hidden fields keep their text meanwhile).
 */
export function listingDraftOf(values: ProductFormValues): Required<ListingDraft> {
  return {
    purpose: values.purpose,
    rentPeriod: values.purpose === 'RENT' ? values.rentPeriod : null,
    completionStatus: values.completionStatus,
    handoverDate: values.completionStatus === 'OFF_PLAN' ? values.handoverDate : null,
    city: values.city,
    neighbourhood: values.neighbourhood,
    countryCode: values.countryCode,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

/** What the server gets: the form's text, beds/baths/area as numbers (empty: none). */
export function productInputOf(values: ProductFormValues) {
  const count = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    discountedPrice: values.discountedPrice.trim() || null,
    description: values.description.trim(),
    category: values.category,
    images: values.images.map((image) => image.reference),
    amenities: values.amenities,
    beds: count(values.beds),
    baths: count(values.baths),
    area: count(values.area),
    ...listingInputOf(values),
    translations: translationsInputOf(values.translations, TRANSLATED_PRODUCT_FIELDS),
  };
}

/** The listing fields for GraphQL: enums, a date, texts (null when empty) and numbers. */
function listingInputOf(values: ProductFormValues) {
  const draft = listingDraftOf(values);
  const textOrNull = (text: string) => text.trim() || null;
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    purpose: values.purpose,
    rentPeriod: draft.rentPeriod as RentPeriodName | null,
    completionStatus: values.completionStatus,
    handoverDate: draft.handoverDate === null ? null : textOrNull(values.handoverDate),
    city: textOrNull(values.city),
    neighbourhood: textOrNull(values.neighbourhood),
    countryCode: textOrNull(values.countryCode),
    latitude: number(values.latitude),
    longitude: number(values.longitude),
  };
}
