// Breadcrumb trails of the public pages (for BreadcrumbList JSON-LD): Home, the catalogue, the
// category, the listing.
import { CATALOGUE_LABELS, type CatalogueName } from '@rules/index.ts';
import type { Crumb } from './structured-data.ts';

const CATALOGUE_PATHS: Record<CatalogueName, string> = { REAL_ESTATE: '/real-estate', HOME_PRODUCTS: '/home-products' };

/** Home > catalogue > the given steps (a category, then maybe a listing). */
export function catalogueCrumbs(catalogue: string, ...steps: Crumb[]): Crumb[] {
  const key: CatalogueName = catalogue === 'REAL_ESTATE' ? 'REAL_ESTATE' : 'HOME_PRODUCTS';
  return [{ name: 'Home', path: '/' }, { name: CATALOGUE_LABELS[key], path: CATALOGUE_PATHS[key] }, ...steps];
}
