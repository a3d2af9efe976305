// The language a GraphQL answer's translatable texts are in (issue 35). A field takes it from its
// own `language` argument when a partner wants one answer in several languages, else from the
// request's Accept-Language (context.ts): en, ar or ur, each text falling back to English.
import { builder } from '../builder.ts';
import type { Context } from '../../context.ts';
import { TRANSLATION_LANGUAGES, translationsOf, type ContentLanguage, type TranslationLanguage, type TranslationRow } from '@rules/content-languages.ts';

export const LanguageEnum = builder.enumType('Language', {
  description: 'A language content is written in. English is always there; Arabic and Urdu fall back to English field by field.',
  values: {
    EN: { value: 'en', description: 'English.' },
    AR: { value: 'ar', description: 'Arabic (Modern Standard Arabic).' },
    UR: { value: 'ur', description: 'Urdu.' },
  } as const,
});

/** The `language` argument of every translatable field. */
export const languageArgs = builder.args((t) => ({
  language: t.field({ type: LanguageEnum, required: false, description: "The language to answer in; without it, the request's Accept-Language (anything but ar or ur is English)." }),
}));

/** The language a field answers in: its argument, else the request's. */
export function answerLanguage(args: { language?: ContentLanguage | null }, ctx: Context): ContentLanguage {
  return args.language ?? ctx.language;
}

/** One language's stored texts of an entity, for the editing forms. */
export interface TranslationEntry {
  language: TranslationLanguage;
  texts: Partial<Record<string, string>>;
}

/** An entity's stored translations as a list, Arabic then Urdu, each present even when empty (a form shows both tabs). */
export function translationEntries(rows: readonly TranslationRow[], fields: readonly string[]): TranslationEntry[] {
  const translations = translationsOf(rows, fields);
  return TRANSLATION_LANGUAGES.map((language) => ({ language, texts: translations[language] ?? {} }));
}

/** The GraphQL type of one language's texts of an entity (`ProductTranslation`: name, description). */
export function translationType(name: string, description: string, fields: readonly string[]) {
  return builder.objectRef<TranslationEntry>(name).implement({
    description,
    fields: (t) => ({
      language: t.field({ description: 'The language of these texts (ar or ur).', type: LanguageEnum, resolve: (e) => e.language }),
      ...Object.fromEntries(fields.map((field) => [field, t.string({ nullable: true, description: 'Blank: shows the English text.', resolve: (e) => e.texts[field] ?? null })])),
    }),
  });
}
