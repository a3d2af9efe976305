import { directionOf, isLocale, type Locale } from '@rules/locales.ts';
import { preloadPageQuery } from '../../app/preload.ts';
import { browserStorage } from '../../lib/browser-storage.ts';

/** Where this browser remembers the language of the last vendor it showed the dashboard to. */
const LANGUAGE_KEY = 'dashboardLanguage';

/** Remembers the vendor's language for the next document's first queries (DashboardLanguage.tsx). */
export function rememberDashboardLanguage(locale: Locale): void {
  browserStorage()?.setItem(LANGUAGE_KEY, locale);
}

/**
 * A document's first dashboard queries start before the server has said who is signed in (each
 * page's loader runs beside the layout's): they are asked in the language the dashboard was last
 * shown in here (the API reads `<html lang>`, lib/relay-environment.ts pageLanguage), so the first
 * page's content comes in the vendor's language too. The layout then sets the vendor's own.
 */
function askInRememberedLanguage(): void {
  const remembered = browserStorage()?.getItem(LANGUAGE_KEY);
  if (typeof document === 'undefined' || !remembered || !isLocale(remembered)) return;
  document.documentElement.lang = remembered;
  document.documentElement.dir = directionOf(remembered);
}

/** A dashboard page's query (app/preload.ts preloadPageQuery), asked in the vendor's language. */
export const preloadDashboardQuery: typeof preloadPageQuery = (...args) => {
  askInRememberedLanguage();
  return preloadPageQuery(...args);
};
