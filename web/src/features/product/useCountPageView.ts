import { useEffect } from 'react';

/**
 * Tells the server that a product or property page was seen (issue 22), once per page shown, after
 * it rendered in the browser: the server-rendered HTML may come from the shared answer cache, so
 * the browser is the one place every view passes. sendBeacon never delays the page or its
 * unload; the server drops bots and repeats from one address within ten minutes.
 */
export function useCountPageView(productId: number): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon('/api/views', JSON.stringify({ productId }));
  }, [productId]);
}
