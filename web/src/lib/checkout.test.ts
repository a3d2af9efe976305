import { describe, expect, it } from 'vitest';
import { cartLines, EMPTY_SHIPPING, firstMissingField } from './checkout.ts';
import type { CartItem } from './cart.ts';

describe('checkout rules', () => {
  it('needs name, phone, address, city and country when goods ship; email, state and postal code are optional', () => {
    expect(firstMissingField(EMPTY_SHIPPING, true)).toBe('name');
    const filled = { ...EMPTY_SHIPPING, name: 'A', phone: '123', address: 'x', city: 'Dubai', country: 'UAE' };
    expect(firstMissingField(filled, true)).toBeNull();
    expect(firstMissingField({ ...filled, address: '  ' }, true)).toBe('address');
    expect(firstMissingField({ ...filled, country: '' }, true)).toBe('country');
  });

  it('needs only name and phone for viewings only (nothing ships)', () => {
    const contact = { ...EMPTY_SHIPPING, name: 'A', phone: '123' };
    expect(firstMissingField(contact, false)).toBeNull();
    expect(firstMissingField({ ...contact, phone: ' ' }, false)).toBe('phone');
    expect(firstMissingField(contact, true)).toBe('address');
  });

  it('turns cart items into quote lines', () => {
    const item = { id: 7, quantity: 2, selected_currency: 'AED', appliedPromoCode: 'WELCOME10', bookingDate: null } as unknown as CartItem;
    const booking = { id: 9, quantity: 1, selected_currency: 'EUR', appliedPromoCode: null, bookingDate: '2026-12-01' } as unknown as CartItem;
    expect(cartLines([item, booking])).toEqual([
      { product: btoa('Product:7'), quantity: 2, currency: 'AED', promoCode: 'WELCOME10', bookingDate: null },
      { product: btoa('Product:9'), quantity: 1, currency: 'USD', promoCode: null, bookingDate: '2026-12-01' },
    ]);
  });

  it('sends a viewing\'s chosen free time as viewingAt', () => {
    const timed = { id: 9, quantity: 1, selected_currency: 'AED', appliedPromoCode: null, bookingDate: '2026-12-01', viewingAt: '2026-12-01T06:00:00.000Z' } as unknown as CartItem;
    expect(cartLines([timed])).toEqual([{ product: btoa('Product:9'), quantity: 1, currency: 'AED', promoCode: null, bookingDate: '2026-12-01', viewingAt: '2026-12-01T06:00:00.000Z' }]);
  });
});
