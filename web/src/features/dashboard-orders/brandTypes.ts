import { brandTypeLabel, type BrandTypeName } from '@rules/index.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { dashboardOrders } from '../../lib/i18n/catalogues/en/dashboardOrders.ts';

/** The spec's question before an order is deleted (the page's other texts are the dashboardOrders messages). */
export const ORDER_TEXT = {
  confirmDelete: 'Are you sure you want to delete this order?',
} as const;

const BRAND_TYPE_IDS: Partial<Record<BrandTypeName, keyof typeof dashboardOrders>> = { REAL_ESTATE: 'dashboardOrders.realEstate', HOME_PRODUCTS: 'dashboardOrders.homeProducts' };

/** An order's kind of store in the dashboard's language (English as rules/ writes it). */
export function orderBrandTypeLabel(t: Translate<keyof typeof dashboardOrders>, brandType: string): string {
  const id = BRAND_TYPE_IDS[brandType as BrandTypeName];
  return id ? t(id) : brandTypeLabel(brandType);
}
