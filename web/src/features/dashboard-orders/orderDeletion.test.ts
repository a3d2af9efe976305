import { describe, expect, it } from 'vitest';
import { orderDeletionText } from './orderDeletion.ts';
import { ENGLISH, translator } from '../../lib/i18n/translator.ts';
import { messages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';

// The English the dashboard shows (the spec's question first); Arabic and Urdu come from the same messages.
const t = translator(ENGLISH, messages);

describe('orderDeletionText', () => {
  it("names every store's part the delete takes, after the spec's question", () => {
    const text = orderDeletionText(t, 'ORD-ABC', [
      { storeName: 'Casa Nova Interiors', items: [{ quantity: 2 }, { quantity: 1 }] },
      { storeName: 'Skyline Estates', items: [{ quantity: 1 }] },
    ]);
    expect(text).toBe(
      "Are you sure you want to delete this order? This deletes the whole order ORD-ABC, for all 2 stores: Casa Nova Interiors (3 items) and Skyline Estates (1 item), with the items and their history; the customer's record stays. To stop one store's part only, cancel that part instead.",
    );
  });

  it('says a one-store order is deleted whole too', () => {
    expect(orderDeletionText(t, 'ORD-ONE', [{ storeName: 'Voltline', items: [{ quantity: 1 }] }])).toContain('This deletes the whole order ORD-ONE: Voltline (1 item),');
  });
});
