import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, waitText } from '@rules/index.ts';
import { messages as englishRefusals } from '../lib/i18n/compiled/en/refusals.ts';
import { messages as arabic } from '../lib/i18n/compiled/ar.ts';
import { messages as urdu } from '../lib/i18n/compiled/ur.ts';
import { knownServerText } from '../lib/i18n/server-text.ts';
import { ENGLISH, translator, type Catalogue } from '../lib/i18n/translator.ts';
import { refusalText, waitTextIn, type RefusalOptions } from './useRefusalText.ts';

const AR: Catalogue = { locale: 'ar', messages: arabic, serverText: (text) => knownServerText('ar', arabic, text) ?? text };
const UR: Catalogue = { locale: 'ur', messages: urdu, serverText: (text) => knownServerText('ur', urdu, text) ?? text };
const en = translator(ENGLISH, englishRefusals);
const ar = translator(AR, englishRefusals);
const ur = translator(UR, englishRefusals);
const OPTIONS: RefusalOptions = { fallback: 'refusals.failed', unknown: 'refusals.orderRefused', codes: { CONFLICT: 'refusals.priceChanged' } };

describe('refusalText', () => {
  it('shows English pages the text as sent, and a missing text as the fallback', () => {
    expect(refusalText(en, ENGLISH, { message: 'Oak Chair: no such thing', code: 'VALIDATION' }, OPTIONS)).toBe('Oak Chair: no such thing');
    expect(refusalText(en, ENGLISH, null, OPTIONS)).toBe('Failed to place order');
  });

  it('translates a known text, whole or after the subject the server names', () => {
    expect(refusalText(ar, AR, PROMO_MESSAGES.expired, OPTIONS)).toBe('انتهت صلاحية رمز الخصم هذا');
    expect(refusalText(ur, UR, `Oak Chair: ${PROMO_MESSAGES.expired} (SUMMER)`, OPTIONS)).toBe('Oak Chair: اس پرومو کوڈ کی میعاد ختم ہو چکی ہے');
  });

  it("reads a refusal by its code, and says the page's own sentence for a text it does not know", () => {
    expect(refusalText(ar, AR, { message: 'The price of "Oak Chair" is now AED 10.00', code: 'CONFLICT' }, OPTIONS)).toBe(ar('refusals.priceChanged'));
    expect(refusalText(ur, UR, { message: 'Something new', code: 'VALIDATION' }, OPTIONS)).toBe(ur('refusals.orderRefused'));
    expect(refusalText(ar, AR, undefined, OPTIONS)).toBe('تعذّر تقديم الطلب');
  });
});

describe('waitTextIn', () => {
  it('reads in English as rules/wait-text.ts writes it', () => {
    for (const seconds of [1, 2, 45, 59, 60, 61, 119, 120, 600]) expect(waitTextIn(en, seconds)).toBe(waitText(seconds));
  });

  it("uses each language's plural forms", () => {
    expect([1, 2, 5, 11].map((minutes) => waitTextIn(ar, minutes * 60))).toEqual(['دقيقة واحدة', 'دقيقتين', '5 دقائق', '11 دقيقة']);
    expect(waitTextIn(ur, 30)).toBe('30 سیکنڈ');
  });
});
