// The storefront's messages per language (issue 35; docs/decisions/i18n-library.md). English
// texts come with the components that show them (a namespace's compiled module, imported where
// used: they replace the texts written inline before); Arabic and Urdu are one catalogue each,
// loaded as a chunk of its own on their pages only.
import type { Locale } from '@rules/locales.ts';
import type { MessageId } from './catalogues/en/index.ts';
import { formatMessage, type CompiledCatalogue, type CompiledMessage, type MessageValues } from './format.ts';

export type { MessageId, MessageValues, CompiledMessage };

/** The page's language, with its whole catalogue unless it is English. */
export interface Catalogue {
  locale: Locale;
  /** Arabic's or Urdu's messages; English's come per namespace, with their components. */
  messages: CompiledCatalogue | null;
  /**
   * A text the server or the browser's checks wrote in English (a form's error, "OTP sent to your
   * email.", a promo refusal) in this language, found by its English value (./server-text.ts); the
   * text itself when no message says it, and always on English pages, which carry no lookup.
   */
  serverText: (text: string) => string;
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CompiledCatalogue }>> = {
  ar: () => import('./compiled/ar.ts'),
  ur: () => import('./compiled/ur.ts'),
};

export const ENGLISH: Catalogue = { locale: 'en', messages: null, serverText: (text) => text };

/** A language's catalogue, fetched first for Arabic and Urdu (with what finds the server's English texts, in parallel). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return ENGLISH;
  const [{ messages }, { knownServerText }] = await Promise.all([loaders[locale](), import('./server-text.ts')]);
  return { locale, messages, serverText: (text) => knownServerText(locale, messages, text) ?? text };
}

/** A message function over one English namespace's ids: `t('header.cart')`. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The messages of one namespace in the page's language: English from the namespace's compiled
 * module, which also stands in for an id the language lacks (impossible while the catalogue test passes).
 */
export function translator<Id extends string>({ locale, messages }: Catalogue, english: Record<Id, CompiledMessage>): Translate<Id> {
  return (id, values) => formatMessage(locale, messages?.[id] ?? english[id], values);
}
