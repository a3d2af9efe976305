// Registration: email codes through a real SMTP server on loopback, the form's rules, availability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeFrom, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { latestCode, poster, registrationForm } from '../helpers/accounts.ts';

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

const post = poster(() => t);
let ipCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/** Sends and verifies a registration code the REST way, reading the code from the SMTP mail. */
async function verifiedEmail(email: string, clientIp = freshIp()) {
  const before = smtp.mails.filter((m) => m.to.includes(email)).length;
  const sent = await post('/api/api/auth/send-otp', { email }, { clientIp });
  expect(sent.status).toBe(200);
  const code = codeFrom((await smtp.waitForMail(email, { after: before })).raw);
  const verified = await post('/api/auth/verify-otp', { email, otp: code }, { clientIp });
  expect(verified.status).toBe(200);
  return code;
}

describe('registration with an email code', () => {
  it('mails a code over SMTP, verifies it and registers the store (201), which can then log in', async () => {
    const email = 'nadia@example.com';
    const sent = await post('/api/api/auth/send-otp', { email: ' Nadia@Example.com ' }, { clientIp: freshIp() });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe('OTP sent to your email.');

    const mail = await smtp.waitForMail(email);
    expect(mail.raw).toMatch(/Subject: Your verification code/);
    const code = codeFrom(mail.raw);
    expect(code).toMatch(/^\d{6}$/);

    // Only a hash is stored, never the code itself.
    const row = await t.db.emailCode.findFirstOrThrow({ where: { email }, orderBy: { id: 'desc' } });
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.purpose).toBe('REGISTRATION');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);

    const verified = await post('/api/api/auth/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.json.message).toBe('OTP verified successfully.');
    expect((await t.db.emailCode.findUniqueOrThrow({ where: { id: row.id } })).verifiedAt).not.toBeNull();

    const registered = await post('/api/register', registrationForm('Nadia@Example.com', { storeId: 'Nadia  Homes!' }));
    expect(registered.status).toBe(201);
    expect(registered.json).toEqual({ message: 'Vendor Registered Successfully', store_id: 'nadia-homes' });

    const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'nadia-homes' } });
    expect(vendor).toMatchObject({ email, brandType: 'REAL_ESTATE', stateCounty: 'Dubai', phone: '971501234567', isAdmin: false, accessGranted: true });
    expect(vendor.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await t.db.emailCode.findUniqueOrThrow({ where: { id: row.id } })).consumedAt).not.toBeNull();

    const login = await post('/api/login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.json.store_id).toBe('nadia-homes');
  });

  it('refuses an email whose code was not verified, or that has no code, and creates nothing', async () => {
    const email = 'unverified@example.com';
    const none = await post('/api/register', registrationForm(email, { storeId: 'unverified-store' }));
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Please verify your email with the OTP before registering.', field: 'email' });

    expect((await post('/api/auth/send-otp', { email }, { clientIp: freshIp() })).status).toBe(200);
    const unverified = await post('/api/register', registrationForm(email, { storeId: 'unverified-store' }));
    expect(unverified.status).toBe(400);
    expect(unverified.json.message).toBe('Please verify your email with the OTP before registering.');
    expect(await t.db.vendor.count({ where: { email } })).toBe(0);
  });

  it('a verified code registers one store only', async () => {
    const email = 'once@example.com';
    await verifiedEmail(email);
    expect((await post('/api/register', registrationForm(email, { storeId: 'once-store' }))).status).toBe(201);
    const again = await post('/api/register', registrationForm(email, { storeId: 'twice-store' }));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Email is already taken');
  });

  it('a new code replaces the older one', async () => {
    const email = 'replace@example.com';
    const ip = freshIp();
    expect((await post('/api/auth/send-otp', { email }, { clientIp: ip })).status).toBe(200);
    const first = codeFrom((await smtp.waitForMail(email)).raw);
    expect((await post('/api/auth/send-otp', { email }, { clientIp: ip })).status).toBe(200);
    const second = codeFrom((await smtp.waitForMail(email, { after: 1 })).raw);
    if (first !== second) {
      const old = await post('/api/auth/verify-otp', { email, otp: first }, { clientIp: ip });
      expect(old.status).toBe(400);
      expect(old.json.message).toBe('Invalid OTP. Try again.');
    }
    expect((await post('/api/auth/verify-otp', { email, otp: second }, { clientIp: ip })).status).toBe(200);
    expect(await t.db.emailCode.count({ where: { email, expiresAt: { gt: new Date() } } })).toBe(1);
  });

  it('send-otp needs an email that has no store yet', async () => {
    const missing = await post('/api/auth/send-otp', { email: '' }, { clientIp: freshIp() });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Email is required to send OTP.');
    const malformed = await post('/api/auth/send-otp', { email: 'nope' }, { clientIp: freshIp() });
    expect(malformed.json.message).toBe('Invalid email format');
    const taken = await post('/api/api/auth/send-otp', { email: 'vendor@marketplace.test' }, { clientIp: freshIp() });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Email is already taken');
    const noOtp = await post('/api/auth/verify-otp', { email: 'x@example.com', otp: '' }, { clientIp: freshIp() });
    expect(noOtp.status).toBe(400);
    expect(noOtp.json.message).toBe('Enter the OTP to verify.');
  });
});

describe('the registration form on the server (docs/spec/vendor-admin.md §5)', () => {
  const email = 'rules@example.com';
  const expectRefused = async (overrides: Record<string, string>, message: string, field: string, status = 400) => {
    const res = await post('/api/register', registrationForm(email, overrides), { clientIp: freshIp() });
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ code: status === 400 ? 'BAD_USER_INPUT' : 'CONFLICT', message, ...(status === 400 ? { field } : {}) });
  };

  it('says which required field is missing, in form order', async () => {
    const empty = await post('/api/register', {}, { clientIp: freshIp() });
    expect(empty.json).toEqual({ code: 'BAD_USER_INPUT', message: 'First Name is required', field: 'firstName' });
    const required: Array<[string, string]> = [
      ['firstName', 'First Name is required'],
      ['lastName', 'Last Name is required'],
      ['storeName', 'Store Name is required'],
      ['storeId', 'Store ID is required'],
      ['address1', 'Address 1 is required'],
      ['city', 'City is required'],
      ['state', 'State/County is required'],
      ['country', 'Country is required'],
      ['postcode', 'Postcode/ZIP is required'],
      ['phone', 'Store Phone is required'],
      ['email', 'Email is required'],
      ['brandType', 'Brand Type is required'],
      ['password', 'Password is required'],
    ];
    // Blank text counts as missing; a password is taken as typed, so only an empty one is missing.
    for (const [field, message] of required) await expectRefused({ [field]: field === 'password' ? '' : '  ' }, message, field);
  });

  it('checks phone digits, password length and confirmation, brand type and store id', async () => {
    await expectRefused({ phone: '+971 50' }, 'Store Phone must contain digits only', 'phone');
    await expectRefused({ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters', 'password');
    await expectRefused({ confirmPassword: 'secret124' }, 'Passwords do not match', 'confirmPassword');
    await expectRefused({ brandType: 'Cars' }, 'Brand Type must be one of Real Estate, Home Products, Electronics', 'brandType');
    await expectRefused({ storeId: '!!' }, 'Store ID must be 3 to 60 letters, digits or hyphens', 'storeId');
    await expectRefused({ email: 'bad@' }, 'Invalid email format', 'email');
  });

  it('refuses a taken store id (after normalizing) and a taken email with the spec texts', async () => {
    await expectRefused({ storeId: 'Skyline Estates' }, 'Store ID is already taken', 'storeId', 409);
    const res = await post('/api/register', registrationForm('Homes@Marketplace.test', { storeId: 'brand-new-id' }), { clientIp: freshIp() });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Email is already taken');
  });
});

describe('availability checks', () => {
  it('GET /check-email and /check-store-id answer { exists }', async () => {
    const get = (path: string) => t.request(path, { clientIp: freshIp() });
    expect((await get('/api/check-email/vendor%40marketplace.test')).json).toEqual({ exists: true });
    expect((await get('/api/check-email/VENDOR@marketplace.test')).json).toEqual({ exists: true });
    expect((await get('/api/check-email/free@example.com')).json).toEqual({ exists: false });
    const badEmail = await get('/api/check-email/nope');
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('Invalid email format');
    expect((await get('/api/check-store-id/skyline-estates')).json).toEqual({ exists: true });
    expect((await get('/api/check-store-id/Skyline%20Estates')).json).toEqual({ exists: true });
    expect((await get('/api/check-store-id/free-store')).json).toEqual({ exists: false });
  });

  it('are rate limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await t.request(`/api/check-store-id/s${i}-store`, { clientIp: ip })).status).toBe(200);
    const limited = await t.request('/api/check-email/a@example.com', { clientIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Too many availability checks. Please wait a few minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.request('/api/check-email/a@example.com', { clientIp: freshIp() })).status).toBe(200);
  });
});

describe('registration over GraphQL', () => {
  const REGISTER = /* GraphQL */ `
    mutation ($input: RegisterVendorInput!) {
      registerVendor(input: $input) {
        __typename
        ... on VendorRegistered { message storeId }
        ... on Error { message code }
        ... on ValidationError { field }
        ... on ConflictError { field }
      }
    }`;
  const SEND = `mutation ($email: String!) { sendRegistrationCode(input: { email: $email }) { __typename ... on EmailCodeSent { message } ... on Error { message code } } }`;
  const VERIFY = `mutation ($email: String!, $code: String!) { verifyEmailCode(input: { email: $email, code: $code, purpose: REGISTRATION }) { __typename ... on EmailCodeVerified { message } ... on Error { message } } }`;
  const input = (email: string, overrides: Record<string, unknown> = {}) => {
    const { brandType: _label, ...rest } = registrationForm(email);
    return { ...rest, brandType: 'HOME_PRODUCTS', ...overrides };
  };

  it('sendRegistrationCode, verifyEmailCode and registerVendor register a store', async () => {
    const email = 'graphql-store@example.com';
    const sent = await t.graphql(SEND, { email });
    expect(sent.data.sendRegistrationCode).toEqual({ __typename: 'EmailCodeSent', message: 'OTP sent to your email.' });
    const code = codeFrom((await smtp.waitForMail(email)).raw);

    const early = await t.graphql(REGISTER, { input: input(email, { storeId: 'GraphQL Store' }) });
    expect(early.data.registerVendor).toMatchObject({ __typename: 'ValidationError', message: 'Please verify your email with the OTP before registering.', field: 'email' });

    const wrong = await t.graphql(VERIFY, { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.data.verifyEmailCode).toEqual({ __typename: 'ValidationError', message: 'Invalid OTP. Try again.' });
    const verified = await t.graphql(VERIFY, { email, code });
    expect(verified.data.verifyEmailCode).toEqual({ __typename: 'EmailCodeVerified', message: 'OTP verified successfully.' });

    const done = await t.graphql(REGISTER, { input: input(email, { storeId: 'GraphQL Store' }) });
    expect(done.data.registerVendor).toEqual({ __typename: 'VendorRegistered', message: 'Vendor Registered Successfully', storeId: 'graphql-store' });
    expect((await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'graphql-store' } })).brandType).toBe('HOME_PRODUCTS');
  });

  it('answers typed errors for the form rules and conflicts', async () => {
    const missing = await t.graphql(REGISTER, { input: input('x@example.com', { brandType: null }) });
    expect(missing.data.registerVendor).toMatchObject({ __typename: 'ValidationError', message: 'Brand Type is required', field: 'brandType' });
    const mismatch = await t.graphql(REGISTER, { input: input('x@example.com', { confirmPassword: 'other-secret' }) });
    expect(mismatch.data.registerVendor).toMatchObject({ message: 'Passwords do not match', field: 'confirmPassword' });
    const taken = await t.graphql(REGISTER, { input: input('x@example.com', { storeId: 'casa-nova-interiors' }) });
    expect(taken.data.registerVendor).toMatchObject({ __typename: 'ConflictError', message: 'Store ID is already taken', field: 'storeId' });
    const takenEmail = await t.graphql(SEND, { email: 'homes@marketplace.test' });
    expect(takenEmail.data.sendRegistrationCode).toMatchObject({ __typename: 'ConflictError', message: 'Email is already taken' });
  });

  it('storeIdAvailable and emailAvailable', async () => {
    const res = await t.graphql(`{ a: storeIdAvailable(storeId: "Skyline Estates") b: storeIdAvailable(storeId: "nobody-here") c: emailAvailable(email: "admin@marketplace.test") d: emailAvailable(email: "new@example.com") }`);
    expect(res.data).toEqual({ a: false, b: true, c: false, d: true });
    const bad = await t.graphql(`{ emailAvailable(email: "nope") }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid email format', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('mail failures', () => {
  it('a mail server that cannot be reached gives 503 with the spec text, and leaves no live code', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const res = await broken.request('/api/auth/send-otp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'lost@example.com' }) });
      expect(res.status).toBe(503);
      expect(res.json.message).toBe('Failed to send OTP. Try again.');
      expect(await broken.db.emailCode.count()).toBe(0);
      const kept = await broken.db.outboxMail.findFirstOrThrow({ where: { to: 'lost@example.com' } });
      expect(kept.error).toBeTruthy();
      expect(kept.sentAt).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

// The outbox keeps a copy of every mail, SMTP or not: latestCode reads the same code.
it('the outbox keeps the mails sent over SMTP', async () => {
  const email = 'outbox@example.com';
  const code = await verifiedEmail(email);
  expect(await latestCode(t, email)).toBe(code);
});
