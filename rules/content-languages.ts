// The languages content is written and answered in (issue 35): English, Arabic and Urdu. English
// lives in each entity's own columns and is always there; Arabic and Urdu are optional
// translations kept beside it (docs/decisions/content-translations.md), each field falling back to
// English on its own. Pure functions: the server answers with them and the forms check with them.

export const CONTENT_LANGUAGES = ['en', 'ar', 'ur'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The languages besides English that a translation may be written in. */
export const TRANSLATION_LANGUAGES = ['ar', 'ur'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

/** Each language's name in itself (the form's tabs, the settings' choice). */
export const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return value === 'ar' || value === 'ur';
}

/** A stored language column (a vendor's, an order's) as one of ours, English when it is anything else. */
export function storedLanguage(stored: string | null | undefined): ContentLanguage {
  return isContentLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Arabic and Urdu are written right to left. */
export function textDirection(language: ContentLanguage): 'ltr' | 'rtl' {
  return language === 'en' ? 'ltr' : 'rtl';
}

/** A language tag's primary subtag, when it is one of ours: `ar-AE` is Arabic, `ur-PK` Urdu, `en-GB` English. */
function supportedPrimary(tag: string): ContentLanguage | null {
  const primary = tag.split('-', 1)[0]!.toLowerCase();
  return isContentLanguage(primary) ? primary : null;
}

/**
 * The language an Accept-Language header asks for (RFC 9110, section 12.5.4): the supported language of
 * highest weight, the first listed on a tie; `q=0` refuses a language. Anything unsupported,
 * malformed or absent is English. Kept short and allocation-light: the shared answer cache keys
 * every anonymous GET by it.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): ContentLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  let best: ContentLanguage = DEFAULT_LANGUAGE;
  let bestWeight = 0;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const language = supportedPrimary(tag.trim());
    if (!language) continue;
    const weight = weightOf(params);
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

/** A range's q-value (1 when absent; 0 when malformed, so a garbled range never wins). */
function weightOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
  if (q === undefined) return 1;
  const value = q.slice(2);
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}

/** Translations of an entity's fields: per language, the fields written in it (none is required). */
export type Translations<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;

/**
 * A stored translation: one entity's texts in one language, as its translation table's row (the
 * fields absent or null where not written). Lists of these are what reads carry.
 */
export type TranslationRow = { language: string } & { [field: string]: unknown };

/** A field in `language`, falling back to the English text when that language has none. */
export function translatedText(rows: readonly TranslationRow[] | null | undefined, language: ContentLanguage, field: string, english: string): string {
  if (language === 'en' || !rows) return english;
  const text = rows.find((row) => row.language === language)?.[field];
  return typeof text === 'string' && text ? text : english;
}

/** Stored rows as translations per language (the editing forms' shape). */
export function translationsOf<F extends string>(rows: readonly TranslationRow[] | null | undefined, fields: readonly F[]): Translations<F> {
  const result: Translations<F> = {};
  for (const row of rows ?? []) {
    if (!isTranslationLanguage(row.language)) continue;
    const texts: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const text = row[field];
      if (typeof text === 'string' && text) texts[field] = text;
    }
    result[row.language] = texts;
  }
  return result;
}
