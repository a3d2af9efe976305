import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls the page to the top (spec §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
