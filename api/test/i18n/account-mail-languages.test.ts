// The one-time code mails in the reader's language (issue 35), through a real SMTP server: a
// registration code in the language the sign-up asked in (no account yet), a password reset code
// in the store's chosen language whatever the request asks, English exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { partsOf, subjectOf } from '../helpers/mail-parts.ts';

const SEND = `mutation ($email: String!) { sendRegistrationCode(input: { email: $email }) { __typename ... on Error { message } } }`;
const RESET = `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`;

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('code mails in the reader language', () => {
  it('a registration code asked for in Arabic comes in Arabic, right to left', async () => {
    const sent = await t.graphql(SEND, { email: 'new-store-ar@example.com' }, { 'accept-language': 'ar' });
    expect(sent.data?.sendRegistrationCode.__typename, JSON.stringify(sent.json)).toBe('EmailCodeSent');
    const raw = (await smtp.waitForMail('new-store-ar@example.com', { timeoutMs: 10_000 })).raw;
    const mail = partsOf(raw);
    expect(subjectOf(raw)).toBe('رمز التحقق الخاص بك');
    expect(mail.text).toMatch(/^رمزك هو \d{6}\n\nأدخله للتحقق من بريدك الإلكتروني لمتجرك الجديد/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('a password reset code follows the store language (Urdu), not the request', async () => {
    const vendor = await t.db.vendor.update({ where: { email: 'vendor@marketplace.test' }, data: { language: 'ur' }, select: { email: true } });
    await t.graphql(RESET, { email: vendor.email }, { 'accept-language': 'ar' });
    const raw = (await smtp.waitForMail(vendor.email, { timeoutMs: 10_000 })).raw;
    expect(subjectOf(raw)).toBe('پاس ورڈ ری سیٹ کرنے کا کوڈ');
    const mail = partsOf(raw);
    expect(mail.text).toMatch(/^آپ کا کوڈ \d{6} ہے/);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
  });

  it('without a language, the registration code is the English text mail it always was', async () => {
    await t.graphql(SEND, { email: 'new-store-en@example.com' });
    const raw = (await smtp.waitForMail('new-store-en@example.com', { timeoutMs: 10_000 })).raw;
    expect(subjectOf(raw)).toBe('Your verification code');
    expect(raw).not.toMatch(/text\/html/i);
    const text = partsOf(raw).text.replace(/\r\n/g, '\n'); // SMTP carries 7-bit text with CRLF line ends
    expect(text).toMatch(/^Your code is \d{6}\n\nEnter it to verify your email for your new store\. It works for 10 minutes\.\nIf you did not ask for it, ignore this mail\.\n/);
  });
});
