// Link shapes of spec §2. The slug rules themselves are the server's (one implementation).
import { productSlugFromName, vendorSlug } from '../../../api/src/domain/catalogue/slug.ts';

export { productSlugFromName, vendorSlug };

export type ProductSection = 'real-estate' | 'home-products';

/** real-estate when the main category, lower-cased, contains "real estate"; otherwise home-products. */
export function productSection(mainCategory: string | null | undefined): ProductSection {
  return (mainCategory ?? '').toLowerCase().includes('real estate') ? 'real-estate' : 'home-products';
}

/** /products/{section}/{slug}; the slug is built from the name when missing. */
export function productPath(product: { mainCategory?: string | null; slug?: string | null; productName?: string | null }): string {
  const slug = product.slug || productSlugFromName(product.productName ?? '');
  return `/products/${productSection(product.mainCategory)}/${slug}`;
}

/** /pro/{store-name-slug}/{store_id}. */
export function vendorPath(vendor: { storeName?: string | null; storeId: string }): string {
  return `/pro/${vendorSlug(vendor.storeName)}/${encodeURIComponent(vendor.storeId)}`;
}

/** /category/{name}: the category page takes the name, URL-encoded. */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name)}`;
}

/** /search?q={query}, URL-encoded. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** Home quick links: the two catalogues have pages of their own, anything else is a category. */
export function quickLinkPath(label: string): string {
  if (label === 'Real Estate') return '/real-estate';
  if (label === 'Home Products') return '/home-products';
  return categoryPath(label);
}
