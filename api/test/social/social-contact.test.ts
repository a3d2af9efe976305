import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, freshIp, gql } from '../helpers/social.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { TEAM_INBOX: 'inbox@team.test' } });
});
afterAll(() => t?.close());

const valid = { name: 'Amina Khan', email: 'amina@example.com', message: 'Is the villa still available?\nThanks', userType: 'customer' };

describe('POST /api/send-email', () => {
  it('keeps the message and mails it to the team inbox', async () => {
    const res = await call(t, 'POST', '/api/send-email', { body: valid });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Your message has been sent successfully!' });
    const saved = await t.db.contactMessage.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(saved).toMatchObject({ name: 'Amina Khan', email: 'amina@example.com', message: valid.message, userType: 'CUSTOMER' });
    const mail = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'inbox@team.test' }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe('Contact form: Amina Khan (customer)');
    expect(mail.text).toContain('From: Amina Khan <amina@example.com>');
    expect(mail.text).toContain(valid.message);
  });

  it('every field is required ("This field is required."); email and user type are checked', async () => {
    for (const field of ['name', 'email', 'message', 'userType'] as const) {
      const res = await call(t, 'POST', '/api/send-email', { body: { ...valid, [field]: '  ' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 'BAD_USER_INPUT', message: 'This field is required.', field });
    }
    expect((await call(t, 'POST', '/api/send-email', { body: { ...valid, email: 'not-an-email' } })).json).toEqual({ code: 'BAD_USER_INPUT', message: 'Please enter a valid email address.', field: 'email' });
    expect((await call(t, 'POST', '/api/send-email', { body: { ...valid, userType: 'admin' } })).json).toEqual({ code: 'BAD_USER_INPUT', message: 'userType must be vendor or customer.', field: 'userType' });
    expect((await call(t, 'POST', '/api/send-email', { body: { ...valid, message: 'm'.repeat(5001) } })).json.message).toBe('This field is limited to 5,000 characters.');
    expect((await call(t, 'POST', '/api/send-email', { body: 'not json' })).status).toBe(400);
    expect(await t.db.contactMessage.count({ where: { userType: 'VENDOR' } })).toBe(0);
  });

  it('a flood from one address is cut off after 10 messages an hour; another address is unaffected', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(t, 'POST', '/api/send-email', { body: { ...valid, message: `flood ${i}` }, ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await call(t, 'POST', '/api/send-email', { body: valid, ip });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Too many messages in a short time. Please wait a few minutes and try again.');
    expect((await call(t, 'POST', '/api/send-email', { body: valid })).status).toBe(200);
  });
});

describe('GraphQL sendContactMessage', () => {
  it('sends a message and answers validation errors as data', async () => {
    const SEND = `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename ... on SendContactMessageSuccess { message } ... on ValidationError { message field } } }`;
    const ok = await gql(t, SEND, { input: { ...valid, userType: 'VENDOR' } });
    expect(ok.data.sendContactMessage).toEqual({ __typename: 'SendContactMessageSuccess', message: 'Your message has been sent successfully!' });
    expect((await t.db.contactMessage.findFirstOrThrow({ orderBy: { id: 'desc' } })).userType).toBe('VENDOR');
    const missing = await gql(t, SEND, { input: { ...valid, userType: null } });
    expect(missing.data.sendContactMessage).toEqual({ __typename: 'ValidationError', message: 'This field is required.', field: 'userType' });
  });
});
