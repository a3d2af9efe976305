// Formats a message compiled by Lingui's compiler (`npm run i18n`, @lingui/message-utils) with its
// values. The storefront reads Lingui's compiled form itself instead of loading @lingui/core: the
// runtime weighs 2.3 KB gzip with its date, number and event machinery, which every English page
// would carry (docs/decisions/i18n-library.md). Only what the catalogues use is read: text,
// placeholders, plural and select; scripts/test/i18n-catalogues.test.ts refuses anything else.
import type { Locale } from '@rules/locales.ts';

/** A compiled message: text, `[name]` for a placeholder, or `[name, kind, cases]` for a plural or select. */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, 'plural' | 'select', Record<string, CompiledMessage>];

export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Values of a message's placeholders: a count for a plural is a number; any number is shown as given. */
export type MessageValues = Record<string, string | number>;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * CLDR's cardinal plural rules of the three languages for whole numbers, written out: a page's
 * first `Intl` object loads ICU's locale data (about 100 ms on a slow phone,
 * docs/decisions/numbers-without-intl-storefronts-first.md). web/src/lib/i18n/format.test.ts
 * checks them against Intl.PluralRules; a fraction goes to Intl itself.
 */
export function pluralCategory(locale: Locale, n: number): PluralCategory {
  if (!Number.isInteger(n)) return new Intl.PluralRules(locale).select(n) as PluralCategory;
  if (locale !== 'ar') return n === 1 ? 'one' : 'other';
  const lastTwo = Math.abs(n) % 100;
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11 && lastTwo <= 99) return 'many';
  return 'other';
}

/** The text of a compiled message in `locale` with `values`; a missing value shows as nothing. */
export function formatMessage(locale: Locale, message: CompiledMessage, values: MessageValues = {}): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') text += token;
    else if (token.length === 1) text += values[token[0]] ?? '';
    else {
      const [name, kind, cases] = token;
      const value = values[name];
      const choice =
        kind === 'select' ? cases[String(value)] : (cases[String(value)] ?? cases[pluralCategory(locale, Number(value))]);
      text += formatMessage(locale, choice ?? cases.other ?? '', values);
    }
  }
  return text;
}
