// The listing rules' labels (rules/listing.ts) in the page's language (issue 35). rules/ keeps its
// English outputs, which the API and the spec's texts rely on; the storefront shows these instead,
// so a label is translated in one place. English reads exactly as rules/listing.ts writes it.
import type { Amenity } from '@rules/product.ts';
import type { BrandTypeName } from '@rules/brand-types.ts';
import { handoverQuarter, type AreaUnitName, type CompletionStatusName, type ListingPurposeName, type RentPeriodName } from '@rules/listing.ts';
import type { messages as rulesMessages } from './i18n/compiled/en/rules.ts';
import type { messages as amenitiesMessages } from './i18n/compiled/en/amenities.ts';
import type { messages as brandsMessages } from './i18n/compiled/en/brands.ts';
import type { Translate } from './i18n/translator.ts';

/** The rules namespace's message function (`useT(rulesMessages)`). */
export type RulesT = Translate<keyof typeof rulesMessages>;
/** The amenities' names (`useT(amenitiesMessages)`): a namespace apart, for the pages that list amenities. */
export type AmenitiesT = Translate<keyof typeof amenitiesMessages>;
/** The vendors' kinds and the catalogues' names (`useT(brandsMessages)`). */
export type BrandsT = Translate<keyof typeof brandsMessages>;

const PURPOSE_IDS = { SALE: 'rules.forSale', RENT: 'rules.forRent' } as const;
const COMPLETION_IDS = { READY: 'rules.ready', OFF_PLAN: 'rules.offPlan' } as const;
const UNIT_IDS = { SQFT: 'rules.sqft', SQM: 'rules.sqm' } as const;
const CARD_UNIT_IDS = { SQFT: 'rules.cardSqft', SQM: 'rules.cardSqm' } as const;

const AMENITY_IDS = {
  Balcony: 'amenities.amenityBalcony',
  'Basement parking': 'amenities.amenityBasementParking',
  Security: 'amenities.amenitySecurity',
  'Shared Gym': 'amenities.amenitySharedGym',
  'Shared swimming pool': 'amenities.amenitySharedPool',
  'Property for rent': 'amenities.amenityForRent',
  'Property for sales': 'amenities.amenityForSale',
} as const satisfies Record<Amenity, string>;

/** An amenity's name (rules/product.ts AMENITIES); one the storefront does not know as given. */
export const amenityLabel = (t: AmenitiesT, amenity: string): string => (amenity in AMENITY_IDS ? t(AMENITY_IDS[amenity as Amenity]) : amenity);

const BRAND_TYPE_IDS = { REAL_ESTATE: 'brands.brandRealEstate', HOME_PRODUCTS: 'brands.brandHomeProducts', ELECTRONICS: 'brands.brandElectronics' } as const satisfies Record<BrandTypeName, string>;

/** A vendor's kind (rules/brand-types.ts BRAND_TYPE_LABELS): "Real Estate"; nothing for an unknown one. */
export const brandTypeLabelIn = (t: BrandsT, brandType: string): string => (brandType in BRAND_TYPE_IDS ? t(BRAND_TYPE_IDS[brandType as BrandTypeName]) : '');

/** "For sale", "For rent"; an unknown purpose as given. */
export const purposeLabel = (t: RulesT, purpose: string): string => (purpose in PURPOSE_IDS ? t(PURPOSE_IDS[purpose as ListingPurposeName]) : purpose);

/** "Ready", "Off-plan". */
export const completionLabel = (t: RulesT, status: CompletionStatusName): string => t(COMPLETION_IDS[status]);

/** "sq ft", "sq m". */
export const areaUnitLabel = (t: RulesT, unit: AreaUnitName): string => t(UNIT_IDS[unit]);

/** The unit after a card's area ("1,200 SQFT": the unit's code, in English). */
export const cardAreaUnitLabel = (t: RulesT, unit: AreaUnitName): string => t(CARD_UNIT_IDS[unit]);

/** As rules/listing.ts completionText: "Ready", "Off-plan · Handover Q3 2028". */
export function completionTextIn(t: RulesT, status: CompletionStatusName, handoverDate: string | null | undefined): string {
  const quarter = status === 'OFF_PLAN' ? handoverQuarter(handoverDate) : null;
  return quarter ? t('rules.offPlanHandover', { quarter }) : completionLabel(t, status);
}

/** As rules/listing.ts rentSuffix: "/month", "/year" for a rent, nothing for a sale. */
export function rentSuffixIn(t: RulesT, purpose: ListingPurposeName | null | undefined, period: RentPeriodName | null | undefined): string {
  if (purpose !== 'RENT') return '';
  return t(period === 'YEAR' ? 'rules.perYear' : 'rules.perMonth');
}
