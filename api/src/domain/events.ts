/**
 * The domain's announcements of what it changed. Every domain write emits one change after its
 * data is committed; the caches built over that data (the shared answer cache, and through its
 * write generation the vendor card book and the image access book: services.ts) subscribe, so
 * no transport ever clears a cache by hand. The port knows nothing of caches or HTTP.
 */
export type ChangeKind =
  | 'product'
  | 'vendor'
  | 'media'
  | 'post'
  | 'post-like'
  | 'post-comment'
  | 'comment'
  | 'rating'
  | 'order'
  | 'customer'
  | 'promo-code'
  | 'synonym'
  | 'contact-message'
  // Enquiries (issue 37 part 2): a lead sent, its status, notes or replies changed.
  | 'lead'
  | 'account'
  | 'session'
  | 'site-settings'
  // Money after the order (domain/money-ledger/): what a webhook would carry by these names.
  | 'order-part-funds-received'
  | 'order-part-refunded'
  | 'payout-recorded'
  | 'ledger-adjusted'
  | 'commission-rate'
  // Content in Arabic and Urdu (issue 35): a category's translated name.
  | 'category';

export interface Change {
  kind: ChangeKind;
  /** The changed row's id, when one row changed. */
  id?: number | string;
}

export type ChangeListener = (change: Change) => void;

/** What domain code sees: it only announces. */
export interface ChangePort {
  emit(change: Change): void;
}

/** The port with its subscriptions (services.ts wires the caches to it). */
export interface ChangeFeed extends ChangePort {
  /** Calls `listener` after every change; answers the function that unsubscribes. */
  subscribe(listener: ChangeListener): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    emit(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Awaits a write, then announces what it changed (only once it is committed: an answer read
 * before the commit must not be stored as current). Answers the write's result.
 */
export async function announce<T>(ctx: { services: { changes: ChangePort } }, write: Promise<T>, change: Change | ((result: T) => Change)): Promise<T> {
  const result = await write;
  ctx.services.changes.emit(typeof change === 'function' ? change(result) : change);
  return result;
}
