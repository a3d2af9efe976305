// The storefront's languages and where each lives in the address (issue 35): English at today's
// paths, Arabic under /ar and Urdu under /ur. The web app's router, links, heads and language
// switch, the server's <html lang dir> and the sitemap's alternates all read them from here.

/** Every storefront language, English (the default, unprefixed) first. */
export const LOCALES = ['en', 'ar', 'ur'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of today's paths, and of `x-default` alternates. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language's pages. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr';
}

/** The path prefix of a language's pages: '' for English, '/ar' for Arabic. */
export function localeBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language a path belongs to, and the path without its language prefix ('/ar/cart' gives 'ar' and '/cart'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const first = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (!first || first === DEFAULT_LOCALE || !isLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: first, path: pathname.slice(first.length + 1) || '/' };
}

/** A storefront path (as English has it, from '/') in a language: '/cart' in Arabic is '/ar/cart', '/' is '/ar'. */
export function localizedPath(locale: Locale, path: string): string {
  const base = localeBasename(locale);
  if (!base) return path;
  return path === '/' ? base : path.startsWith('/?') ? base + path.slice(1) : base + path;
}
