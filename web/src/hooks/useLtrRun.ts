import { useCallback } from 'react';
import { useLocale } from '../components/context/locale.tsx';
import { ltrRun } from '../lib/i18n/bidi.ts';

/** An amount or an id kept in English order on an Arabic or Urdu page (lib/i18n/bidi.ts). */
export function useLtrRun(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text) => ltrRun(locale, text), [locale]);
}
