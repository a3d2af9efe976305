// A page's own messages in Arabic or Urdu (issue 35; docs/decisions/i18n-legal-pages-own-chunks.md):
// the namespaces of catalogues/en/page-namespaces.ts (the Privacy Policy's legal text) are chunks
// of their own per language, fetched by their page only (pages/storefront/Privacy/TranslatedPrivacy.tsx),
// so no other page, and no English page, carries their text.
import type { Locale } from '@rules/locales.ts';
import type { PAGE_NAMESPACES } from './catalogues/en/page-namespaces.ts';
import type { CompiledCatalogue } from './format.ts';

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

type TranslatedLocale = Exclude<Locale, 'en'>;

const chunks: Record<PageNamespace, Record<TranslatedLocale, () => Promise<{ messages: CompiledCatalogue }>>> = {
  privacy: { ar: () => import('./compiled/privacy-ar.ts'), ur: () => import('./compiled/privacy-ur.ts') },
};

const loaded = new Map<string, Promise<CompiledCatalogue>>();

/** A page namespace's messages in `locale`, one promise per namespace and language (React's `use` needs the same one each render). */
export function pageMessages(locale: TranslatedLocale, namespace: PageNamespace): Promise<CompiledCatalogue> {
  const key = `${namespace}-${locale}`;
  let messages = loaded.get(key);
  if (!messages) {
    // A chunk that failed to load (the network dropped) is asked for again on the next render.
    messages = chunks[namespace][locale]().then(
      (chunk) => chunk.messages,
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, messages);
  }
  return messages;
}
