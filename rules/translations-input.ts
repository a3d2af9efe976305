// Checking translations a writer sends (a product's, a store's, a category's, the site's texts):
// English is required elsewhere (each entity's own rules); Arabic and Urdu are optional, field by
// field, under the same length limits as the English text they translate.
import { TRANSLATION_LANGUAGES, LANGUAGE_NAMES, type Translations } from './content-languages.ts';

/** A translatable field's English label (for messages) and its length limit. */
export interface TranslatableField {
  label: string;
  max: number;
}

/** A translation's problem: the message and the field it belongs to (`translations.ar.name`). */
export class TranslationRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `input` as translations of `fields`: `{ ar?: { <field>?: text }, ur?: {...} }`. Text is trimmed;
 * an empty or absent text (or language) is no translation, so that field shows English. Anything
 * else (another language, an unknown field, a text that is not a string or is too long) is refused.
 */
export function parseTranslations<F extends string>(input: unknown, fields: Record<F, TranslatableField>): Translations<F> {
  if (input === null || input === undefined) return {};
  if (!isRecord(input)) throw new TranslationRuleError('Translations must be an object with "ar" and/or "ur".', 'translations');
  const result: Translations<F> = {};
  for (const [language, texts] of Object.entries(input)) {
    if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) {
      throw new TranslationRuleError(`Translations can be written in Arabic ("ar") or Urdu ("ur"), not "${language}".`, 'translations');
    }
    if (texts === null || texts === undefined) continue;
    const at = `translations.${language}`;
    if (!isRecord(texts)) throw new TranslationRuleError(`The ${language} translation must be an object of texts.`, at);
    const own: Partial<Record<F, string>> = {};
    for (const [field, value] of Object.entries(texts)) {
      const spec = (fields as Record<string, TranslatableField | undefined>)[field];
      if (!spec || !Object.hasOwn(fields, field)) throw new TranslationRuleError(`"${field}" cannot be translated here.`, at);
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string') throw new TranslationRuleError(`${spec.label} (${LANGUAGE_NAMES[language as 'ar' | 'ur']}) must be text.`, `${at}.${field}`);
      const text = value.trim();
      if (text.length > spec.max) throw new TranslationRuleError(`${spec.label} (${LANGUAGE_NAMES[language as 'ar' | 'ur']}) can be at most ${spec.max} characters.`, `${at}.${field}`);
      if (text) own[field as F] = text;
    }
    if (Object.keys(own).length) result[language as 'ar' | 'ur'] = own;
  }
  return result;
}
