import { useCallback, useEffect, useState } from 'react';
import { CART_CHANGED_EVENT, CART_KEY, readCart, writeCart, type CartItem } from '../../lib/cart.ts';

/** The cart kept in the browser, re-read when this or another tab changes it; changes are saved at once. */
export function useCart() {
  const [items, setItems] = useState<CartItem[]>(() => readCart());
  useEffect(() => {
    const refresh = () => setItems(readCart());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY || event.key === null) refresh();
    };
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const save = useCallback((next: CartItem[]) => {
    setItems(next);
    writeCart(next);
  }, []);
  return { items, save };
}
