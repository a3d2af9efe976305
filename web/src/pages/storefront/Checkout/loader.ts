import { redirect } from 'react-router-dom';
import { readCart } from '../../../lib/cart.ts';

/** Spec §2: only reachable when the cart kept in the browser is non-empty, otherwise redirects to /. */
export function checkoutLoader() {
  return readCart().length ? null : redirect('/');
}
