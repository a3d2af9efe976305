import { describe, expect, it } from 'vitest';
import { messages as english } from './i18n/compiled/en/orderSteps.ts';
import { messages as urdu } from './i18n/compiled/ur.ts';
import { translator } from './i18n/translator.ts';
import { orderActorLabel, orderStatusLabel } from './order-step-labels.ts';

const en = translator({ locale: 'en', messages: null, serverText: (text) => text }, english);
const ur = translator({ locale: 'ur', messages: urdu, serverText: (text) => text }, english);

describe('order step labels', () => {
  it("read in English as the API's labels, and in the page's language otherwise", () => {
    expect([orderStatusLabel(en, 'SHIPPED', 'Shipped'), orderActorLabel(en, 'Vendor')]).toEqual(['Shipped', 'Vendor']);
    expect([orderStatusLabel(ur, 'SHIPPED', 'Shipped'), orderActorLabel(ur, 'Vendor')]).toEqual(['روانہ کر دیا گیا', 'وینڈر']);
  });

  it('show a value the storefront does not know as the API wrote it', () => {
    expect([orderStatusLabel(ur, 'RETURNED', 'Returned'), orderActorLabel(ur, 'Courier')]).toEqual(['Returned', 'Courier']);
  });
});
