// How a write stores an entity's Arabic and Urdu texts (issue 35; docs/decisions/content-translations.md):
// one row per language in the entity's translation table. The rules that check them are
// rules/translations-input.ts's; the reads pick them with rules/content-languages.ts.
import type { Translations } from '@rules/content-languages.ts';
import { parseTranslations, TranslationRuleError, type TranslatableField } from '@rules/translations-input.ts';
import { ValidationError } from '../errors.ts';

/** The rows to create for `translations`: one per language written, its absent texts null. */
export function translationRows<F extends string>(translations: Translations<F>): ({ language: string } & Partial<Record<F, string>>)[] {
  return Object.entries(translations).map(([language, texts]) => ({ language, ...(texts as Partial<Record<F, string>>) }));
}

/**
 * The nested write that replaces an entity's translations with `translations` (a language left
 * out is removed), inside the entity's own update.
 */
export function replaceTranslations<F extends string>(translations: Translations<F>) {
  return { deleteMany: {}, create: translationRows(translations) };
}

/** `input` checked as translations of `fields`; a broken rule is the domain's ValidationError. */
export function checkedTranslations<F extends string>(input: unknown, fields: Record<F, TranslatableField>): Translations<F> {
  try {
    return parseTranslations(input, fields);
  } catch (error) {
    if (error instanceof TranslationRuleError) throw new ValidationError(error.message, error.field);
    throw error;
  }
}
