// The vendor dashboard's messages in the signed-in vendor's language (issue 35;
// docs/decisions/dashboard-language.md). The dashboard's address has no language: it follows the
// language the vendor chose, known once the server has said who is signed in. Arabic and Urdu
// bring the storefront's catalogue (the kit's and the forms' texts) and the dashboard's own chunk,
// which no storefront page loads.
import type { Locale } from '@rules/locales.ts';
import type { CompiledCatalogue } from './format.ts';
import { ENGLISH, loadCatalogue, type Catalogue } from './translator.ts';

const dashboardChunks: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CompiledCatalogue }>> = {
  ar: () => import('./compiled/dashboard-ar.ts'),
  ur: () => import('./compiled/dashboard-ur.ts'),
};

async function load(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return ENGLISH;
  const [storefront, { messages }] = await Promise.all([loadCatalogue(locale), dashboardChunks[locale]()]);
  return { ...storefront, messages: { ...storefront.messages, ...messages } };
}

const loaded = new Map<Locale, Promise<Catalogue>>();

/** The dashboard's catalogue in `locale`, one promise per language (React's `use` needs the same one each render). */
export function dashboardCatalogue(locale: Locale): Promise<Catalogue> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    // A chunk that failed to load (the network dropped) is asked for again on the next render.
    catalogue = load(locale).catch((error: unknown) => {
      loaded.delete(locale);
      throw error;
    });
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
