import { ORDER_TEXT } from './brandTypes.ts';

export interface DeletedPart {
  storeName: string;
  items: readonly { quantity: number }[];
}

const itemsOf = (part: DeletedPart) => {
  const count = part.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
};

/**
 * What the admin's Delete removes, said before it happens: deleteOrder takes the whole order, every
 * store's part with it (a row shows one store's part). The spec's question comes first.
 */
export function orderDeletionText(orderId: string, parts: readonly DeletedPart[]): string {
  const stores = parts.map((part) => `${part.storeName} (${itemsOf(part)})`);
  const listed = stores.length > 1 ? `${stores.slice(0, -1).join(', ')} and ${stores[stores.length - 1]}` : stores[0] ?? '';
  const scope = parts.length > 1 ? `the whole order ${orderId}, for all ${parts.length} stores: ${listed}` : `the whole order ${orderId}: ${listed}`;
  return `${ORDER_TEXT.confirmDelete} This deletes ${scope}, with the items and their history; the customer's record stays. To stop one store's part only, cancel that part instead.`;
}
