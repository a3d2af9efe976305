// What a buying page says when the server refuses (issue 35; docs/decisions/i18n-buying-pages.md,
// i18n-server-texts-one-lookup.md). The server and the client's own checks write the English texts
// of rules/ (checkout, promo, tracking), which the API and REST clients rely on. English pages show
// a refusal as sent; Arabic and Urdu pages show it through the one lookup of the server's texts
// (lib/i18n/server-text.ts), and a text it does not know (a product's name in it, a rule of the
// server alone) as the page's own translated sentence: never English inside an Arabic page.
import { useCallback } from 'react';
import { useLocale, useServerText, useT } from '../components/context/locale.tsx';
import { messages as refusalsMessages } from '../lib/i18n/compiled/en/refusals.ts';
import type { Catalogue, Translate } from '../lib/i18n/translator.ts';

export type RefusalId = keyof typeof refusalsMessages;
export type RefusalsT = Translate<RefusalId>;

/** A refusal as the API answers it: its text, and the error's code when the answer has one. */
export interface Refusal {
  message?: string | null;
  code?: string | null;
}

export interface RefusalOptions {
  /** What to say when the refusal has no text (a failed request). */
  fallback: RefusalId;
  /** What an Arabic or Urdu page says for a text it does not know. */
  unknown: RefusalId;
  /** Refusals known by their code rather than their text (a price that changed: CONFLICT). */
  codes?: Readonly<Record<string, RefusalId>>;
}

/** A refusal's text in the page's language (see the file's comment). */
export function refusalText(t: RefusalsT, { locale, serverText }: Pick<Catalogue, 'locale' | 'serverText'>, refusal: Refusal | string | null | undefined, options: RefusalOptions): string {
  const { message, code } = typeof refusal === 'string' ? { message: refusal, code: null } : (refusal ?? {});
  if (!message) return t(options.fallback);
  if (locale === 'en') return message;
  const byCode = code ? options.codes?.[code] : undefined;
  if (byCode) return t(byCode);
  // The lookup answers a text no message says as it came: English, never shown on this page.
  const translated = serverText(message);
  return translated === message ? t(options.unknown) : translated;
}

/** The time left before a retry, as rules/wait-text.ts waitText writes it, in the page's language. */
export function waitTextIn(t: RefusalsT, seconds: number): string {
  return seconds < 60 ? t('refusals.seconds', { count: seconds }) : t('refusals.minutes', { count: Math.ceil(seconds / 60) });
}

/** A refusal's text in the page's language (refusalText, bound to the page's catalogue). */
export function useRefusalText(): (refusal: Refusal | string | null | undefined, options: RefusalOptions) => string {
  const locale = useLocale();
  const serverText = useServerText();
  const t = useT(refusalsMessages);
  return useCallback((refusal, options) => refusalText(t, { locale, serverText }, refusal, options), [t, locale, serverText]);
}
