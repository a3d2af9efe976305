import type { Services } from '../services.ts';
import { getProduct, getPublicVendor } from '../domain/catalogue/reads.ts';
import { PRODUCT_SECTIONS } from '../../../rules/paths.ts';

/** The product sections a storefront path may name (the spec's links also use electronics). */
const SECTIONS = [...Object.values(PRODUCT_SECTIONS), 'electronics'].join('|');
const PRODUCT = new RegExp(`^/products/(?:${SECTIONS})/([^/]+)/?$`);
const STORE = /^\/pro\/[^/]+\/([^/]+)\/?$/;
const CATEGORY = /^\/category\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a storefront path names a listing, a store or a category that does not exist (or is
 * not public): the web app's page then answers 404, as a search engine or a link checker needs,
 * while the page itself says what is missing. The same reads the pages' queries use, so "missing"
 * means exactly what the page shows as missing. Any other path is not this function's concern.
 */
export async function namesMissingPage(services: Services, pathname: string): Promise<boolean> {
  const ctx = { db: services.db };
  const product = PRODUCT.exec(pathname);
  if (product) {
    const slug = decoded(product[1]);
    return slug === null || !(await getProduct(ctx, { slug }, { select: { id: true } }));
  }
  const store = STORE.exec(pathname);
  if (store) {
    const storeId = decoded(store[1]);
    return storeId === null || !(await getPublicVendor(ctx, storeId, { select: { id: true } }));
  }
  const category = CATEGORY.exec(pathname);
  if (category) {
    const name = decoded(category[1]);
    return name === null || !(await services.categories.byName(name));
  }
  return false;
}
