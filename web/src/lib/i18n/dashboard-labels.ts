// The dashboard's labels of the rules' values (issue 35), as lib/rule-labels.ts does for the
// storefront; a module of its own because the storefront's chunks must not change with the
// dashboard (importing rule-labels.ts from the dashboard moved it into another chunk).
import { brandTypeLabel, type CatalogueName } from '@rules/index.ts';
import type { dashboardKit } from './catalogues/en/dashboardKit.ts';
import type { Translate } from './translator.ts';

const CATALOGUE_IDS = { REAL_ESTATE: 'dashboardKit.realEstate', HOME_PRODUCTS: 'dashboardKit.homeProducts' } as const satisfies Record<CatalogueName, keyof typeof dashboardKit>;

/** A main catalogue's or a store's kind in the dashboard's language (English as rules/ writes it; another kind as rules/ labels it). */
export function dashboardCatalogueLabel(t: Translate<keyof typeof dashboardKit>, value: string): string {
  return value in CATALOGUE_IDS ? t(CATALOGUE_IDS[value as CatalogueName]) : brandTypeLabel(value);
}
