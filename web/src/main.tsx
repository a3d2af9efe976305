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

requestAnimationFrame(() => setTimeout(() => void startApp()));
