import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, PROMO_MESSAGES, TRACKING_NOT_FOUND_TEXT, cartTooLargeMessage, quantityMessage } from '@rules/index.ts';
import { messages as englishRefusals } from './compiled/en/refusals.ts';
import { messages as englishRefusalTexts } from './compiled/en/refusalTexts.ts';
import { messages as arabic } from './compiled/ar.ts';
import { messages as urdu } from './compiled/ur.ts';
import { ENGLISH, translator, type Catalogue, type MessageId } from './translator.ts';
import { knownServerText } from './server-text.ts';

const catalogueWithLookup = (locale: 'ar' | 'ur', messages: typeof arabic): Catalogue => ({ locale, messages, serverText: (text) => knownServerText(locale, messages, text) ?? text });
const AR = catalogueWithLookup('ar', arabic);
const UR = catalogueWithLookup('ur', urdu);

/** Each rules text a buying page may show (from the server or its own check), with the message that says it. */
const RULES_TEXTS: [string, MessageId][] = [
  [CHECKOUT_MESSAGES.required, 'refusalTexts.required'],
  [CHECKOUT_MESSAGES.payment, 'refusalTexts.payment'],
  [CHECKOUT_MESSAGES.email, 'refusalTexts.email'],
  [CHECKOUT_MESSAGES.failed, 'refusals.failed'],
  [CHECKOUT_MESSAGES.unknown, 'refusalTexts.unknown'],
  [quantityMessage, 'refusalTexts.quantity'],
  [cartTooLargeMessage, 'refusalTexts.cartTooLarge'],
  [PROMO_MESSAGES.missing, 'refusalTexts.promoMissing'],
  [PROMO_MESSAGES.noProduct, 'refusalTexts.promoNoProduct'],
  [PROMO_MESSAGES.invalid, 'refusals.promoInvalid'],
  [PROMO_MESSAGES.inactive, 'refusalTexts.promoInactive'],
  [PROMO_MESSAGES.notYet, 'refusalTexts.promoNotYet'],
  [PROMO_MESSAGES.expired, 'refusalTexts.promoExpired'],
  [PROMO_MESSAGES.propertiesExcluded, 'refusalTexts.promoPropertiesExcluded'],
  [TRACKING_NOT_FOUND_TEXT, 'refusals.trackingNotFound'],
];
const english = { ...englishRefusals, ...englishRefusalTexts } as Record<string, unknown>;

describe('knownServerText', () => {
  it("finds each rules text by the catalogue's English, which is the rules text itself", () => {
    for (const [text, id] of RULES_TEXTS) {
      expect(english[id]).toBe(text);
      expect(AR.serverText(text)).toBe(arabic[id]);
    }
  });

  it('finds a form text with its placeholders, and nothing for a text no message says', () => {
    expect(UR.serverText('This field is limited to 80 characters.')).toBe(translator(UR, { 'forms.tooLong': 'This field is limited to {max} characters.' })('forms.tooLong', { max: '80' }));
    expect(AR.serverText('Invalid email or password.')).toBe(arabic['forms.invalidCredentials']);
    expect(knownServerText('ar', arabic, 'Something nobody wrote')).toBeNull();
    expect(AR.serverText('Something nobody wrote')).toBe('Something nobody wrote');
    expect(ENGLISH.serverText('Invalid email or password.')).toBe('Invalid email or password.');
  });
});
