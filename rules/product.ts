// The rules of a product a vendor creates or edits (docs/spec/vendor-admin.md §5), as pure functions:
// the server applies them, and the dashboard forms use the same texts and checks.
import type { CatalogueName } from './brand-types.ts';
import { parseTranslations, TranslationRuleError, type TranslatableField } from './translations-input.ts';
import type { Translations } from './content-languages.ts';
import { amenitiesForPurpose, checkListingDetails, ListingRuleError, type ListingBase, type ListingDetails, type ListingDraft } from './listing-details.ts';

/** docs/spec/vendor-admin.md §9: the only amenities a property can list, in this order. */
export const AMENITIES = ['Balcony', 'Basement parking', 'Security', 'Shared Gym', 'Shared swimming pool', 'Property for rent', 'Property for sales'] as const;
export type Amenity = (typeof AMENITIES)[number];

export const MAX_PRODUCT_IMAGES = 20;
export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
/** Prices are Decimal(14,2): at most 12 digits before the dot. */
const MAX_PRICE_DIGITS = 12;
const MAX_COUNT = 1_000;
const MAX_AREA = 100_000_000;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required.',
  priceRequired: 'Product price is required.',
  descriptionRequired: 'Product description is required.',
  categoryRequired: 'Product category is required.',
  imagesRequired: 'At least one image must be selected.',
  bedsRequired: 'Number of beds is required.',
  bathsRequired: 'Number of baths is required.',
  areaRequired: 'Area is required.',
  discountAbovePrice: 'Discounted price cannot be greater than product price!',
} as const;

/** What the price inputs accept while typing: digits and at most one dot. */
export const isPriceInput = (text: string): boolean => /^\d*\.?\d*$/.test(text);

/** A field's problem: the message to show and the field it belongs to. */
export class ProductRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * An amount of money as a string with at most 2 decimals ('12', '12.5', '12.50'); null for an
 * empty value. Digits and one dot only (no sign, exponent or thousands separator), above 0.
 */
export function parsePrice(value: unknown, label: string, field: string): string | null {
  const raw = text(value).trim();
  if (!raw) return null;
  const match = /^(\d+)?(?:\.(\d*))?$/.exec(raw);
  if (!match || (!match[1] && !match[2])) throw new ProductRuleError(`${label} may only contain digits and one dot.`, field);
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) throw new ProductRuleError(`${label} can have at most 2 decimals.`, field);
  if (whole.length > MAX_PRICE_DIGITS) throw new ProductRuleError(`${label} is too large.`, field);
  if (Number(`${whole}.${fraction || '0'}`) <= 0) throw new ProductRuleError(`${label} must be greater than 0.`, field);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A whole number of at least 0 (beds, baths, area); null for an empty value. */
export function parseCount(value: unknown, label: string, field: string, max = MAX_COUNT): number | null {
  const raw = text(value).trim();
  if (!raw) return null;
  if (!/^\d+$/.test(raw)) throw new ProductRuleError(`${label} must be a whole number of 0 or more.`, field);
  const number = Number(raw);
  if (number > max) throw new ProductRuleError(`${label} can be at most ${max}.`, field);
  return number;
}

/** A list sent as an array, as JSON text of an array (the spec's "possibly JSON text"), or one item. */
export function parseList(value: unknown, field: string): string[] {
  if (value == null || value === '') return [];
  if (Array.isArray(value)) {
    if (!value.every((item) => typeof item === 'string')) throw new ProductRuleError(`${field} must be a list of texts.`, field);
    return value;
  }
  if (typeof value !== 'string') throw new ProductRuleError(`${field} must be a list of texts.`, field);
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new ProductRuleError(`${field} is not a valid JSON list.`, field);
    }
    return parseList(Array.isArray(parsed) ? parsed : null, field);
  }
  return [trimmed];
}

/** Amenities from the spec's list only, without repeats, in the list's order. */
export function parseAmenities(values: string[]): Amenity[] {
  const wanted = new Set(values.map((v) => v.trim()).filter(Boolean));
  for (const value of wanted) {
    if (!AMENITIES.includes(value as Amenity)) throw new ProductRuleError(`Unknown amenity: ${value}.`, 'amenities');
  }
  return AMENITIES.filter((a) => wanted.has(a));
}

/**
 * What a vendor sends (text as typed; missing fields are empty). The listing fields of a property
 * (ListingDraft) are different: absent keeps the stored value, see rules/listing-details.ts.
 */
export interface ProductDraft extends ListingDraft {
  name?: unknown;
  price?: unknown;
  discountedPrice?: unknown;
  description?: unknown;
  category?: unknown;
  images?: unknown;
  amenities?: unknown;
  beds?: unknown;
  baths?: unknown;
  area?: unknown;
  /** Arabic and Urdu name and description, `{ ar?: { name?, description? }, ur?: {...} }`; absent keeps the stored ones. */
  translations?: unknown;
}

/** A product's translatable fields, under the English fields' limits. */
export const PRODUCT_TRANSLATABLE = {
  name: { label: 'Product name', max: MAX_NAME_LENGTH },
  description: { label: 'Product description', max: MAX_DESCRIPTION_LENGTH },
} satisfies Record<string, TranslatableField>;

export type ProductTranslations = Translations<keyof typeof PRODUCT_TRANSLATABLE>;

/** The draft's translations, checked; undefined when it sent none (an edit keeps the stored ones). */
function checkedTranslations(input: unknown): ProductTranslations | undefined {
  if (input === undefined) return undefined;
  try {
    return parseTranslations(input, PRODUCT_TRANSLATABLE);
  } catch (error) {
    if (error instanceof TranslationRuleError) throw new ProductRuleError(error.message, error.field);
    throw error;
  }
}

/** A draft that passed every rule not needing the database (category and images are checked later). */
export interface CheckedDraft {
  name: string;
  description: string;
  price: string;
  discountedPrice: string | null;
  categoryName: string;
  images: string[];
  amenities: Amenity[];
  beds: number | null;
  baths: number | null;
  areaSqft: number | null;
  /** A property's purpose, completion and place; null for a home product. */
  listing: ListingDetails | null;
  /** Arabic and Urdu texts; undefined when none were sent (an edit keeps the stored ones). */
  translations: ProductTranslations | undefined;
}

/**
 * Applies the rules of docs/spec/vendor-admin.md §5 in the form's order, then the listing rules of a property; the first
 * broken rule is thrown as a ProductRuleError. `mode` matters for properties: on create beds, baths
 * and area are required, on edit an empty one is 0. Home products carry no beds, baths, area,
 * amenities or listing details: whatever is sent for them is ignored, as beds always were.
 * `listingBase` is what absent listing fields keep: the stored values on edit, the vendor's city
 * and country on create (rules/listing-details.ts newListingBase).
 */
export function checkProductDraft(draft: ProductDraft, catalogue: CatalogueName, mode: 'create' | 'edit', listingBase: ListingBase = {}): CheckedDraft {
  const name = text(draft.name).trim();
  if (!name) throw new ProductRuleError(PRODUCT_MESSAGES.nameRequired, 'name');
  if (name.length > MAX_NAME_LENGTH) throw new ProductRuleError(`Product name can be at most ${MAX_NAME_LENGTH} characters.`, 'name');
  const price = parsePrice(draft.price, 'Product price', 'price');
  if (price === null) throw new ProductRuleError(PRODUCT_MESSAGES.priceRequired, 'price');
  const description = text(draft.description).trim();
  if (!description) throw new ProductRuleError(PRODUCT_MESSAGES.descriptionRequired, 'description');
  if (description.length > MAX_DESCRIPTION_LENGTH) throw new ProductRuleError(`Product description can be at most ${MAX_DESCRIPTION_LENGTH} characters.`, 'description');
  const categoryName = text(draft.category).trim();
  if (!categoryName) throw new ProductRuleError(PRODUCT_MESSAGES.categoryRequired, 'category');
  const images = [...new Set(parseList(draft.images, 'images').map((i) => i.trim()).filter(Boolean))];
  if (!images.length) throw new ProductRuleError(PRODUCT_MESSAGES.imagesRequired, 'images');
  if (images.length > MAX_PRODUCT_IMAGES) throw new ProductRuleError(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`, 'images');

  const discountedPrice = parsePrice(draft.discountedPrice, 'Discounted price', 'discountedPrice');
  if (discountedPrice !== null && Number(discountedPrice) > Number(price)) throw new ProductRuleError(PRODUCT_MESSAGES.discountAbovePrice, 'discountedPrice');
  const translations = checkedTranslations(draft.translations);

  if (catalogue !== 'REAL_ESTATE') {
    return { name, description, price, discountedPrice, categoryName, images, amenities: [], beds: null, baths: null, areaSqft: null, listing: null, translations };
  }
  const counts = [
    ['beds', 'Number of beds', PRODUCT_MESSAGES.bedsRequired, MAX_COUNT],
    ['baths', 'Number of baths', PRODUCT_MESSAGES.bathsRequired, MAX_COUNT],
    ['area', 'Area', PRODUCT_MESSAGES.areaRequired, MAX_AREA],
  ] as const;
  const [beds, baths, areaSqft] = counts.map(([field, label, required, max]) => {
    const value = parseCount(draft[field], label, field, max);
    if (value === null && mode === 'create') throw new ProductRuleError(required, field);
    return value ?? 0;
  });
  const sentAmenities = parseAmenities(parseList(draft.amenities, 'amenities'));
  let listing: ListingDetails;
  try {
    listing = checkListingDetails(draft, sentAmenities, listingBase);
  } catch (error) {
    if (error instanceof ListingRuleError) throw new ProductRuleError(error.message, error.field);
    throw error;
  }
  // A purpose sent outright wins over the spec's two purpose amenities, which follow it.
  const amenities = draft.purpose != null && String(draft.purpose).trim() !== '' ? parseAmenities(amenitiesForPurpose(sentAmenities, listing.purpose)) : sentAmenities;
  return { name, description, price, discountedPrice, categoryName, images, amenities, beds, baths, areaSqft, listing, translations };
}

/** Values that pass their own field's rule, put in place of a broken field to look past it. */
const PASSING_VALUES: Partial<Record<keyof ProductDraft, unknown>> = { name: 'x', price: '1', discountedPrice: '', description: 'x', category: 'x', images: ['x'], amenities: [], beds: '0', baths: '0', area: '0', translations: {} };

/**
 * Every broken rule of a draft at once, one message per field, in the order checkProductDraft
 * checks them (so a form can show them all beside their fields). The same rules, not a copy: each
 * broken field is set aside with a passing value and the draft checked again.
 */
export function productDraftProblems(draft: ProductDraft, catalogue: CatalogueName, mode: 'create' | 'edit', listingBase: ListingBase = {}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  let current: ProductDraft = { ...draft };
  for (;;) {
    try {
      checkProductDraft(current, catalogue, mode, listingBase);
      return problems;
    } catch (error) {
      if (!(error instanceof ProductRuleError)) throw error;
      // A field already set aside that still fails (a rule across fields): stop, it is reported.
      if (problems.some((p) => p.field === error.field)) return problems;
      problems.push({ field: error.field, message: error.message });
      // A translation's field (`translations.ar.name`) sets the whole translations aside.
      const field = error.field.split('.', 1)[0] as keyof ProductDraft;
      current = { ...current, [field]: field in PASSING_VALUES ? PASSING_VALUES[field] : undefined };
    }
  }
}
