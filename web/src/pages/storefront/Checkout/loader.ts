import { redirect } from 'react-router-dom';
import { readCart } from '../../../lib/cart.ts';

/**
 * docs/spec/storefront.md §2: only reachable when the cart kept in the browser is non-empty, otherwise redirects to /.
 * The server cannot see the cart: it renders the page's shell, and the browser decides.
 */
export function checkoutLoader() {
  if (typeof window === 'undefined') return null;
  return readCart().length ? null : redirect('/');
}
