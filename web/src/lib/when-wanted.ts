// Code that can wait until the visitor is about to use it (the enquiry form: npm run budget:web).
// The server's HTML of the part is already on the page and works without the script (its form
// posts), so its code is no part of the page's first load: it is fetched when the part comes near
// the screen, is pointed at or focused, or the browser is idle after the page has loaded, and
// React hydrates the part then.

/** After the page's load event, once the browser is idle (a timer where requestIdleCallback is missing). */
function afterLoadWhenIdle(run: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Resolves once the server-rendered element `id` comes within `margin` of the viewport, is
 * pointed at or focused, or the page has loaded and the browser is idle; at once on the server,
 * when the element is not on the page (a page the browser rendered itself, after a link) or when
 * the browser has no IntersectionObserver.
 */
export function whenWanted(id: string, margin = '600px'): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || typeof window.IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: margin });
    const events = ['pointerdown', 'focusin'] as const;
    function done() {
      observer.disconnect();
      for (const event of events) element!.removeEventListener(event, done);
      resolve();
    }
    observer.observe(element);
    for (const event of events) element.addEventListener(event, done, { once: true });
    afterLoadWhenIdle(done);
  });
}
