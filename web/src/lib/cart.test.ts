import { describe, expect, it } from 'vitest';
import { addCartItem, cartCount, cartTotal, viewingCount, clampQuantity, linePrice, readCart, removeCartItem, repriceCart, setItemQuantity, unitPrice, type CartItem } from './cart.ts';

const memory = (value: string | null) => {
  const data = new Map<string, string>(value === null ? [] : [['cart', value]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  slug: 'oak-chair',
  productName: 'Oak Chair',
  featureImage: 'oak.webp',
  productPrice: 100,
  discountedPrice: null,
  convertedPrice: 100,
  quantity: 1,
  store_id: 'store',
  selected_currency: 'USD',
  appliedPromoCode: null,
  ...over,
});

describe('readCart', () => {
  it('reads a JSON list and treats anything else as empty', () => {
    expect(readCart(memory(JSON.stringify([item()])))).toHaveLength(1);
    expect(readCart(memory(null))).toEqual([]);
    expect(readCart(memory('{"a":1}'))).toEqual([]);
    expect(readCart(memory('not json'))).toEqual([]);
    expect(readCart(null)).toEqual([]);
  });
});

describe('cartCount', () => {
  it('sums quantities, counting items without one as 1', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([item({ quantity: 2 }), item({ quantity: 3 })])).toBe(5);
    expect(cartCount([{ id: 1 }, { id: 2, quantity: 0 }])).toBe(2);
  });
});

describe('addCartItem', () => {
  it('appends new products and adds quantities of the same product', () => {
    const once = addCartItem([], item({ quantity: 2 }));
    expect(addCartItem(once, item({ quantity: 3 }))).toEqual([item({ quantity: 5 })]);
    expect(addCartItem(once, item({ id: 2 }))).toHaveLength(2);
  });

  it('keeps one entry per property, the newest booking', () => {
    const first = addCartItem([], item({ bookingDate: '2030-01-01' }));
    expect(addCartItem(first, item({ bookingDate: '2030-02-02' }))).toEqual([item({ bookingDate: '2030-02-02' })]);
  });
});

describe('clampQuantity', () => {
  it('clamps to 1..15', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
    expect(clampQuantity('12')).toBe(12);
    expect(clampQuantity(16)).toBe(15);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
  });
});

describe('line prices and totals (docs/spec/storefront.md §9)', () => {
  it('uses convertedPrice, else discountedPrice, else productPrice, times quantity', () => {
    expect(linePrice(item({ convertedPrice: 12.35, quantity: 3 }))).toBe(37.05);
    expect(unitPrice(item({ convertedPrice: null, discountedPrice: 80 }))).toBe(80);
    expect(unitPrice(item({ convertedPrice: null, discountedPrice: null, productPrice: 100 }))).toBe(100);
    expect(linePrice(item({ convertedPrice: 0.1, quantity: 3 }))).toBe(0.3);
    expect(linePrice(item({ convertedPrice: 5, quantity: 0 }))).toBe(5);
  });

  it('totals in the shared currency, or a plain number when currencies differ', () => {
    expect(cartTotal([item({ convertedPrice: 990.9, quantity: 2, selected_currency: 'AED' }), item({ id: 2, convertedPrice: 0.1, selected_currency: 'AED' })])).toEqual({ amount: 1981.9, currency: 'AED' });
    expect(cartTotal([item({ selected_currency: 'AED' }), item({ id: 2, selected_currency: 'USD' })])).toEqual({ amount: 200, currency: null });
    expect(cartTotal([])).toEqual({ amount: 0, currency: null });
  });

  it('leaves viewings out of the total: they are appointments, nothing is payable', () => {
    const viewing = item({ id: 3, convertedPrice: 367000, bookingDate: '2026-12-01', selected_currency: 'USD' });
    expect(cartTotal([item({ convertedPrice: 10, quantity: 2, selected_currency: 'AED' }), viewing])).toEqual({ amount: 20, currency: 'AED' });
    expect(cartTotal([viewing])).toEqual({ amount: 0, currency: null });
    expect(viewingCount([viewing, item({})])).toBe(1);
  });

  it('changes quantities (never below 1, at most 15) and removes entries', () => {
    const items = [item(), item({ id: 2 })];
    expect(setItemQuantity(items, 1, 0)[1].quantity).toBe(1);
    expect(setItemQuantity(items, 1, 16)[1].quantity).toBe(15);
    expect(setItemQuantity(items, 0, 3).map((i) => i.quantity)).toEqual([3, 1]);
    expect(removeCartItem(items, 0).map((i) => i.id)).toEqual([2]);
  });
});

describe('repriceCart (the server quote replaces the saved prices)', () => {
  const quote = (currency: string, ...amounts: string[]) => ({ currency, lines: amounts.map((amount) => ({ unitPrice: { amount } })) });

  it('replaces a changed unit price and reports it; an unchanged cart comes back as it was', () => {
    const cart = [item(), item({ id: 2, convertedPrice: 50 })];
    const repriced = repriceCart(cart, quote('USD', '120.00', '50.00'));
    expect(repriced.changes).toEqual([{ id: 1, currency: 'USD', from: 100, to: 120 }]);
    expect(repriced.items.map(unitPrice)).toEqual([120, 50]);
    expect(repriceCart(repriced.items, quote('USD', '120.00', '50.00'))).toEqual({ items: repriced.items, changes: [] });
  });

  it('keeps a line saved in another currency than the quote (a mixed cart is quoted in USD)', () => {
    const cart = [item({ selected_currency: 'AED', convertedPrice: 367 })];
    expect(repriceCart(cart, quote('USD', '100.00')).changes).toEqual([]);
  });
});
