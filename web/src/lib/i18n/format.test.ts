import { describe, expect, it } from 'vitest';
import { formatMessage, pluralCategory } from './format.ts';
import { LOCALES } from '@rules/locales.ts';
import { compileMessage } from '@lingui/message-utils/compileMessage';

describe('pluralCategory', () => {
  it("agrees with Intl.PluralRules for every language's whole numbers", () => {
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (let n = 0; n <= 1_200; n++) expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
    }
  });

  it('asks Intl about a fraction', () => {
    expect(pluralCategory('en', 1.5)).toBe(new Intl.PluralRules('en').select(1.5));
  });
});

describe('formatMessage', () => {
  const format = (locale: 'en' | 'ar' | 'ur', source: string, values?: Record<string, string | number>) =>
    formatMessage(locale, compileMessage(source) as Parameters<typeof formatMessage>[1], values);

  it('fills placeholders and chooses the plural form of the language', () => {
    expect(format('en', 'Hello {name}', { name: 'Sara' })).toBe('Hello Sara');
    const cart = '{count, plural, zero {السلة فارغة} one {منتج واحد} two {منتجان} few {{count} منتجات} many {{count} منتجًا} other {{count} منتج}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => format('ar', cart, { count }))).toEqual(['السلة فارغة', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']);
    expect(format('ur', '{count, plural, one {{count} چیز} other {{count} چیزیں}}', { count: 4 })).toBe('4 چیزیں');
  });

  it('takes an exact case before the category, and a select by its value', () => {
    expect(format('en', '{count, plural, =0 {No homes} one {One home} other {{count} homes}}', { count: 0 })).toBe('No homes');
    expect(format('en', '{kind, select, sale {For sale} other {For rent}}', { kind: 'sale' })).toBe('For sale');
    expect(format('en', '{kind, select, sale {For sale} other {For rent}}', { kind: 'lease' })).toBe('For rent');
  });
});
