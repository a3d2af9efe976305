import { vendorSlug } from './slug.ts';

/** Storefront path of a listing: /products/real-estate/{slug} or /products/home-products/{slug}. */
export const productPath = (p: { catalogue: string; slug: string }) =>
  `/products/${p.catalogue === 'REAL_ESTATE' ? 'real-estate' : 'home-products'}/${p.slug}`;

/** Storefront path of a vendor: /pro/{store-name-slug}/{store_id}. */
export const vendorPath = (v: { storeName: string | null; storeId: string }) => `/pro/${vendorSlug(v.storeName)}/${v.storeId}`;
