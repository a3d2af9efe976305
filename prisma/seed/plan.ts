// Pure, deterministic planning of listings: names, prices, descriptions, images, ratings and
// comments. No database access here; demo.ts and topup.ts write what these functions return.
import { createRng, type Rng } from './prng.ts';
import { pointNear } from './locations.ts';
import { marketCountryOfName } from '@rules/listing-details.ts';
import { poolImage, storePicture, variantsPerKind, type DrawingKind } from './images.ts';
import {
  AMENITIES,
  HOME_PRODUCTS,
  HOME_TEXT,
  KIND_TEXT,
  PROPERTY_PATTERNS,
  PROPERTY_TEXT,
  type Amenity,
  type CatalogueName,
  type HomeCategory,
  type HomeProductData,
  type RealEstateCategory,
  type VendorData,
} from './catalogue-data.ts';
import { COMMENTER_NAMES, COMMENTS } from './social-text.ts';

/** Every createdAt is spread backwards from this fixed date, so the data never depends on "now". */
export const BASE_DATE = new Date(Date.UTC(2026, 10, 1));
export const DAY_MS = 86_400_000;
export const daysBefore = (days: number) => new Date(BASE_DATE.getTime() - Math.round(days * DAY_MS));

export interface ListingPlan {
  name: string;
  description: string;
  /** Decimal strings, USD. */
  price: string;
  discountedPrice: string | null;
  catalogue: CatalogueName;
  categoryName: string;
  storeId: string;
  hidden: boolean;
  images: string[];
  beds: number | null;
  baths: number | null;
  areaSqft: number | null;
  amenities: Amenity[];
  /** Properties only: what a portal filters by. */
  property: PropertyFacts | null;
  createdAt: Date;
}

export interface PropertyFacts {
  purpose: 'SALE' | 'RENT';
  rentPeriod: 'MONTH' | 'YEAR' | null;
  completionStatus: 'READY' | 'OFF_PLAN';
  handoverDate: Date | null;
  city: string;
  neighbourhood: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface RatingPlan {
  visitorId: string;
  value: number;
  createdAt: Date;
}

export interface CommentPlan {
  userName: string;
  visitorId: string;
  text: string;
  createdAt: Date;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, key) => (key in values ? String(values[key]) : m));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const money = (n: number) => n.toFixed(2);
const thousands = (n: number) => n.toLocaleString('en-US');

/** Store-like prices: 37.99 under 100, 749 or 1,289 above. */
export function retailPrice(value: number): number {
  if (value < 100) return Math.max(1, Math.floor(value)) + 0.99;
  return Math.max(10, Math.round(value / 10) * 10) - 1;
}

/** Property prices: round to 5,000 (sale) or 50 (monthly rent). */
export function propertyPrice(value: number, rental: boolean): number {
  if (rental) return Math.max(50, Math.round(value / 50) * 50);
  if (value >= 100_000) return Math.round(value / 5_000) * 5_000;
  return Math.round(value / 500) * 500;
}

/** 2-5 pool pictures: first of the item's own kind, then more of it, then the category's other kinds. */
export function pickImages(rng: Rng, kind: DrawingKind, related: DrawingKind[]): string[] {
  const count = rng.int(2, 5);
  const own = rng.shuffle(Array.from({ length: variantsPerKind(kind) }, (_, v) => poolImage(kind, v).file));
  const others = rng.shuffle(related.filter((k) => k !== kind).flatMap((k) => Array.from({ length: variantsPerKind(k) }, (_, v) => poolImage(k, v).file)));
  return [...own, ...others].slice(0, count);
}

// ---- properties ----

const sortAmenities = (list: Amenity[]) => AMENITIES.filter((a) => list.includes(a));

function propertyAmenities(rng: Rng, category: RealEstateCategory): Amenity[] {
  const rental = category === 'Rental';
  const base: Amenity = rental ? 'Property for rent' : 'Property for sales';
  if (category === 'Plots') return sortAmenities(rng.chance(0.5) ? [base, 'Security'] : [base]);
  const many = category === 'Luxury Apartments' || category === 'Off-plan';
  const extras: Amenity[] = many || rental ? ['Balcony', 'Basement parking', 'Security', 'Shared Gym', 'Shared swimming pool'] : ['Balcony', 'Basement parking', 'Security', 'Shared swimming pool'];
  return sortAmenities([base, ...rng.sample(extras, many ? rng.int(3, 5) : rng.int(1, 3))]);
}

function propertyDescription(rng: Rng, category: RealEstateCategory, v: Record<string, string | number>, amenities: Amenity[]): string {
  const t = PROPERTY_TEXT;
  const plot = category === 'Plots';
  const first = [rng.pick(t.opening[category]), rng.pick(plot ? t.plotSize : t.size)];
  const pool = plot ? rng.shuffle(t.plotDetail) : rng.shuffle(t.layout);
  const phrases = amenities.map((a) => t.amenityPhrases[a]).filter(Boolean);
  const second: string[] = [];
  if (phrases.length) second.push(fill(t.amenities, { list: phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : phrases[0] }));
  second.push(rng.pick(t.location));
  const terms = category === 'Rental' ? t.terms.rent : category === 'Off-plan' ? t.terms.offPlan : t.terms.sale;
  const closing = rng.pick(terms);
  const target = rng.int(110, 185);
  const count = () => words([...first, ...second, closing].join(' '));
  for (const sentence of pool) {
    if (count() >= target) break;
    if (count() + words(sentence) > 195) break;
    first.push(sentence);
  }
  if (count() < 100) for (const extra of t.location) if (!second.includes(extra) && count() < 100) second.push(extra);
  return [first.join(' '), [...second, closing].join(' ')].map((p) => fill(p, v)).join('\n\n');
}

export interface PropertyVendor {
  storeId: string;
  city: string;
  country: string;
  areas: string[];
  priceLevel: number;
}

export function planProperty(rng: Rng, category: RealEstateCategory, vendor: PropertyVendor, createdAt: Date, nameSuffix = ''): ListingPlan {
  const pattern = PROPERTY_PATTERNS[category];
  const pakistan = vendor.country === 'Pakistan';
  const area = rng.pick(vendor.areas);
  const plot = category === 'Plots';
  const beds = rng.int(pattern.beds[0], pattern.beds[1]);
  const baths = plot ? 0 : Math.max(1, beds + rng.int(beds > 2 ? -1 : 0, 1));
  const kanal = rng.pick([1, 2, 4]);
  const sqft = plot ? (pakistan ? kanal * 4_500 : rng.int(50, 200) * 100) : Math.round((beds || 1) * rng.int(pattern.sqftPerBed[0], pattern.sqftPerBed[1]) / 10) * 10;
  const year = rng.int(2027, 2029);
  const titles = pattern.titles.filter((title) => pakistan || !title.includes('{kanal}'));
  const values = { beds, baths, area, city: vendor.city, year, kanal, sqft: thousands(sqft), plotSize: pakistan ? `${kanal} kanal (${thousands(sqft)} sq ft)` : `${thousands(sqft)} sq ft` };
  const name = fill(rng.pick(titles), values) + nameSuffix;
  const amenities = propertyAmenities(rng, category);
  const rental = category === 'Rental';
  const price = propertyPrice(rng.range(pattern.price[0], pattern.price[1]) * vendor.priceLevel * (plot ? 1 : 0.8 + beds * 0.08), rental);
  const discounted = rng.chance(0.25) ? propertyPrice(price * rng.range(0.88, 0.96), rental) : null;
  const related: DrawingKind[] = plot ? ['plot'] : ['interior'];
  const images = [poolImage(pattern.kind, rng.int(0, variantsPerKind(pattern.kind) - 1)).file];
  const more = rng.shuffle([...Array.from({ length: variantsPerKind(pattern.kind) }, (_, v) => poolImage(pattern.kind, v).file), ...related.flatMap((k) => Array.from({ length: variantsPerKind(k) }, (_, v) => poolImage(k, v).file))]);
  const count = rng.int(2, 5);
  for (const file of more) if (images.length < count && !images.includes(file)) images.push(file);
  return {
    name,
    description: propertyDescription(rng, category, values, amenities),
    price: money(price),
    discountedPrice: discounted !== null && discounted < price ? money(discounted) : null,
    catalogue: 'REAL_ESTATE',
    categoryName: category,
    storeId: vendor.storeId,
    hidden: false,
    images: images.map((file) => storePicture(vendor.storeId, file)),
    beds: plot ? 0 : beds,
    baths,
    areaSqft: sqft,
    amenities,
    property: propertyFacts(category, vendor, area, year, name),
    createdAt,
  };
}

/**
 * Purpose, completion and place of a planned property. Drawn from the listing's own generator,
 * not the shared one, so adding them left every other planned value as it was.
 */
function propertyFacts(category: RealEstateCategory, vendor: PropertyVendor, area: string, handoverYear: number, name: string): PropertyFacts {
  const rental = category === 'Rental';
  const offPlan = category === 'Off-plan';
  const point = pointNear(area, vendor.city, `${vendor.storeId}:${name}`);
  const handoverQuarterEnd = createRng(`handover:${name}`).pick([2, 5, 8, 11]);
  return {
    purpose: rental ? 'RENT' : 'SALE',
    rentPeriod: rental ? 'MONTH' : null,
    completionStatus: offPlan ? 'OFF_PLAN' : 'READY',
    handoverDate: offPlan ? new Date(Date.UTC(handoverYear, handoverQuarterEnd + 1, 0)) : null,
    city: vendor.city,
    neighbourhood: area === vendor.city ? null : area,
    countryCode: marketCountryOfName(vendor.country),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

export function propertyVendor(v: VendorData): PropertyVendor {
  return { storeId: v.storeId, city: v.city, country: v.country, areas: v.areas?.length ? v.areas : [v.city], priceLevel: v.priceLevel ?? 1 };
}

// ---- home products ----

export interface ShopVendor {
  storeId: string;
  storeName: string;
  city: string;
}

export function planHomeProduct(rng: Rng, category: HomeCategory, item: HomeProductData, vendor: ShopVendor, createdAt: Date, nameSuffix = ''): ListingPlan {
  const name = item.name + nameSuffix;
  const opener = fill(KIND_TEXT[item.kind] ?? KIND_TEXT.default, { name: item.name });
  const details = rng.sample(HOME_TEXT.details, rng.int(1, 5));
  const shipping = fill(rng.pick(HOME_TEXT.shipping), { city: vendor.city, store: vendor.storeName, days: rng.int(2, 7) });
  const description = [opener, ...details].join(' ') + '\n\n' + shipping;
  const price = retailPrice(item.price * rng.range(0.9, 1.12));
  const discounted = rng.chance(0.3) ? retailPrice(price * rng.range(0.72, 0.9)) : null;
  const kinds = [...new Set(HOME_PRODUCTS[category].map((p) => p.kind))];
  return {
    name,
    description,
    price: money(price),
    discountedPrice: discounted !== null && discounted < price ? money(discounted) : null,
    catalogue: 'HOME_PRODUCTS',
    categoryName: category,
    storeId: vendor.storeId,
    hidden: false,
    images: pickImages(rng, item.kind, kinds).map((file) => storePicture(vendor.storeId, file)),
    beds: null,
    baths: null,
    areaSqft: null,
    amenities: [],
    property: null,
    createdAt,
  };
}

// ---- ratings and comments ----

/** `count` ratings from distinct visitors, centred on a per-product quality. */
export function planRatings(rng: Rng, createdAt: Date, count: number, visitors = 400): RatingPlan[] {
  const quality = rng.range(3, 4.9);
  const span = BASE_DATE.getTime() - createdAt.getTime();
  const ids = rng.sample(Array.from({ length: visitors }, (_, i) => i + 1), count);
  return ids.map((n) => {
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.3;
    return {
      visitorId: `seed-visitor-${n}`,
      value: Math.min(5, Math.max(1, Math.round(quality + noise))),
      createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * span)),
    };
  });
}

export function planComments(rng: Rng, catalogue: CatalogueName, createdAt: Date, count: number): CommentPlan[] {
  const span = BASE_DATE.getTime() - createdAt.getTime();
  const texts = rng.sample(COMMENTS[catalogue], count);
  return texts
    .map((text) => ({
      userName: rng.chance(0.6) ? 'Anonymous User' : rng.pick(COMMENTER_NAMES),
      visitorId: `seed-visitor-${rng.int(1, 400)}`,
      text,
      createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * span)),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
