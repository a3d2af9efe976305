import type { Translate } from '../../lib/i18n/translator.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';

export interface DeletedPart {
  storeName: string;
  items: readonly { quantity: number }[];
}

type OrdersT = Translate<keyof typeof messages>;

const partOf = (t: OrdersT, part: DeletedPart) => t('dashboardOrders.deletedPart', { store: part.storeName, count: part.items.reduce((sum, item) => sum + item.quantity, 0) });

/**
 * What the admin's Delete removes, said before it happens, in the dashboard's language: deleteOrder
 * takes the whole order, every store's part with it (a row shows one store's part). The spec's
 * question comes first.
 */
export function orderDeletionText(t: OrdersT, orderId: string, parts: readonly DeletedPart[]): string {
  const stores = parts.map((part) => partOf(t, part));
  const listed = stores.length > 1 ? t('dashboardOrders.listAnd', { rest: stores.slice(0, -1).join(t('dashboardOrders.listSeparator')), last: stores[stores.length - 1]! }) : (stores[0] ?? '');
  return parts.length > 1 ? t('dashboardOrders.deleteWholeMany', { orderId, count: parts.length, listed }) : t('dashboardOrders.deleteWholeOne', { orderId, listed });
}
