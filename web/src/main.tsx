/**
 * The browser's entry: the page's styles, then the app's code once the server's HTML has been
 * painted. Until then the network carries the HTML, the stylesheet and the page's main image, not
 * 180 KB of script that paints nothing (on a slow phone network that is about a second of a blank
 * screen). The page reads and its links work before the app takes it over.
 */
import './styles/tokens.css';

requestAnimationFrame(() => setTimeout(() => void import('./app/start.tsx')));
