import { describe, expect, it } from 'vitest';
import { about } from '../../lib/i18n/catalogues/en/about.ts';
import { aboutAr } from '../../lib/i18n/catalogues/ar/about.ts';
import { aboutUr } from '../../lib/i18n/catalogues/ur/about.ts';
import { PRIVACY_PAGE, PRIVACY_SECTIONS } from '../../lib/i18n/catalogues/en/privacy.ts';
import { TRANSLATION_NOTICE } from '../../lib/i18n/catalogues/en/privacy-ids.ts';
import { privacyAr } from '../../lib/i18n/catalogues/ar/privacy.ts';
import { privacyUr } from '../../lib/i18n/catalogues/ur/privacy.ts';

/** Every string of a content module, wherever it sits. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const marks = (text: string) => [...text.matchAll(/<(\w+)>|\{(\w+)\}/g)].map((m) => m[1] ?? m[2]);

describe('page content', () => {
  // The marks each page maps; a translated text may use these and no other.
  it.each([
    // About's words are messages (issue 35), in three languages.
    ['About', [about, aboutAr, aboutUr], ['name', 'title']],
    // The policy's too; englishLink is the Arabic and Urdu notice's link to the English text.
    ['Privacy', [PRIVACY_PAGE, PRIVACY_SECTIONS, TRANSLATION_NOTICE, privacyAr, privacyUr], ['strong', 'businessName', 'contactLink', 'englishLink', 'date', 'year', 'mailLink', 'email', 'phoneLink', 'phone', 'label', 'address']],
  ])('%s uses only the marks its page maps, and no markup', (_page, content, known) => {
    for (const text of texts(content)) {
      for (const mark of marks(text)) expect(known, text).toContain(mark);
      expect(text.replace(/<\/?(\w+)>/g, ''), text).not.toMatch(/[<>]|&\w+;/);
    }
  });
});
