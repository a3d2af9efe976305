// Issue 32: the forms posted as plain HTML before the script has run (http/page-forms.ts). The
// page's renderer here writes back the form state the server gave it, so every answer can be read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebRendererApp, BROWSER_ACCEPT, type WebRendererApp } from '../helpers/web-renderer-app.ts';
import { TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { latestCode, registrationForm } from '../helpers/accounts.ts';
import { CROSS_SITE_MESSAGE } from '../../src/http/page-forms.ts';
import { trackingToken } from '../../src/domain/orders/tracking-link.ts';
import { ACCOUNT_MESSAGES, CONTACT_MESSAGES, TRACKING_NOT_FOUND_TEXT, type PageFormState } from '@rules/index.ts';

// Renders `<main>` + the form state as JSON: the test reads what the page would show.
const ECHO_RENDERER = `
export async function render({ request, form }) {
  const body = '<main data-path="' + new URL(request.url).pathname + '">' + JSON.stringify(form ?? null) + '</main>';
  return { kind: 'page', status: 200, head: '', body, state: '', complete: true, personal: false };
}`;

let web: WebRendererApp;
let t: TestApp;
beforeAll(async () => {
  web = await createWebRendererApp(ECHO_RENDERER, { MAIL_TRANSPORT: 'outbox' }, { seed: true });
  t = web.app;
}, 240_000);
afterAll(() => web?.close());

let ipCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

/** A browser's form post from one of this site's pages (or as `headers` say). */
function postForm(path: string, fields: Record<string, string>, { headers = {}, clientIp = freshIp() }: { headers?: Record<string, string>; clientIp?: string } = {}) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
    clientIp,
    redirect: 'manual',
  });
}

/** The form state the page was rendered with. */
function shownForm(text: string): PageFormState | null {
  const json = /<main data-path="[^"]*">([\s\S]*)<\/main>/.exec(text)?.[1];
  if (json === undefined) throw new Error(`not a rendered page: ${text.slice(0, 200)}`);
  return JSON.parse(json) as PageFormState | null;
}

const sessionCount = () => t.db.session.count();

describe('login posted without the script', () => {
  it('logs in and hands the session to the app in a short-lived cookie of the dashboard only (303)', async () => {
    const res = await postForm('/login', { email: ' Vendor@Marketplace.test ', password: 'vendor12345' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/vendor-dashboard');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session-handoff=[^;]+; Path=\/vendor-dashboard; Max-Age=120; SameSite=Strict$/);
    const token = decodeURIComponent(/^session-handoff=([^;]+)/.exec(cookie)![1]);
    const viewer = await t.graphql('{ viewer { storeId } }', undefined, { authorization: `Bearer ${token}` });
    expect(viewer.data.viewer).toEqual({ storeId: 'skyline-estates' });
  });

  it('answers a wrong password with the login page again: the spec text, the email kept, never the password, no session', async () => {
    const before = await sessionCount();
    const res = await postForm('/login', { email: 'vendor@marketplace.test', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const form = shownForm(res.text);
    expect(form).toMatchObject({ form: 'login', values: { email: 'vendor@marketplace.test' }, message: { text: 'Invalid email or password.', ok: false } });
    expect(res.text).not.toContain('wrong-password');
    expect(await sessionCount()).toBe(before);
  });

  it('names the field of a validation error, as the form does', async () => {
    const res = await postForm('/login', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(shownForm(res.text)).toMatchObject({ form: 'login', errors: { email: 'Invalid email format' } });
  });

  it('shares the lockout of the API: after five wrong passwords the account is locked for the form too', async () => {
    const email = 'homes@marketplace.test';
    const clientIp = freshIp();
    for (let i = 0; i < 5; i++) expect((await postForm('/login', { email, password: `wrong-${i}` }, { clientIp })).status).toBe(401);
    const locked = await postForm('/login', { email, password: 'vendor12345' }, { clientIp });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(shownForm(locked.text)?.message?.text).toMatch(/^This account is locked after too many failed logins/);
    await t.db.rateLimit.deleteMany({ where: { key: { contains: email } } });
  });

  it('refuses a cross-site post before reading it: no session is opened', async () => {
    const before = await sessionCount();
    const fields = { email: 'vendor@marketplace.test', password: 'vendor12345' };
    const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': '', origin: 'https://evil.example' }, { 'sec-fetch-site': '', origin: '' }];
    for (const headers of attempts) {
      const res = await postForm('/login', fields, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.text).toBe(CROSS_SITE_MESSAGE);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('takes only a form: JSON to the page is a 400, and other pages take no post (405)', async () => {
    const json = await t.request('/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify({ email: 'vendor@marketplace.test', password: 'vendor12345' }) });
    expect(json.status).toBe(400);
    const other = await postForm('/About-Us', { email: 'x' });
    expect(other.status).toBe(405);
  });
});

describe('registration posted without the script', () => {
  it('sends the code, verifies it and registers, keeping what was typed (never the password) at each step', async () => {
    const email = 'noscript@example.com';
    const clientIp = freshIp();
    const typed = registrationForm(email);

    const sent = await postForm('/vendor-registration', { ...typed, step: 'send-code', codeState: 'idle' }, { clientIp });
    expect(sent.status).toBe(200);
    const afterSend = shownForm(sent.text)!;
    expect(afterSend).toMatchObject({ form: 'registration', codeState: 'sent', codeMessage: { text: ACCOUNT_MESSAGES.codeSent, ok: true } });
    expect(afterSend.values).toMatchObject({ firstName: 'Nadia', storeName: 'Nadia Homes', email, city: 'Dubai' });
    expect(afterSend.values).not.toHaveProperty('password');
    expect(afterSend.values).not.toHaveProperty('confirmPassword');
    expect(sent.text).not.toContain('secret123');

    const wrong = await postForm('/vendor-registration', { ...typed, otp: '000000', step: 'verify-code', codeState: 'sent' }, { clientIp });
    expect(shownForm(wrong.text)).toMatchObject({ codeState: 'sent', codeMessage: { ok: false } });

    const code = await latestCode(t, email);
    const verified = await postForm('/vendor-registration', { ...typed, otp: code, step: 'verify-code', codeState: 'sent' }, { clientIp });
    expect(shownForm(verified.text)).toMatchObject({ codeState: 'verified', codeMessage: { text: ACCOUNT_MESSAGES.codeVerified, ok: true } });

    const registered = await postForm('/vendor-registration', { ...typed, codeState: 'verified' }, { clientIp });
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe('/login?registered=1');
    expect(await t.db.vendor.count({ where: { email } })).toBe(1);
  });

  it('answers a bad form with the page again, the spec text on the field, and creates nothing', async () => {
    const email = 'incomplete@example.com';
    const res = await postForm('/vendor-registration', { ...registrationForm(email, { firstName: '', confirmPassword: 'other' }), codeState: 'verified' });
    expect(res.status).toBe(400);
    const form = shownForm(res.text)!;
    expect(form.errors.firstName).toBe('First Name is required');
    expect(form.message?.text).toBe('Error: First Name is required');
    expect(form.values.email).toBe(email);
    expect(form.codeState).toBe('verified');
    expect(await t.db.vendor.count({ where: { email } })).toBe(0);
  });

  it('answers a refused code with 429, Retry-After and the page saying when to try again (issue 32)', async () => {
    const clientIp = freshIp();
    await t.db.rateLimit.create({ data: { key: `email-code:send:ip:${clientIp}`, count: 10, resetAt: new Date(Date.now() + 5 * 60_000) } });
    const email = 'limited-noscript@example.com';
    const res = await postForm('/vendor-registration', { ...registrationForm(email), step: 'send-code', codeState: 'idle' }, { clientIp });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(4 * 60);
    expect(shownForm(res.text)).toMatchObject({ codeState: 'idle', codeMessage: { text: 'Too many codes were sent from here. Try again in 5 minutes.', ok: false } });
    expect(await t.db.outboxMail.count({ where: { to: email } })).toBe(0);
  });

  it('refuses to register an email without a verified code', async () => {
    const email = 'unverified@example.com';
    const res = await postForm('/vendor-registration', { ...registrationForm(email, { storeId: 'Unverified Homes' }), codeState: 'verified' });
    expect(res.status).toBe(400);
    expect(shownForm(res.text)?.message?.text).toBe(`Error: ${ACCOUNT_MESSAGES.emailNotVerified}`);
    expect(await t.db.vendor.count({ where: { email } })).toBe(0);
  });
});

describe('contact posted without the script', () => {
  it('sends the message and answers with ?sent=1', async () => {
    const before = await t.db.contactMessage.count();
    const res = await postForm('/contact', { name: 'Lena', email: 'lena@example.com', userType: 'customer', message: 'Is the villa still available?' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1');
    expect(await t.db.contactMessage.count()).toBe(before + 1);
  });

  it('answers a missing field with the form again and its spec text, sending nothing', async () => {
    const before = await t.db.contactMessage.count();
    const res = await postForm('/contact', { name: 'Lena', email: 'lena@example.com', userType: 'customer', message: '  ' });
    expect(res.status).toBe(400);
    expect(shownForm(res.text)).toMatchObject({ form: 'contact', values: { name: 'Lena', email: 'lena@example.com', userType: 'customer' }, errors: { message: CONTACT_MESSAGES.required } });
    expect(await t.db.contactMessage.count()).toBe(before);
  });
});

describe('track-order posted without the script', () => {
  it('answers a matching id and email with the signed link: the email never enters an address', async () => {
    const order = await t.db.order.findFirstOrThrow({ select: { publicId: true, clientEmail: true } });
    const res = await postForm('/track-order', { order: order.publicId.toLowerCase(), email: ` ${order.clientEmail.toUpperCase()} ` });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`/track-order?order=${encodeURIComponent(order.publicId)}&token=${trackingToken({ services: t.app.services }, order.publicId)}`);
    expect(location.toLowerCase()).not.toContain(order.clientEmail.toLowerCase().split('@')[0]);
  });

  it('answers a wrong email with the form again and the one not-found text', async () => {
    const order = await t.db.order.findFirstOrThrow({ select: { publicId: true } });
    const res = await postForm('/track-order', { order: order.publicId, email: 'someone-else@example.com' });
    expect(res.status).toBe(200);
    expect(shownForm(res.text)).toMatchObject({ form: 'track-order', values: { order: order.publicId, email: 'someone-else@example.com' }, message: { text: TRACKING_NOT_FOUND_TEXT } });
  });
});

describe('forgot password posted without the script', () => {
  it('mails a code, verifies it, sets the new password and opens the login with ?reset=1', async () => {
    const email = 'homes@marketplace.test';
    const clientIp = freshIp();
    const step = (fields: Record<string, string>) => postForm('/login', { form: 'forgot-password', ...fields }, { clientIp });

    const requested = await step({ resetStep: 'email', email });
    expect(requested.status).toBe(200);
    expect(shownForm(requested.text)).toMatchObject({ form: 'forgot-password', resetStep: 'otp', values: { email }, message: { text: 'If an account exists for this email, a code has been sent to it.', ok: true } });

    const wrong = await step({ resetStep: 'otp', email, otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(shownForm(wrong.text)).toMatchObject({ resetStep: 'otp', message: { ok: false } });

    const verified = shownForm((await step({ resetStep: 'otp', email, otp: await latestCode(t, email) })).text)!;
    expect(verified).toMatchObject({ resetStep: 'reset', message: { text: ACCOUNT_MESSAGES.codeVerified, ok: true } });
    expect(verified.resetToken).toMatch(/^[\w-]{43}$/);

    const tooShort = await step({ resetStep: 'reset', email, resetToken: verified.resetToken!, newPassword: '123' });
    expect(tooShort.status).toBe(400);
    expect(shownForm(tooShort.text)).toMatchObject({ resetStep: 'reset', resetToken: verified.resetToken });

    const done = await step({ resetStep: 'reset', email, resetToken: verified.resetToken!, newPassword: 'new-homes-pass' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?reset=1');
    expect((await postForm('/login', { email, password: 'new-homes-pass' })).status).toBe(303);
  });

  it('refuses a reset without the token the code handed out, changing nothing', async () => {
    const res = await postForm('/login', { form: 'forgot-password', resetStep: 'reset', email: 'vendor@marketplace.test', resetToken: '', newPassword: 'taken-over' });
    expect(res.status).toBe(400);
    expect(shownForm(res.text)?.message?.ok).toBe(false);
    expect((await postForm('/login', { email: 'vendor@marketplace.test', password: 'vendor12345' })).status).toBe(303);
  });
});

describe('forms posted from an Arabic or Urdu page (issue 35)', () => {
  it('answers at the page’s own address: the page again in its language, the next storefront page under its prefix', async () => {
    const refused = await postForm('/ar/login', { email: 'vendor@marketplace.test', password: 'wrong-password' });
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('<main data-path="/ar/login">');
    expect(shownForm(refused.text)).toMatchObject({ form: 'login', message: { text: 'Invalid email or password.', ok: false } });

    const loggedIn = await postForm('/ur/login', { email: 'vendor@marketplace.test', password: 'vendor12345' });
    expect([loggedIn.status, loggedIn.headers.get('location')]).toEqual([303, '/vendor-dashboard']);

    const before = await t.db.contactMessage.count();
    const sent = await postForm('/ar/contact', { name: 'ليلى', email: 'layla@example.com', userType: 'customer', message: 'هل الفيلا ما زالت متاحة؟' });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/ar/contact?sent=1']);
    expect(await t.db.contactMessage.count()).toBe(before + 1);

    const other = await postForm('/ar/About-Us', { email: 'x' });
    expect(other.status).toBe(405);
  });
});
