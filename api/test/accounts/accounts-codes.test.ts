// Email one-time codes: tries, expiry, lockout and rate limits (codes read from the outbox table).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode, poster } from '../helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const post = poster(() => t);
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const wrongCode = (code: string) => (code === '123456' ? '654321' : '123456');

async function sendCode(email: string, clientIp = freshIp()) {
  const res = await post('/api/auth/send-otp', { email }, { clientIp });
  expect(res.status).toBe(200);
  return latestCode(t, email);
}

/** Lets a lockout pass without waiting for it. */
async function endLockout(key: string) {
  await t.db.rateLimit.update({ where: { key }, data: { resetAt: new Date(Date.now() - 1000) } });
}

describe('email codes', () => {
  it('the mail carries a six-digit code, subject and validity', async () => {
    const code = await sendCode('mail-text@example.com');
    const mail = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'mail-text@example.com' } });
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toContain(`Your code is ${code}`);
    expect(mail.text).toContain('10 minutes');
    expect(mail.sentAt).not.toBeNull();
  });

  it('five wrong tries kill the code: even the right one is refused afterwards', async () => {
    const email = 'five-tries@example.com';
    const code = await sendCode(email);
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/auth/verify-otp', { email, otp: wrongCode(code) }, { clientIp: ip });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Invalid OTP. Try again.');
    }
    const fifth = await post('/api/auth/verify-otp', { email, otp: wrongCode(code) }, { clientIp: ip });
    expect(fifth.json.message).toBe('Too many wrong codes. Please request a new one.');

    // Five failures also lock the email for a while, and say so.
    const locked = await post('/api/auth/verify-otp', { email, otp: code }, { clientIp: ip });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Too many wrong codes for this email\. Try again in \d+ seconds\.$/);

    await endLockout(`email-code:account:REGISTRATION:${email}`);
    const dead = await post('/api/auth/verify-otp', { email, otp: code }, { clientIp: ip });
    expect(dead.status).toBe(400);
    expect(dead.json.message).toBe('Too many wrong codes. Please request a new one.');
    expect((await t.db.emailCode.findFirstOrThrow({ where: { email } })).verifiedAt).toBeNull();

    // A new code works again (the lock has passed).
    const fresh = await sendCode(email);
    expect((await post('/api/auth/verify-otp', { email, otp: fresh }, { clientIp: ip })).status).toBe(200);
  });

  it('a right code on the fifth try still counts', async () => {
    const email = 'fifth-right@example.com';
    const code = await sendCode(email);
    for (let i = 0; i < 4; i++) await post('/api/auth/verify-otp', { email, otp: wrongCode(code) });
    expect((await post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
  });

  it('further failures lock for longer each time', async () => {
    const email = 'growing@example.com';
    const key = `email-code:account:REGISTRATION:${email}`;
    await sendCode(email);
    for (let i = 0; i < 5; i++) await post('/api/auth/verify-otp', { email, otp: '000000' }, { clientIp: freshIp() });
    const first = await post('/api/auth/verify-otp', { email, otp: '000000' });
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers.get('retry-after'));
    expect(firstWait).toBeLessThanOrEqual(30);
    await endLockout(key);
    // A new code, and one more wrong try: locked again, for longer.
    const code = await sendCode(email);
    expect((await post('/api/auth/verify-otp', { email, otp: wrongCode(code) })).status).toBe(400);
    const second = await post('/api/auth/verify-otp', { email, otp: code });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(30);
  });

  it('an expired code is refused', async () => {
    const email = 'expired@example.com';
    const code = await sendCode(email);
    await t.db.emailCode.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post('/api/auth/verify-otp', { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('This code has expired or was used up. Please request a new one.');
  });

  it('a verified code that expired before registering does not register', async () => {
    const email = 'late@example.com';
    const code = await sendCode(email);
    expect((await post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    await t.db.emailCode.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const { registrationForm } = await import('../helpers/accounts.ts');
    const res = await post('/api/register', registrationForm(email, { storeId: 'late-store' }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please verify your email with the OTP before registering.');
  });

  it('sending is limited per email and per address', async () => {
    const email = 'often@example.com';
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/send-otp', { email }, { clientIp: freshIp() })).status).toBe(200);
    const perEmail = await post('/api/auth/send-otp', { email }, { clientIp: freshIp() });
    expect(perEmail.status).toBe(429);
    // Issue 32: the refusal says when to try again (the window's end), in words and in Retry-After.
    expect(perEmail.json.message).toBe('Too many codes were sent to this email. Try again in 60 minutes, or use the last code you received.');
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(59 * 60);

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post('/api/auth/send-otp', { email: `ip${i}@example.com` }, { clientIp: ip })).status).toBe(200);
    const perIp = await post('/api/auth/send-otp', { email: 'ip-last@example.com' }, { clientIp: ip });
    expect(perIp.status).toBe(429);
    expect(perIp.json.message).toBe('Too many codes were sent from here. Try again in 15 minutes.');
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await t.db.outboxMail.count({ where: { to: 'ip-last@example.com' } })).toBe(0);
  });

  it('a refused code says why and when to try again: 429 with Retry-After on REST, a typed error with the seconds on GraphQL (issue 32)', async () => {
    const ip = freshIp();
    // Ten codes from this address already, the window ending in ten minutes.
    await t.db.rateLimit.create({ data: { key: `email-code:send:ip:${ip}`, count: 10, resetAt: new Date(Date.now() + 10 * 60_000) } });

    const rest = await post('/api/auth/send-otp', { email: 'eleventh@example.com' }, { clientIp: ip });
    expect(rest.status).toBe(429);
    expect(rest.json.message).toBe('Too many codes were sent from here. Try again in 10 minutes.');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(Number(rest.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);

    const graphql = await t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { sendRegistrationCode(input: { email: "eleventh@example.com" }) { __typename ... on Error { message } ... on RateLimitedError { retryAfterSeconds } } }' }),
      clientIp: ip,
    });
    const refused = graphql.json.data.sendRegistrationCode;
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', message: 'Too many codes were sent from here. Try again in 10 minutes.' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(await t.db.outboxMail.count({ where: { to: 'eleventh@example.com' } })).toBe(0);
  });

  it('checking is limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await post('/api/auth/verify-otp', { email: `check${i}@example.com`, otp: '123456' }, { clientIp: ip });
    const limited = await post('/api/auth/verify-otp', { email: 'check-last@example.com', otp: '123456' }, { clientIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Too many code checks from your network. Please wait a few minutes.');
  });
});

describe('mail is never readable over the network', () => {
  it('there is no outbox route on a default start: a code reaches only the mailbox (and, in development, the console)', async () => {
    const code = await sendCode('outbox-reader@example.com');
    for (const path of ['/api/dev/outbox', '/api/dev/outbox?to=outbox-reader@example.com']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(code);
    }
  });

  it('a production start refuses to print mail to the log, and keeps it only in the outbox when told to', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/must not be printed to the log/);
    const logged: string[] = [];
    const production = await createTestApp({ env: { NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' } });
    const spies = (['log', 'info', 'warn', 'error'] as const).map((name) => vi.spyOn(console, name).mockImplementation((...args) => void logged.push(args.join(' '))));
    try {
      const res = await production.request('/api/auth/send-otp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'prod-code@example.com' }) });
      expect(res.status).toBe(200);
      const mail = await production.db.outboxMail.findFirstOrThrow({ where: { to: 'prod-code@example.com' } });
      const code = /\b(\d{6})\b/.exec(mail.text)![1];
      expect(logged.join('\n')).not.toContain(code);
      expect(mail.sentAt).toBeNull();
      expect((await production.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await production.close();
    }
  });
});
