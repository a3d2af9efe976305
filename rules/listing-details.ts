// What a vendor sets about a property beyond beds, baths and area (issue 20): purpose, rent period,
// completion, handover date, place and coordinates. Pure rules shared by the server (GraphQL and
// REST) and the dashboard form, so both say the same thing.
//
// How a draft field is read: `undefined` (absent) keeps the base value (on edit: what is stored, so
// a client that does not know the field cannot wipe it; on create: the default), while `null` or
// an empty text clears the fields that may be empty (city, neighbourhood, country, coordinates,
// handover date). Purpose and completion always have a value: empty is read as absent.
import {
  MARKET_COUNTRIES,
  isMarketCountry,
  type CompletionStatusName,
  type ListingPurposeName,
  type MarketCountryCode,
  type RentPeriodName,
} from './listing.ts';

export const LISTING_MESSAGES = {
  purposeInvalid: 'Purpose must be For sale (SALE) or For rent (RENT).',
  rentPeriodInvalid: 'Rent period must be per month (MONTH) or per year (YEAR).',
  rentPeriodForSale: 'A rent period applies only to a property for rent.',
  completionInvalid: 'Completion must be Ready (READY) or Off-plan (OFF_PLAN).',
  handoverRequired: 'Handover date is required for an off-plan property.',
  handoverInvalid: 'Handover date must be a calendar date like 2027-06-30.',
  handoverOutOfRange: 'Handover date must be between 1990 and 2100.',
  handoverForReady: 'A handover date applies only to an off-plan property.',
  cityTooLong: 'City can be at most 100 characters.',
  neighbourhoodTooLong: 'Area/neighbourhood can be at most 100 characters.',
  // Written out, not built from MARKET_COUNTRIES: a call at module level would make this module
  // "side-effectful" to the bundler and pull it into every storefront page.
  countryInvalid: 'Country must be one of AE, PK, GB, US.',
  latitudeInvalid: 'Latitude must be a number between -90 and 90.',
  longitudeInvalid: 'Longitude must be a number between -180 and 180.',
  coordinatesTogether: 'Latitude and longitude go together: give both or neither.',
} as const;

export const MAX_PLACE_LENGTH = 100;
const HANDOVER_YEARS = { min: 1990, max: 2100 } as const;

/** The spec's two amenities that say what a property is offered for. */
export const PURPOSE_AMENITIES = { RENT: 'Property for rent', SALE: 'Property for sales' } as const satisfies Record<ListingPurposeName, string>;

/** A property's listing details as stored (handover date as YYYY-MM-DD). */
export interface ListingDetails {
  purpose: ListingPurposeName;
  rentPeriod: RentPeriodName | null;
  completionStatus: CompletionStatusName;
  handoverDate: string | null;
  city: string | null;
  neighbourhood: string | null;
  countryCode: MarketCountryCode | null;
  latitude: number | null;
  longitude: number | null;
}

/** What absent fields keep: the stored details on edit (any may be null), the defaults on create. */
export type ListingBase = { [K in keyof ListingDetails]?: ListingDetails[K] | null };

/** What a vendor sends about them (text as typed, numbers, or a Date for the handover). */
export interface ListingDraft {
  purpose?: unknown;
  rentPeriod?: unknown;
  completionStatus?: unknown;
  handoverDate?: unknown;
  city?: unknown;
  neighbourhood?: unknown;
  countryCode?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** A listing rule broken: the message and the draft field it is about. */
export class ListingRuleError extends Error {
  constructor(
    message: string,
    readonly field: keyof ListingDraft,
  ) {
    super(message);
  }
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** The purpose the old clients say with an amenity: exactly one of the two, or null when they do not say. */
export function purposeOfAmenities(amenities: readonly string[]): ListingPurposeName | null {
  const rent = amenities.includes(PURPOSE_AMENITIES.RENT);
  const sale = amenities.includes(PURPOSE_AMENITIES.SALE);
  if (rent === sale) return null;
  return rent ? 'RENT' : 'SALE';
}

/** Amenities with the purpose's amenity set and the other one dropped, in the original order. */
export function amenitiesForPurpose<T extends string>(amenities: readonly T[], purpose: ListingPurposeName): T[] {
  const other = PURPOSE_AMENITIES[purpose === 'RENT' ? 'SALE' : 'RENT'];
  const kept = amenities.filter((a) => a !== other);
  return kept.includes(PURPOSE_AMENITIES[purpose] as T) ? kept : [...kept, PURPOSE_AMENITIES[purpose] as T];
}

function enumValue<T extends string>(value: unknown, allowed: readonly T[], message: string, field: keyof ListingDraft): T {
  const name = typeof value === 'string' ? value.trim().toUpperCase().replace(/-/g, '_') : null;
  if (!name || !allowed.includes(name as T)) throw new ListingRuleError(message, field);
  return name as T;
}

/** YYYY-MM-DD from a Date (the GraphQL scalar) or a text of that shape that is a real date. */
function calendarDate(value: unknown): string {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) date = new Date(`${value.trim()}T00:00:00.000Z`);
  if (!date || Number.isNaN(date.getTime())) throw new ListingRuleError(LISTING_MESSAGES.handoverInvalid, 'handoverDate');
  const text = date.toISOString().slice(0, 10);
  if (typeof value === 'string' && text !== value.trim()) throw new ListingRuleError(LISTING_MESSAGES.handoverInvalid, 'handoverDate');
  const year = date.getUTCFullYear();
  if (year < HANDOVER_YEARS.min || year > HANDOVER_YEARS.max) throw new ListingRuleError(LISTING_MESSAGES.handoverOutOfRange, 'handoverDate');
  return text;
}

function placeText(value: unknown, field: 'city' | 'neighbourhood', tooLong: string): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') throw new ListingRuleError(`${field === 'city' ? 'City' : 'Area/neighbourhood'} must be a text.`, field);
  const text = String(value).trim().replace(/\s+/g, ' ');
  if (text.length > MAX_PLACE_LENGTH) throw new ListingRuleError(tooLong, field);
  return text || null;
}

function coordinate(value: unknown, field: 'latitude' | 'longitude'): number {
  const limit = field === 'latitude' ? 90 : 180;
  const message = field === 'latitude' ? LISTING_MESSAGES.latitudeInvalid : LISTING_MESSAGES.longitudeInvalid;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number) || Math.abs(number) > limit) throw new ListingRuleError(message, field);
  return number;
}

/** The country code of a vendor's profile country (a name, e.g. "Pakistan"); null outside the four markets. */
export function marketCountryOfName(name: string | null | undefined): MarketCountryCode | null {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  const found = (Object.entries(MARKET_COUNTRIES) as [MarketCountryCode, string][]).find(([code, label]) => label.toLowerCase() === wanted || code.toLowerCase() === wanted);
  return found ? found[0] : null;
}

/** What a new property starts from when the client does not say: the vendor's own city and country. */
export function newListingBase(vendor: { city?: string | null; country?: string | null }): ListingBase {
  return { city: vendor.city?.trim() || null, countryCode: marketCountryOfName(vendor.country) };
}

/**
 * The listing details after applying `draft` over `base` (on edit: what is stored; on create:
 * `newListingBase`). Purpose, when absent, is what the amenities say (the spec's 'Property for
 * rent' / 'Property for sales'), else the base's, else SALE. The first broken rule is thrown.
 */
export function checkListingDetails(draft: ListingDraft, amenities: readonly string[], base: ListingBase = {}): ListingDetails {
  const given = (field: keyof ListingDraft) => draft[field] !== undefined && !isEmpty(draft[field]);
  const cleared = (field: keyof ListingDraft) => draft[field] !== undefined && isEmpty(draft[field]);

  const purpose = given('purpose')
    ? enumValue<ListingPurposeName>(draft.purpose, ['SALE', 'RENT'], LISTING_MESSAGES.purposeInvalid, 'purpose')
    : (purposeOfAmenities(amenities) ?? base.purpose ?? 'SALE');

  let rentPeriod: RentPeriodName | null = null;
  if (purpose === 'RENT') {
    rentPeriod = given('rentPeriod') ? enumValue<RentPeriodName>(draft.rentPeriod, ['MONTH', 'YEAR'], LISTING_MESSAGES.rentPeriodInvalid, 'rentPeriod') : (base.rentPeriod ?? 'MONTH');
  } else if (given('rentPeriod')) {
    // Checked for shape first, so a typo is named as such rather than as "sale".
    enumValue<RentPeriodName>(draft.rentPeriod, ['MONTH', 'YEAR'], LISTING_MESSAGES.rentPeriodInvalid, 'rentPeriod');
    throw new ListingRuleError(LISTING_MESSAGES.rentPeriodForSale, 'rentPeriod');
  }

  const completionStatus = given('completionStatus')
    ? enumValue<CompletionStatusName>(draft.completionStatus, ['READY', 'OFF_PLAN'], LISTING_MESSAGES.completionInvalid, 'completionStatus')
    : (base.completionStatus ?? 'READY');

  let handoverDate: string | null = null;
  if (given('handoverDate')) {
    handoverDate = calendarDate(draft.handoverDate);
    if (completionStatus !== 'OFF_PLAN') throw new ListingRuleError(LISTING_MESSAGES.handoverForReady, 'handoverDate');
  } else if (completionStatus === 'OFF_PLAN') {
    handoverDate = cleared('handoverDate') ? null : (base.handoverDate ?? null);
    if (!handoverDate) throw new ListingRuleError(LISTING_MESSAGES.handoverRequired, 'handoverDate');
  }

  const city = draft.city === undefined ? (base.city ?? null) : isEmpty(draft.city) ? null : placeText(draft.city, 'city', LISTING_MESSAGES.cityTooLong);
  const neighbourhood =
    draft.neighbourhood === undefined ? (base.neighbourhood ?? null) : isEmpty(draft.neighbourhood) ? null : placeText(draft.neighbourhood, 'neighbourhood', LISTING_MESSAGES.neighbourhoodTooLong);

  let countryCode = base.countryCode ?? null;
  if (cleared('countryCode')) countryCode = null;
  else if (given('countryCode')) {
    const code = typeof draft.countryCode === 'string' ? draft.countryCode.trim().toUpperCase() : null;
    if (!isMarketCountry(code)) throw new ListingRuleError(LISTING_MESSAGES.countryInvalid, 'countryCode');
    countryCode = code;
  }

  const latitude = given('latitude') ? coordinate(draft.latitude, 'latitude') : cleared('latitude') ? null : (base.latitude ?? null);
  const longitude = given('longitude') ? coordinate(draft.longitude, 'longitude') : cleared('longitude') ? null : (base.longitude ?? null);
  if ((latitude === null) !== (longitude === null)) throw new ListingRuleError(LISTING_MESSAGES.coordinatesTogether, latitude === null ? 'latitude' : 'longitude');

  return { purpose, rentPeriod, completionStatus, handoverDate, city, neighbourhood, countryCode, latitude, longitude };
}
