import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { directionOf, localizedPath, type Locale } from '@rules/locales.ts';
import { ENGLISH, translator, type Catalogue, type CompiledMessage, type Translate } from '../../lib/i18n/translator.ts';

/** The page's language and its catalogue (issue 35): one per document, chosen by the address (/ar, /ur or none). */
const LocaleContext = createContext<Catalogue>(ENGLISH);

export function LocaleProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  return <LocaleContext.Provider value={catalogue}>{children}</LocaleContext.Provider>;
}

/**
 * A text the server (GraphQL, a form posted without the script) or the browser's checks wrote in
 * English, in the page's language: a form's field error or note (lib/i18n/translator.ts serverText).
 */
export function useServerText(): (text: string) => string {
  return useContext(LocaleContext).serverText;
}

/** The page's language (English outside a provider: a unit test of one component). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/**
 * The page's direction, for Radix's parts: they read it from their own provider, not from
 * `<html dir>`, and without it write `dir="ltr"` on themselves (a select's menu, a toggle group,
 * tabs running left to right on an Arabic page, their arrow keys reversed). Passed as a prop
 * rather than through Radix's Direction provider, which costs every route 0.4 KB.
 */
export function usePageDirection(): 'ltr' | 'rtl' {
  return directionOf(useLocale());
}

/**
 * The page's message function over one namespace, given its compiled English messages
 * (`useT(shellMessages)`, from lib/i18n/compiled/en/shell.ts): the English stays with its pages.
 */
export function useT<Id extends string>(english: Record<Id, CompiledMessage>): Translate<Id> {
  const catalogue = useContext(LocaleContext);
  return useMemo(() => translator(catalogue, english), [catalogue, english]);
}

/**
 * A storefront path in the page's language, for what the router does not prefix itself (absolute
 * URLs, plain anchors): the router's links and navigations already carry the language (its basename).
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
