import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, waitText } from '@rules/index.ts';
import { messages as englishRefusals } from './i18n/compiled/en/refusals.ts';
import { messages as arabic } from './i18n/compiled/ar.ts';
import { messages as urdu } from './i18n/compiled/ur.ts';
import { translator } from './i18n/translator.ts';
import { KNOWN_REFUSALS, refusalText, waitTextIn, type RefusalOptions } from './refusals.ts';

const en = translator({ locale: 'en', messages: null, serverText: (text) => text }, englishRefusals);
const ar = translator({ locale: 'ar', messages: arabic, serverText: (text) => text }, englishRefusals);
const ur = translator({ locale: 'ur', messages: urdu, serverText: (text) => text }, englishRefusals);
const OPTIONS: RefusalOptions = { fallback: 'refusals.failed', unknown: 'refusals.orderRefused', codes: { CONFLICT: 'refusals.priceChanged' } };

describe('refusalText', () => {
  it("knows each rules text by the catalogue's English, which is the rules text itself", () => {
    for (const [text, id] of KNOWN_REFUSALS) expect(en(id)).toBe(text);
  });

  it('shows English pages the text as sent, and a missing text as the fallback', () => {
    expect(refusalText(en, 'en', { message: 'Oak Chair: no such thing', code: 'VALIDATION' }, OPTIONS)).toBe('Oak Chair: no such thing');
    expect(refusalText(en, 'en', null, OPTIONS)).toBe('Failed to place order');
  });

  it('translates a known text, whole or after the subject the server names', () => {
    expect(refusalText(ar, 'ar', PROMO_MESSAGES.expired, OPTIONS)).toBe('انتهت صلاحية رمز الخصم هذا');
    expect(refusalText(ur, 'ur', `Oak Chair: ${PROMO_MESSAGES.expired} (SUMMER)`, OPTIONS)).toBe('Oak Chair: اس پرومو کوڈ کی میعاد ختم ہو چکی ہے');
  });

  it('reads a refusal by its code, and says the page\'s own sentence for a text it does not know', () => {
    expect(refusalText(ar, 'ar', { message: 'The price of "Oak Chair" is now AED 10.00', code: 'CONFLICT' }, OPTIONS)).toBe(ar('refusals.priceChanged'));
    expect(refusalText(ur, 'ur', { message: 'Something new', code: 'VALIDATION' }, OPTIONS)).toBe(ur('refusals.orderRefused'));
    expect(refusalText(ar, 'ar', undefined, OPTIONS)).toBe('تعذّر تقديم الطلب');
  });
});

describe('waitTextIn', () => {
  it('reads in English as rules/wait-text.ts writes it', () => {
    for (const seconds of [1, 2, 45, 59, 60, 61, 119, 120, 600]) expect(waitTextIn(en, seconds)).toBe(waitText(seconds));
  });

  it('uses each language\'s plural forms', () => {
    expect([1, 2, 5, 11].map((minutes) => waitTextIn(ar, minutes * 60))).toEqual(['دقيقة واحدة', 'دقيقتين', '5 دقائق', '11 دقيقة']);
    expect(waitTextIn(ur, 30)).toBe('30 سیکنڈ');
  });
});
