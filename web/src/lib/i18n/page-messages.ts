// A page's own messages in Arabic or Urdu (issue 35; docs/decisions/i18n-legal-pages-own-chunks.md):
// the namespaces of catalogues/en/page-namespaces.ts (the Privacy Policy's legal text) are chunks
// of their own per language, fetched by their route's loader only, in parallel with the page's
// code, on the server before the render and in the browser before hydration. English pages fetch
// nothing: their English comes with the page's code.
import type { Locale } from '@rules/locales.ts';
import type { PAGE_NAMESPACES } from './catalogues/en/page-namespaces.ts';
import type { CompiledCatalogue } from './format.ts';

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

type Chunk = () => Promise<{ messages: CompiledCatalogue }>;

const chunks: Record<PageNamespace, Record<Exclude<Locale, 'en'>, Chunk>> = {
  privacy: { ar: () => import('./compiled/privacy-ar.ts'), ur: () => import('./compiled/privacy-ur.ts') },
};

/** The loader's data of a page with its own namespace: its messages in `locale`, none in English. */
export async function pageMessages(locale: Locale, namespace: PageNamespace): Promise<CompiledCatalogue | null> {
  if (locale === 'en') return null;
  return (await chunks[namespace][locale]()).messages;
}
