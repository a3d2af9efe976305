import type { CatalogueName } from '@rules/index.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { dashboardProducts } from '../../lib/i18n/catalogues/en/dashboardProducts.ts';

/**
 * A main catalogue's label in the dashboard's language (English as rules/ writes it). The
 * dashboard's own messages, not lib/rule-labels.ts: importing that from the dashboard moved it into
 * a chunk the storefront's Vendors page then loaded too (npm run budget:web).
 */
const CATALOGUE_IDS = { REAL_ESTATE: 'dashboardProducts.realEstate', HOME_PRODUCTS: 'dashboardProducts.homeProducts' } as const satisfies Record<CatalogueName, keyof typeof dashboardProducts>;

export function catalogueLabelIn(t: Translate<keyof typeof dashboardProducts>, catalogue: string): string {
  return catalogue in CATALOGUE_IDS ? t(CATALOGUE_IDS[catalogue as CatalogueName]) : catalogue;
}
