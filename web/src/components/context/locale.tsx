import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localizedPath, type Locale } from '@rules/locales.ts';
import { ENGLISH, translator, type Catalogue, type CompiledMessage, type Translate } from '../../lib/i18n/translator.ts';
import type { CompiledCatalogue } from '../../lib/i18n/format.ts';

/** The page's language and its catalogue (issue 35): one per document, chosen by the address (/ar, /ur or none). */
const LocaleContext = createContext<Catalogue>(ENGLISH);

export function LocaleProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  return <LocaleContext.Provider value={catalogue}>{children}</LocaleContext.Provider>;
}

/**
 * A page's own messages (lib/i18n/page-messages.ts: a chunk its route's loader fetched in Arabic or
 * Urdu) added to the page's catalogue for what it renders; `null` on English pages.
 */
export function PageMessagesProvider({ messages, children }: { messages: CompiledCatalogue | null; children: ReactNode }) {
  const catalogue = useContext(LocaleContext);
  const withPage = useMemo(() => (messages ? { ...catalogue, messages: { ...catalogue.messages, ...messages } } : catalogue), [catalogue, messages]);
  return <LocaleContext.Provider value={withPage}>{children}</LocaleContext.Provider>;
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
