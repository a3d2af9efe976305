// No mail kind without its Arabic and Urdu (issue 35). Every place in the code that sends a mail is
// listed here with its texts table (or with why it stays English), so a new mail fails this test
// until it is; and every text of every table, rendered, is in Arabic or Urdu letters wherever the
// English has words (an English text copied into the Arabic table fails too).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_TEXTS } from '../../src/domain/checkout/order-mail-texts.ts';
import { STATUS_MAIL_TEXTS } from '../../src/domain/orders/status-mail-texts.ts';
import { SAVED_SEARCH_MAIL_TEXTS } from '../../src/domain/saved-searches/mail-texts.ts';
import { DISABLING_MAIL_TEXTS } from '../../src/domain/webhooks/disabling-mail-texts.ts';
import { ACCOUNT_MAIL_TEXTS } from '../../src/domain/vendors/account-mail.ts';
import { CODE_MAIL_TEXTS } from '../../src/domain/auth/code-mail.ts';
import { LEAD_MAIL_TEXTS } from '../../src/domain/leads/mail-texts.ts';
import { LOW_STOCK_TEXTS } from '../../src/domain/stock/low-stock-mail.ts';

/** Each mail kind, the file that sends it, and its texts in every language. */
const MAIL_KINDS = {
  'order confirmation and vendor notice': { sender: 'domain/checkout/order-mail.ts', texts: ORDER_MAIL_TEXTS },
  'order status, refund, cancellation notice': { sender: 'domain/orders/status-mail.ts', texts: STATUS_MAIL_TEXTS },
  'saved-search confirmation': { sender: 'domain/saved-searches/saved-searches.ts', texts: SAVED_SEARCH_MAIL_TEXTS },
  'saved-search alert': { sender: 'domain/saved-searches/alerts.ts', texts: SAVED_SEARCH_MAIL_TEXTS },
  'webhook endpoint switched off': { sender: 'domain/webhooks/disabling.ts', texts: DISABLING_MAIL_TEXTS },
  'account notices': { sender: 'domain/vendors/account-mail.ts', texts: ACCOUNT_MAIL_TEXTS },
  'one-time codes': { sender: 'domain/auth/email-codes.ts', texts: CODE_MAIL_TEXTS },
  'new lead notice and reply to a lead': { sender: 'domain/leads/mails.ts', texts: LEAD_MAIL_TEXTS },
  'low stock': { sender: 'domain/stock/low-stock.ts', texts: LOW_STOCK_TEXTS },
} as const;

/** Senders that stay English, and why. */
const ENGLISH_ONLY: Record<string, string> = {
  'domain/social/contact.ts': "a visitor's message to the team inbox, read by the marketplace team",
};

const SRC = path.join(import.meta.dirname, '../../src');

/** Every source file that hands a mail to the mail port (queue or send). */
function mailSenders(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'adapters' ? [] : mailSenders(file);
    if (!entry.name.endsWith('.ts')) return [];
    return /\bmail\.(queue|send)\(/.test(fs.readFileSync(file, 'utf8')) ? [path.relative(SRC, file).split(path.sep).join('/')] : [];
  });
}

const ARG = '⟦x⟧';

/** Every text a table holds, by its path: strings as they are, functions called with sample arguments. */
function leaves(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  if (typeof value === 'function') {
    // Sample arguments: words; else nothing (a function reading a field: bank details, a payment method); else a list (amenities).
    for (const sample of [ARG, null, [ARG]]) {
      try {
        return leaves(value(sample, sample, sample, sample), `${at}()`);
      } catch {
        continue;
      }
    }
    throw new Error(`${at}: no sample arguments fit`);
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [];
}

const hasEnglishWords = (text: string) => /[A-Za-z]{2,}/.test(text.replaceAll(ARG, '').replace(/\bnull\b/g, ''));
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('mail texts', () => {
  it('every place that sends a mail is a translated mail kind or says why it is English only', () => {
    const known = new Set<string>([...Object.values(MAIL_KINDS).map((kind) => kind.sender), ...Object.keys(ENGLISH_ONLY)]);
    const senders = mailSenders();
    expect(senders.length).toBeGreaterThan(5);
    expect(senders.filter((file) => !known.has(file))).toEqual([]);
  });

  it.each(Object.entries(MAIL_KINDS))('%s: every English text has its Arabic and Urdu', (_kind, { texts }) => {
    const english = new Map(leaves(texts.en));
    expect(english.size).toBeGreaterThan(3);
    for (const language of ['ar', 'ur'] as const) {
      const translated = new Map(leaves(texts[language]));
      expect([...translated.keys()].sort(), language).toEqual([...english.keys()].sort());
      const untranslated = [...english].filter(([at, text]) => hasEnglishWords(text) && !ARABIC_SCRIPT.test(translated.get(at) ?? '')).map(([at]) => at);
      expect(untranslated, `${language} texts still in English`).toEqual([]);
    }
  });
});
