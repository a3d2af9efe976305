// Link shapes of docs/spec/storefront.md §2: slugs and the paths of products, vendors, categories
// and searches. The server's `path` fields and the web's links are built here, once.
import { BRAND_TYPE_LABELS, type CatalogueName } from './brand-types.ts';

/**
 * Product slug from a name: lower-case; whitespace and slashes become hyphens; every character
 * other than a-z, 0-9 and hyphen is removed; repeated hyphens collapse; edge hyphens are trimmed.
 * A name with no usable character gives ''.
 */
export function productSlugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s/]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The store-name part of /pro/{store-name-slug}/{store_id}: the lower-cased store name with
 * whitespace turned to hyphens and non-word characters removed (repeated and edge hyphens
 * trimmed). A missing or empty result gives 'no-store'.
 */
export function vendorSlug(storeName: string | null | undefined): string {
  const slug = (storeName ?? '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'no-store';
}

/**
 * `base` when free, else `base-2`, `base-3`, ... (the first one `exists` says is free).
 * An empty base (a name without any a-z/0-9) becomes 'product'.
 */
export async function uniqueSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || 'product';
  if (!(await exists(root))) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!(await exists(candidate))) return candidate;
  }
}

export type ProductSection = 'real-estate' | 'home-products';

/** The path segment of each catalogue. */
export const PRODUCT_SECTIONS = { REAL_ESTATE: 'real-estate', HOME_PRODUCTS: 'home-products' } as const satisfies Record<CatalogueName, ProductSection>;

/** Storefront path of a listing: /products/real-estate/{slug} or /products/home-products/{slug}. */
export const productPath = (p: { catalogue: string; slug: string }) =>
  `/products/${p.catalogue === 'REAL_ESTATE' ? PRODUCT_SECTIONS.REAL_ESTATE : PRODUCT_SECTIONS.HOME_PRODUCTS}/${p.slug}`;

/** real-estate when the main category (a label), lower-cased, contains "real estate"; otherwise home-products. */
export function productSection(mainCategory: string | null | undefined): ProductSection {
  return (mainCategory ?? '').toLowerCase().includes(BRAND_TYPE_LABELS.REAL_ESTATE.toLowerCase()) ? PRODUCT_SECTIONS.REAL_ESTATE : PRODUCT_SECTIONS.HOME_PRODUCTS;
}

/** The path of a product in the documented REST shape (a cart item): the slug is built from the name when missing. */
export function productPathOfItem(product: { mainCategory?: string | null; slug?: string | null; productName?: string | null }): string {
  const slug = product.slug || productSlugFromName(product.productName ?? '');
  return `/products/${productSection(product.mainCategory)}/${slug}`;
}

/** Storefront path of a vendor: /pro/{store-name-slug}/{store_id}. */
export function vendorPath(vendor: { storeName?: string | null; storeId: string }): string {
  return `/pro/${vendorSlug(vendor.storeName)}/${encodeURIComponent(vendor.storeId)}`;
}

/** /category/{name}: the category page takes the name, URL-encoded. */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name)}`;
}

/** The search page and its query's name: also the search box's plain GET form (before the script has run). */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_FIELD = 'q';

/** /search?q={query}, URL-encoded. */
export function searchPath(query: string): string {
  return `${SEARCH_PATH}?${SEARCH_QUERY_FIELD}=${encodeURIComponent(query)}`;
}
