// The editing forms' side of content translations (issue 35; docs/decisions/content-translations.md):
// what the server lists (`translations { language ... }`, the GraphQL enum AR/UR) as the form's
// values, and the form's values as the mutations' `translations` input. One place for both forms
// (a product's name and description, a store's name and description).
import { TRANSLATION_LANGUAGES, translationsOf, type TranslationLanguage, type Translations } from '@rules/content-languages.ts';

/** A translation row as GraphQL answers it: the language as the enum (`AR`, `UR`). */
export type GraphqlTranslationRow = { readonly language: string } & { readonly [field: string]: unknown };

/** Stored rows (GraphQL's `translations`, null for none) as the form's translations. */
export function formTranslationsOf<F extends string>(rows: readonly GraphqlTranslationRow[] | null | undefined, fields: readonly F[]): Translations<F> {
  return translationsOf(
    (rows ?? []).map((row) => ({ ...row, language: row.language.toLowerCase() })),
    fields,
  );
}

/** Whether a language has any text written in the form. */
export function hasTranslation<F extends string>(translations: Translations<F>, language: TranslationLanguage): boolean {
  return Object.values<string | undefined>(translations[language] ?? {}).some((text) => Boolean(text?.trim()));
}

/** The translations with one field's text replaced (as typed: trimmed when sent). */
export function withTranslation<F extends string>(translations: Translations<F>, language: TranslationLanguage, field: F, text: string): Translations<F> {
  return { ...translations, [language]: { ...translations[language], [field]: text } };
}

/**
 * The mutations' `translations` input: every language and field sent (the server replaces what is
 * stored), a blank text as null, so clearing a field in the form clears it on the server.
 */
export function translationsInputOf<F extends string>(translations: Translations<F>, fields: readonly F[]): Record<TranslationLanguage, Record<F, string | null>> {
  const input = {} as Record<TranslationLanguage, Record<F, string | null>>;
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = {} as Record<F, string | null>;
    for (const field of fields) texts[field] = translations[language]?.[field]?.trim() || null;
    input[language] = texts;
  }
  return input;
}
