import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';

/**
 * Renders `children` only in the browser, after hydration: for what is made of the browser's own
 * storage (the cart, checkout). The server and hydration render `fallback`, which should take the
 * same place on the page.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}
