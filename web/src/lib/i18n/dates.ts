// Dates in the page's language (issue 35): Arabic and Urdu month names with Latin digits, as the
// prices and counts are written (docs/decisions/i18n-digits.md); English keeps the format each
// page had ("Nov 28, 2026" or "28 Nov 2026"), so its texts do not change.
import type { Locale } from '@rules/locales.ts';

/** The Unicode locale of each translated language: the UAE's Arabic and Pakistan's Urdu, Latin digits. */
const DATE_LOCALES: Record<Exclude<Locale, 'en'>, string> = { ar: 'ar-AE-u-nu-latn', ur: 'ur-PK-u-nu-latn' };

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format for the page's language: `english` (a BCP 47 tag, "en-US" or "en-GB") on English
 * pages. Made once per language and options: an Intl format is costly to build.
 */
export function dateFormat(locale: Locale, english: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === 'en' ? english : DATE_LOCALES[locale];
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}
