import { useCallback } from 'react';
import { useLocale, useT } from '../components/context/locale.tsx';
import { messages as refusalsMessages } from '../lib/i18n/compiled/en/refusals.ts';
import { refusalText, type Refusal, type RefusalOptions } from '../lib/refusals.ts';

/** A refusal's text in the page's language (lib/refusals.ts refusalText, bound to the page's catalogue). */
export function useRefusalText(): (refusal: Refusal | string | null | undefined, options: RefusalOptions) => string {
  const locale = useLocale();
  const t = useT(refusalsMessages);
  return useCallback((refusal, options) => refusalText(t, locale, refusal, options), [t, locale]);
}
