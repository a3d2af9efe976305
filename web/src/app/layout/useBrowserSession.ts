import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readToken } from '../../lib/browser-session.ts';
import { CART_CHANGED_EVENT, CART_KEY, cartCount, readCart } from '../../lib/cart.ts';

/**
 * Login state and cart count as the header shows them: re-read from browser storage on every
 * route change (docs/spec/storefront.md §4), and also when this or another tab changes the cart.
 */
export function useBrowserSession() {
  const location = useLocation();
  // The server cannot see the browser's storage: the first render (the server's, and hydration's)
  // is logged out with an empty cart; the effect below reads the real state right after.
  const [loggedIn, setLoggedIn] = useState(false);
  const [count, setCount] = useState(0);

  useEffect(() => {
    setLoggedIn(readToken() !== null);
    setCount(cartCount(readCart()));
  }, [location.key]);

  useEffect(() => {
    const refreshCart = () => setCount(cartCount(readCart()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY || event.key === null) refreshCart();
      if (event.key === 'token' || event.key === null) setLoggedIn(readToken() !== null);
    };
    window.addEventListener(CART_CHANGED_EVENT, refreshCart);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, refreshCart);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return { loggedIn, cartCount: count };
}
