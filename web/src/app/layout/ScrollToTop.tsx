import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls the page to the top (docs/spec/storefront.md §2); a listing's filter change keeps its place. */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useLayoutEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, search, keepScroll]);
  return null;
}
