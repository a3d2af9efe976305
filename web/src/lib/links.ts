// Link shapes of docs/spec/storefront.md §2: the shared path builders (rules/paths.ts), and the home page's quick links.
import { CATALOGUE_LABELS, categoryPath, productPathOfItem } from '@rules/index.ts';

export { categoryPath, productSection, productSlugFromName, searchPath, vendorPath, vendorSlug, type ProductSection } from '@rules/index.ts';

/** /products/{section}/{slug} of a cart item; the slug is built from the name when missing. */
export const productPath = productPathOfItem;

/** Home quick links: the two catalogues have pages of their own, anything else is a category. */
export function quickLinkPath(label: string): string {
  if (label === CATALOGUE_LABELS.REAL_ESTATE) return '/real-estate';
  if (label === CATALOGUE_LABELS.HOME_PRODUCTS) return '/home-products';
  return categoryPath(label);
}
