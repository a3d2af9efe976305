import { productDatabaseId } from './global-id.ts';

/**
 * Tells the listing's store that a shopper saved it (issue 37 part 6: its Listing performance
 * counts saves). Favourites stay in this browser; the beacon carries the listing's id only and
 * never delays the heart.
 */
export function countSave(globalId: string): void {
  const productId = productDatabaseId(globalId);
  if (productId === null || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon('/api/saves', JSON.stringify({ productId }));
}
