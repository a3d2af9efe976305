import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, init: { token?: string; clientIp?: string } = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: JSON.stringify(body),
    clientIp: init.clientIp,
  });

const LOGIN = /* GraphQL */ `
  mutation ($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSession { token vendor { storeId isAdmin } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }`;

describe('login and logout', () => {
  it('POST /api/login answers a token that works as a bearer token, and logout ends it', async () => {
    const res = await post('/api/login', { email: 'Vendor@Marketplace.test ', password: 'vendor12345' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token: expect.any(String), store_id: 'skyline-estates', isAdmin: 0 });
    const token = res.json.token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.graphql('{ viewer { storeId } }', undefined, auth)).data.viewer).toEqual({ storeId: 'skyline-estates' });

    expect((await post('/api/logout', {}, { token })).status).toBe(200);
    // Issue 38: an ended token is refused (401), no longer read as an anonymous caller.
    expect((await t.graphql('{ viewer { storeId } }', undefined, auth)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql('{ viewer { storeId } }')).data.viewer).toBeNull();
  });

  it('GraphQL login answers typed results: session, validation errors, wrong credentials', async () => {
    const ok = await t.graphql(LOGIN, { input: { email: 'admin@marketplace.test', password: 'admin12345' } });
    expect(ok.data.login).toMatchObject({ __typename: 'LoginSession', vendor: { storeId: 'admin', isAdmin: true } });

    const empty = await t.graphql(LOGIN, { input: { email: '', password: 'x' } });
    expect(empty.data.login).toMatchObject({ __typename: 'ValidationError', message: 'Email is required', field: 'email' });
    const malformed = await t.graphql(LOGIN, { input: { email: 'not-an-email', password: 'x' } });
    expect(malformed.data.login.message).toBe('Invalid email format');
    const noPassword = await t.graphql(LOGIN, { input: { email: 'a@b.co', password: '' } });
    expect(noPassword.data.login.message).toBe('Password is required');

    const wrong = await t.graphql(LOGIN, { input: { email: 'homes@marketplace.test', password: 'wrong-password' } });
    expect(wrong.data.login).toMatchObject({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS' });
    const unknown = await post('/api/login', { email: 'nobody@marketplace.test', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toBe('Invalid email or password.');
  });

  it('a revoked vendor cannot log in and is told why', async () => {
    const revoked = await t.db.vendor.findFirstOrThrow({ where: { accessGranted: false }, select: { email: true } });
    const res = await post('/api/login', { email: revoked.email, password: 'vendor12345' });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/revoked/);
  });

  it('locks an account after 5 failures, says so with a growing wait, even for the right password', async () => {
    const email = 'vendor@marketplace.test';
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { email, password: `bad-${i}` }, { clientIp: `10.0.0.${i}` })).status).toBe(401);
    const locked = await post('/api/login', { email, password: 'vendor12345' }, { clientIp: '10.0.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/locked/);
    const firstWait = Number(locked.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(30);

    // Once the lock has passed, one more failure locks for twice as long.
    await t.db.rateLimit.update({ where: { key: `login:account:${email}` }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await post('/api/login', { email, password: 'bad-again' })).status).toBe(401);
    const longer = await post('/api/login', { email, password: 'vendor12345' });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(30);

    // A success after the lock forgets the failures.
    await t.db.rateLimit.update({ where: { key: `login:account:${email}` }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await post('/api/login', { email, password: 'vendor12345' })).status).toBe(200);
    expect(await t.db.rateLimit.findUnique({ where: { key: `login:account:${email}` } })).toBeNull();
  });

  it('successful logins from one address never use up its limit (only failures count), on both transports', async () => {
    const clientIp = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await post('/api/login', { email: 'admin@marketplace.test', password: 'admin12345' }, { clientIp })).status);
    for (let i = 0; i < 16; i++) {
      const res = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: LOGIN, variables: { input: { email: 'admin@marketplace.test', password: 'admin12345' } } }), clientIp });
      statuses.push(res.json.data.login.__typename === 'LoginSession' ? 200 : 429);
    }
    expect(statuses).toEqual(Array(32).fill(200));
    expect(await t.db.rateLimit.findUnique({ where: { key: `login:ip:${clientIp}` } })).toBeNull();
  });

  it('cuts off a flood of logins from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post('/api/login', { email: `flood${i}@example.com`, password: 'x' }, { clientIp: '203.0.113.9' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is unaffected.
    expect((await post('/api/login', { email: 'flood@example.com', password: 'x' }, { clientIp: '203.0.113.10' })).status).toBe(401);
  });
});
