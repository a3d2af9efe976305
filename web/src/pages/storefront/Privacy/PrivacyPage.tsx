import { lazy } from 'react';
import { useLocale } from '../../../components/context/locale.tsx';
import { PRIVACY_PAGE, PRIVACY_SECTIONS } from '../../../lib/i18n/catalogues/en/privacy.ts';
import { Policy } from './Policy.tsx';

/**
 * The Arabic and Urdu policy: its code and its language's messages load on those pages only, so
 * the English page carries its text as before and nothing more
 * (docs/decisions/i18n-legal-pages-own-chunks.md).
 */
const TranslatedPrivacy = lazy(() => import('./TranslatedPrivacy.tsx'));

/** The English policy, as the translated page also needs it. */
const ENGLISH = { page: PRIVACY_PAGE, sections: PRIVACY_SECTIONS };

export default function PrivacyPage() {
  const locale = useLocale();
  return locale === 'en' ? (
    <Policy {...ENGLISH} />
  ) : (
    // The layout and the English it translates are handed over: the translated page's chunk then holds only its own code.
    <TranslatedPrivacy locale={locale} english={ENGLISH} Policy={Policy} />
  );
}
