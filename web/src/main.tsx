/**
 * The browser's entry: the page's styles, then the app's code once the server's HTML has been
 * painted. Until then the network carries the HTML, the stylesheet and the page's main image, not
 * 180 KB of script that paints nothing (on a slow phone network that is about a second of a blank
 * screen). The page reads and its links work before the app takes it over.
 *
 * The app loads in four steps, each run in a task of its own (React DOM, Relay, the routes with
 * the router's library and the shared layout, then the app, which makes the router and hydrates):
 * evaluated in one go they were a single task of 100 ms and more on a slow phone, during which a
 * tap waits (total blocking time). Each import resolves once its module has run; the next starts
 * after the browser has had its turn. react-router is not imported here itself: a dynamic import
 * keeps every export of its module, and react-router's are 30 KB more than the app uses.
 */
import './styles/tokens.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('react-relay');
  await nextTask();
  await import('./app/routes.tsx');
  await nextTask();
  await import('./app/start.tsx');
}

/**
 * Runs `start` once the server's HTML is on screen: after the first contentful paint, as the
 * browser reports it (a frame callback alone runs before its frame is painted, and the app's
 * requests then compete with the page's main image). A page the server left empty (the
 * dashboard) has nothing to paint first, and a tab in the background paints nothing: both start
 * at once.
 */
function afterFirstPaint(start: () => void) {
  const later = () => setTimeout(start);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!document.getElementById('root')?.hasChildNodes() || document.visibilityState === 'hidden' || painted()) return later();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(later);
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(() => void startApp());
