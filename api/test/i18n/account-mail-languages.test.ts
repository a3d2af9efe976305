// The one-time code mails in the reader's language (issue 35), through a real SMTP server: a
// registration code in the language the sign-up asked in (no account yet), a password reset code
// in the store's chosen language whatever the request asks, English exactly as before; the
// language a vendor chooses in its dashboard (docs/decisions/dashboard-language.md) is stored for
// it alone and is the language of its mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { partsOf, subjectOf } from '../helpers/mail-parts.ts';
import { bearer, loginToken } from '../helpers/auth.ts';
import { globalId } from '../helpers/admin-fixtures.ts';

const SEND = `mutation ($email: String!) { sendRegistrationCode(input: { email: $email }) { __typename ... on Error { message } } }`;
const RESET = `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`;
const SET_LANGUAGE = 'mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { __typename ... on UpdateMyProfileSuccess { vendor { language } } ... on Error { message } } }';
const SET_VENDOR_LANGUAGE = 'mutation ($input: UpdateVendorProfileInput!) { updateVendorProfile(input: $input) { __typename ... on Error { message } } }';

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

  it("the dashboard's language is stored for the signed-in vendor alone, read back on viewer, used for its mails, and no other vendor can change it", async () => {
    const [mine, other] = await t.db.vendor.findMany({ where: { isAdmin: false, accessGranted: true, email: { not: 'vendor@marketplace.test' } }, orderBy: { id: 'asc' }, take: 2, select: { id: true, email: true } });
    const languageOf = async (email: string) => (await t.db.vendor.findFirstOrThrow({ where: { email }, select: { language: true } })).language;
    const token = await loginToken(t, mine!.email);
    const otherBefore = await languageOf(other!.email);

    const saved = await t.graphql(SET_LANGUAGE, { input: { language: 'AR' } }, bearer(token));
    expect(saved.data?.updateMyProfile, JSON.stringify(saved.json)).toEqual({ __typename: 'UpdateMyProfileSuccess', vendor: { language: 'AR' } });
    expect(await languageOf(mine!.email)).toBe('ar');
    expect((await t.graphql('{ viewer { language } }', undefined, bearer(token))).data.viewer.language).toBe('AR');
    expect(await languageOf(other!.email)).toBe(otherBefore);
    await t.graphql(RESET, { email: mine!.email });
    expect(partsOf((await smtp.waitForMail(mine!.email, { timeoutMs: 10_000 })).raw).html).toContain('<html lang="ar" dir="rtl">');

    // Another vendor cannot set it through the admin's edit, nor can anyone signed out, nor to a language the marketplace does not speak.
    const refused = await t.graphql(SET_VENDOR_LANGUAGE, { input: { vendorId: globalId('Vendor', mine!.id), language: 'UR' } }, bearer(await loginToken(t, other!.email)));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(SET_LANGUAGE, { input: { language: 'UR' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(SET_LANGUAGE, { input: { language: 'FR' } }, bearer(token))).errors?.[0]?.message).toMatch(/Language/);
    expect(await languageOf(mine!.email)).toBe('ar');
  });
});
