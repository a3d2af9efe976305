import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, translatedText, translationsOf } from './content-languages.ts';
import { parseTranslations, TranslationRuleError } from './translations-input.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-ae', 'ar'],
    ['ur-PK,ur;q=0.9,en;q=0.8', 'ur'],
    ['en;q=0.4, ur;q=0.8, ar;q=0.6', 'ur'],
    ['fr-FR, ar;q=0.5', 'ar'],
    ['ar;q=0, en', 'en'],
    ['ar;q=0', 'en'],
    ['ar;q=1.5', 'en'],
    ['ar;q=abc, ur;q=0.1', 'ur'],
    ['*', 'en'],
    ['ar, ur', 'ar'],
  ])('%s is %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('translatedText', () => {
  const rows = [{ language: 'ar', name: 'فيلا', description: null }, { language: 'ur', name: '', description: 'تفصیل' }];
  it('falls back to English per field', () => {
    expect(translatedText(rows, 'ar', 'name', 'Villa')).toBe('فيلا');
    expect(translatedText(rows, 'ar', 'description', 'English text')).toBe('English text');
    expect(translatedText(rows, 'ur', 'name', 'Villa')).toBe('Villa');
    expect(translatedText(rows, 'ur', 'description', 'English text')).toBe('تفصیل');
    expect(translatedText(rows, 'en', 'name', 'Villa')).toBe('Villa');
    expect(translatedText(undefined, 'ar', 'name', 'Villa')).toBe('Villa');
  });
  it('reads rows back as translations per language', () => {
    expect(translationsOf(rows, ['name', 'description'])).toEqual({ ar: { name: 'فيلا' }, ur: { description: 'تفصیل' } });
  });
});

describe('parseTranslations', () => {
  const fields = { name: { label: 'Name', max: 5 } };
  it('trims, drops blanks and keeps what is written', () => {
    expect(parseTranslations({ ar: { name: ' فيلا ' }, ur: { name: '  ' } }, fields)).toEqual({ ar: { name: 'فيلا' } });
    expect(parseTranslations(undefined, fields)).toEqual({});
  });
  it.each([
    [{ fr: { name: 'x' } }, 'translations'],
    [{ ar: { title: 'x' } }, 'translations.ar'],
    [{ ar: { name: 5 } }, 'translations.ar.name'],
    [{ ar: { name: 'abcdef' } }, 'translations.ar.name'],
    [['ar'], 'translations'],
  ])('refuses %j at %s', (input, field) => {
    expect(() => parseTranslations(input, fields)).toThrow(TranslationRuleError);
    try {
      parseTranslations(input, fields);
    } catch (error) {
      expect((error as TranslationRuleError).field).toBe(field);
    }
  });
});
