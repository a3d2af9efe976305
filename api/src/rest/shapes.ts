import type { Prisma } from '../generated/prisma/client.ts';
import { isDiscounted } from '../domain/money/currency.ts';
import type { ProductColumn, ProductColumnsRow } from '../domain/catalogue/product-columns.ts';
import { BRAND_TYPE_LABELS, CATALOGUE_LABELS } from '@rules/brand-types.ts';
import { translatedText, type ContentLanguage } from '@rules/content-languages.ts';
import { amenityLabels } from '@rules/amenity-labels.ts';

/** The spec's names for catalogues and brand types (REST answers carry labels, not enum names). */
export { BRAND_TYPE_LABELS, CATALOGUE_LABELS };

/** What every REST product answer loads with the product. */
export const restProductInclude = {
  category: { select: { name: true, translations: true } },
  vendor: { select: { storeId: true, storeName: true, image: true, brandType: true, email: true, phone: true, isAdmin: true, translations: true } },
  translations: true,
} satisfies Prisma.ProductInclude;

/** The same, as the storefront listing reads it in its one statement (domain/catalogue/product-columns.ts). */
export const REST_PRODUCT_COLUMNS = [
  'id', 'slug', 'name', 'description', 'price', 'discountedPrice', 'catalogue', 'category', 'featureImage', 'images', 'amenities',
  'beds', 'baths', 'areaSqft', 'purpose', 'rentPeriod', 'completionStatus', 'handoverDate', 'city', 'neighbourhood', 'countryCode', 'latitude', 'longitude',
  'ratingCount', 'ratingAverage', 'status', 'vendor', 'createdAt', 'translations', 'stock', 'lowStockThreshold',
] as const satisfies readonly ProductColumn[];

/** What a REST product answer is made of: a listing's row, or a product read with restProductInclude. */
type RestProductRow = ProductColumnsRow<(typeof REST_PRODUCT_COLUMNS)[number]>;

const money = (value: Prisma.Decimal) => Number(value.toFixed(2));

/** The spec's beds, baths and area, then what a portal adds (purpose, completion, place) as extra fields. */
function restRealEstateDetails(p: RestProductRow) {
  return {
    productBeds: p.beds ?? 0,
    productBaths: p.baths ?? 0,
    propertyArea: p.areaSqft ?? 0,
    purpose: p.purpose ?? 'SALE',
    rentPeriod: p.purpose === 'RENT' ? (p.rentPeriod ?? 'MONTH') : null,
    completionStatus: p.completionStatus ?? 'READY',
    handoverDate: p.completionStatus === 'OFF_PLAN' && p.handoverDate ? p.handoverDate.toISOString().slice(0, 10) : null,
    city: p.city,
    neighbourhood: p.neighbourhood,
    country: p.countryCode,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

/**
 * A product in the documented REST shape (productName, productPrice, realEstateDetails, ...), its
 * texts in `language` (each falling back to English).
 */
export function toRestProduct(p: RestProductRow, language: ContentLanguage) {
  return {
    id: p.id,
    slug: p.slug,
    productName: translatedText(p.translations, language, 'name', p.name),
    productDescription: translatedText(p.translations, language, 'description', p.description),
    productPrice: money(p.price),
    discountedPrice: isDiscounted(p.price, p.discountedPrice) ? money(p.discountedPrice!) : null,
    mainCategory: CATALOGUE_LABELS[p.catalogue],
    selectedCategory: translatedText(p.category.translations, language, 'name', p.category.name),
    featureImage: p.featureImage,
    selectedImages: p.images,
    amenities: amenityLabels(p.amenities, language),
    realEstateDetails: p.catalogue === 'REAL_ESTATE' ? restRealEstateDetails(p) : null,
    numberOfReviews: p.ratingCount,
    avgRating: p.ratingAverage,
    product_status: p.status === 'HIDDEN' ? 0 : 1,
    stock: p.stock,
    lowStockThreshold: p.lowStockThreshold,
    storeId: p.vendor.storeId,
    vendorDetails: {
      store_id: p.vendor.storeId,
      store_name: translatedText(p.vendor.translations, language, 'storeName', p.vendor.storeName),
      image: p.vendor.image,
      brand_type: BRAND_TYPE_LABELS[p.vendor.brandType],
      email: p.vendor.email,
      store_phone: p.vendor.phone,
    },
    createdAt: p.createdAt.toISOString(),
  };
}

/** The fields of a vendor anyone may see, in the documented REST shape (store_id, store_name, ...). */
export const restPublicVendorSelect = {
  id: true, storeId: true, storeName: true, image: true, brandType: true, isAdmin: true, accessGranted: true,
  firstName: true, lastName: true, email: true, phone: true, address1: true, address2: true, city: true,
  stateCounty: true, country: true, postcode: true, description: true, createdAt: true,
  translations: { select: { language: true, storeName: true, description: true } },
} satisfies Prisma.VendorSelect;

type RestVendorRow = Prisma.VendorGetPayload<{ select: typeof restPublicVendorSelect }>;

/**
 * A vendor in the documented REST shape. The public store page answers its name and description
 * in the request's `language`; the dashboard's own answers stay in English (what the form edits).
 */
export function toRestVendor(v: RestVendorRow, language: ContentLanguage = 'en') {
  return {
    id: v.id,
    store_id: v.storeId,
    store_name: translatedText(v.translations, language, 'storeName', v.storeName),
    image: v.image,
    brand_type: BRAND_TYPE_LABELS[v.brandType],
    isAdmin: v.isAdmin ? 1 : 0,
    vendor_status: v.accessGranted ? 1 : 0,
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    store_phone: v.phone,
    address1: v.address1,
    address2: v.address2,
    city: v.city,
    state_county: v.stateCounty,
    country: v.country,
    postcode: v.postcode,
    description: translatedText(v.translations, language, 'description', v.description),
    created_at: v.createdAt.toISOString(),
  };
}
