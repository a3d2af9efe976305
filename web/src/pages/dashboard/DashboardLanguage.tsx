import { use, useLayoutEffect, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { directionOf, type Locale } from '@rules/locales.ts';
import { LocaleProvider, useLocale } from '../../components/context/locale.tsx';
import { dashboardCatalogue } from '../../lib/i18n/dashboard-catalogue.ts';
import { rememberDashboardLanguage } from './dashboard-query.ts';

/** The GraphQL `Language` of the vendor as a page language (English when the server sent none). */
export function localeOfLanguage(language: string | null | undefined): Locale {
  return language === 'AR' ? 'ar' : language === 'UR' ? 'ur' : 'en';
}

/**
 * The dashboard in the signed-in vendor's language (issue 35; docs/decisions/dashboard-language.md):
 * its messages, and `<html lang dir>` while the dashboard is shown, so the layout runs right to left
 * in Arabic and Urdu and the API is asked in that language (lib/relay-environment.ts pageLanguage).
 * Suspends until the language's chunk has arrived; leaving the dashboard gives the document back
 * its own language (the dashboard's address is English). Radix's parts (the product form's language
 * and image tabs, their arrow keys) read the direction from their provider, not from `<html dir>`:
 * without it they would write `dir="ltr"` on themselves inside a right-to-left dashboard.
 */
export function DashboardLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const catalogue = use(dashboardCatalogue(locale));
  // The address's language (English: the dashboard has no other address), given back on leaving.
  const documentLocale = useLocale();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    rememberDashboardLanguage(locale, directionOf(locale));
    return () => {
      root.lang = documentLocale;
      root.dir = directionOf(documentLocale);
    };
  }, [locale, documentLocale]);
  return (
    <LocaleProvider catalogue={catalogue}>
      <Direction.Provider dir={directionOf(locale)}>{children}</Direction.Provider>
    </LocaleProvider>
  );
}
