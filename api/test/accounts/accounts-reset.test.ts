// Forgot password: no account enumeration, verified codes, new password, every session ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode, poster } from '../helpers/accounts.ts';
import { viewerOf as viewerOfToken } from '../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const post = poster(() => t);
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const SAME_ANSWER = 'If an account exists for this email, a code has been sent to it.';

const viewerOf = (token: string) => viewerOfToken(t, token);

describe('forgot password over REST', () => {
  it('answers the same for known and unknown emails, but mails only real vendors', async () => {
    const known = await post('/api/forgot-password', { email: 'Homes@Marketplace.test' }, { clientIp: freshIp() });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' }, { clientIp: freshIp() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: SAME_ANSWER });
    expect(unknown.json).toEqual(known.json);
    const mail = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'homes@marketplace.test' } });
    expect(mail.subject).toBe('Your password reset code');
    expect(await t.db.outboxMail.count({ where: { to: 'ghost@example.com' } })).toBe(0);

    // Checking a code for an unknown email says nothing more than for a known one without a code.
    const ghostCheck = await post('/api/verify-otp', { email: 'ghost@example.com', otp: '123456' });
    expect(ghostCheck.status).toBe(400);
    expect(ghostCheck.json.message).toBe('This code has expired or was used up. Please request a new one.');
  });

  it('email, code, new password: the old password and every session stop working', async () => {
    const email = 'vendor@marketplace.test';
    const tokens = await Promise.all([1, 2].map(async () => (await post('/api/login', { email, password: 'vendor12345' })).json.token as string));
    expect(await viewerOf(tokens[0])).toEqual({ storeId: 'skyline-estates' });

    const early = await post('/api/reset-password', { email, newPassword: 'brand-new-1' });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe('Please verify the code sent to your email first (codes work for 10 minutes).');

    expect((await post('/api/forgot-password', { email })).status).toBe(200);
    const code = await latestCode(t, email);
    const wrong = await post('/api/verify-otp', { email, otp: code === '111111' ? '222222' : '111111' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Invalid OTP. Try again.');

    // A registration code is no reset code.
    const crossPurpose = await post('/api/auth/verify-otp', { email, otp: code });
    expect(crossPurpose.status).toBe(400);

    const verified = await post('/api/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ message: 'OTP verified successfully.', resetToken: expect.stringMatching(/^[\w-]{43}$/) });
    const { resetToken } = verified.json;

    const short = await post('/api/reset-password', { email, newPassword: '12345', resetToken });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Password must be at least 6 characters');

    const reset = await post('/api/reset-password', { email, newPassword: 'brand-new-1', resetToken });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: 'Password has been reset successfully. Please log in with your new password.' });

    for (const token of tokens) expect(await viewerOf(token)).toBeNull();
    expect((await post('/api/login', { email, password: 'vendor12345' })).status).toBe(401);
    expect((await post('/api/login', { email, password: 'brand-new-1' })).status).toBe(200);

    // The code and its token were used up.
    const again = await post('/api/reset-password', { email, newPassword: 'another-one', resetToken });
    expect(again.status).toBe(400);
    expect((await post('/api/login', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  it('after the owner verifies a code, someone who knows only the e-mail cannot set the password', async () => {
    const email = 'homes@marketplace.test';
    expect((await post('/api/forgot-password', { email }, { clientIp: freshIp() })).status).toBe(200);
    const owner = await post('/api/verify-otp', { email, otp: await latestCode(t, email) });
    expect(owner.status).toBe(200);

    // The attacker: the documented body without the token, then guessed and foreign tokens.
    const bare = await post('/api/reset-password', { email, newPassword: 'taken-over-1' }, { clientIp: freshIp() });
    expect(bare.status).toBe(400);
    expect(bare.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Please verify the code sent to your email first (codes work for 10 minutes).', field: 'resetToken' });
    const guessed = await post('/api/reset-password', { email, newPassword: 'taken-over-1', resetToken: 'A'.repeat(43) }, { clientIp: freshIp() });
    expect(guessed.status).toBe(400);
    const gql = await t.graphql(
      `mutation ($email: String!) { resetPassword(input: { email: $email, newPassword: "taken-over-1", resetToken: "${'B'.repeat(43)}" }) { __typename } }`,
      { email },
    );
    expect(gql.data.resetPassword.__typename).toBe('ValidationError');
    expect((await post('/api/login', { email, password: 'vendor12345' })).status).toBe(200);

    // Another account's token opens nothing here either.
    const other = 'vendor@marketplace.test';
    await post('/api/forgot-password', { email: other }, { clientIp: freshIp() });
    const foreign = await post('/api/verify-otp', { email: other, otp: await latestCode(t, other) });
    const crossed = await post('/api/reset-password', { email, newPassword: 'taken-over-1', resetToken: foreign.json.resetToken }, { clientIp: freshIp() });
    expect(crossed.status).toBe(400);

    // The owner's own token still works, once.
    expect((await post('/api/reset-password', { email, newPassword: 'owner-new-1', resetToken: owner.json.resetToken })).status).toBe(200);
    expect((await post('/api/login', { email, password: 'owner-new-1' })).status).toBe(200);
  });

  it('a verified code older than 10 minutes does not reset', async () => {
    const email = 'homes@marketplace.test';
    expect((await post('/api/forgot-password', { email }, { clientIp: freshIp() })).status).toBe(200);
    const verified = await post('/api/verify-otp', { email, otp: await latestCode(t, email) });
    expect(verified.status).toBe(200);
    await t.db.emailCode.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) } });
    const res = await post('/api/reset-password', { email, newPassword: 'too-late-1', resetToken: verified.json.resetToken });
    expect(res.status).toBe(400);
    expect((await post('/api/login', { email, password: 'owner-new-1' })).status).toBe(200);
  });

  it('a reset lifts the login lockout of the account', async () => {
    const { json: vendor } = await t.request('/api/check-email/admin%40marketplace.test');
    expect(vendor.exists).toBe(true);
    const email = 'admin@marketplace.test';
    for (let i = 0; i < 5; i++) await post('/api/login', { email, password: `wrong-${i}` }, { clientIp: freshIp() });
    expect((await post('/api/login', { email, password: 'admin12345' })).status).toBe(429);
    await post('/api/forgot-password', { email }, { clientIp: freshIp() });
    const { resetToken } = (await post('/api/verify-otp', { email, otp: await latestCode(t, email) })).json;
    expect((await post('/api/reset-password', { email, newPassword: 'admin-new-1', resetToken })).status).toBe(200);
    expect((await post('/api/login', { email, password: 'admin-new-1' })).status).toBe(200);
  });

  it('reset requests are rate limited per email and address like other codes', async () => {
    const email = 'ghost-flood@example.com';
    for (let i = 0; i < 5; i++) expect((await post('/api/forgot-password', { email }, { clientIp: freshIp() })).status).toBe(200);
    const limited = await post('/api/forgot-password', { email }, { clientIp: freshIp() });
    expect(limited.status).toBe(429);
    const missing = await post('/api/forgot-password', {}, { clientIp: freshIp() });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Email is required');
  });
});

describe('password reset over GraphQL', () => {
  const REQUEST = `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on PasswordResetRequested { message } ... on Error { message } } }`;
  const VERIFY = `mutation ($email: String!, $code: String!) { verifyEmailCode(input: { email: $email, code: $code, purpose: PASSWORD_RESET }) { __typename ... on EmailCodeVerified { message resetToken } ... on Error { message } } }`;
  const RESET = `mutation ($email: String!, $password: String!, $token: String!) { resetPassword(input: { email: $email, newPassword: $password, resetToken: $token }) { __typename ... on PasswordResetDone { message } ... on Error { message } ... on ValidationError { field } } }`;

  it('requestPasswordReset, verifyEmailCode and resetPassword', async () => {
    const other = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: false, accessGranted: true, email: { notIn: ['vendor@marketplace.test', 'homes@marketplace.test'] } }, select: { email: true } });
    const email = other.email;
    const session = (await post('/api/login', { email, password: 'vendor12345' })).json.token as string;

    const ghost = await t.graphql(REQUEST, { email: 'nobody@example.com' });
    const real = await t.graphql(REQUEST, { email });
    expect(real.data.requestPasswordReset).toEqual({ __typename: 'PasswordResetRequested', message: SAME_ANSWER });
    expect(ghost.data).toEqual(real.data);

    const early = await t.graphql(RESET, { email, password: 'graphql-new', token: 'C'.repeat(43) });
    expect(early.data.resetPassword).toMatchObject({ __typename: 'ValidationError', field: 'resetToken' });

    const verified = await t.graphql(VERIFY, { email, code: await latestCode(t, email) });
    expect(verified.data.verifyEmailCode).toEqual({ __typename: 'EmailCodeVerified', message: 'OTP verified successfully.', resetToken: expect.stringMatching(/^[\w-]{43}$/) });
    const done = await t.graphql(RESET, { email, password: 'graphql-new', token: verified.data.verifyEmailCode.resetToken });
    expect(done.data.resetPassword).toEqual({ __typename: 'PasswordResetDone', message: 'Password has been reset successfully. Please log in with your new password.' });
    expect(await viewerOf(session)).toBeNull();
    expect((await post('/api/login', { email, password: 'graphql-new' })).status).toBe(200);
  });
});
