import { preloadPageQuery } from '../../app/preload.ts';
import { browserStorage } from '../../lib/browser-storage.ts';

/** Where this browser remembers the language (and direction) it last showed the dashboard in: "ar rtl". */
const LANGUAGE_KEY = 'dashboardLanguage';

/** Remembers the vendor's language for the next document's first queries (DashboardLanguage.tsx). */
export function rememberDashboardLanguage(lang: string, dir: 'ltr' | 'rtl'): void {
  browserStorage()?.setItem(LANGUAGE_KEY, `${lang} ${dir}`);
}

/**
 * A document's first dashboard queries start before the server has said who is signed in (each
 * page's loader runs beside the layout's): they are asked in the language the dashboard was last
 * shown in here (the API reads `<html lang>`, lib/relay-environment.ts pageLanguage), so the first
 * page's content comes in the vendor's language too; the layout then sets the vendor's own. This
 * module imports nothing of rules/locales.ts: the page loaders importing it split that module out
 * of the storefront's first chunk (npm run budget:web); a stored value the server does not know
 * is answered in English.
 */
function askInRememberedLanguage(): void {
  const [lang, dir] = (browserStorage()?.getItem(LANGUAGE_KEY) ?? '').split(' ');
  if (typeof document === 'undefined' || !lang || (dir !== 'ltr' && dir !== 'rtl')) return;
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

/** A dashboard page's query (app/preload.ts preloadPageQuery), asked in the vendor's language. */
export const preloadDashboardQuery: typeof preloadPageQuery = (...args) => {
  askInRememberedLanguage();
  return preloadPageQuery(...args);
};
