/**
 * Mail about an order goes through the durable job queue (pg-boss): enqueued in the order's
 * transaction, delivered by a worker to a real SMTP server, tried again with backoff when the
 * server refuses, and set aside for the admin after the last try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { bearer, loginToken } from '../helpers/auth.ts';
import { QUEUE } from '../../src/jobs/queues.ts';

let t: TestApp;
let smtp: SmtpSink;
let home: { id: number };

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } ... on Error { message } } }`;

let nextIp = 1;
async function placeOrder(email: string): Promise<string> {
  const items = [{ productId: home.id, quantity: 1, currency: 'USD' }];
  const quote = (await t.graphql(QUOTE, { input: { items } })).data.quoteCart;
  const input = {
    client: { name: 'Sam Lee', email, phone: '07700 900123', address: '1 High St', city: 'London', country: 'United Kingdom' },
    items: items.map((item, i) => ({ ...item, unitPrice: quote.lines[i].unitPrice.amount })),
    totalCost: quote.total.amount,
    paymentMethod: 'CASH_ON_DELIVERY',
  };
  const res = await t.request('/graphql', {
    method: 'POST',
    clientIp: `10.9.0.${nextIp++}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PLACE, variables: { input } }),
  });
  expect(res.json.data.placeOrder.__typename).toBe('PlacedOrder');
  return res.json.data.placeOrder.orderId;
}

const jobsIn = async (queue: string) =>
  t.db.$queryRawUnsafe<Array<{ state: string; retry_count: number; data: any }>>(`SELECT state, retry_count, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`, queue);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1', MAIL_RETRIES: '2', MAIL_RETRY_DELAY_SECONDS: '1' } });
  home = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null }, orderBy: { id: 'asc' }, select: { id: true } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail through the job queue', () => {
  it('an order commits its mails and their delivery jobs together; a worker delivers them over SMTP', async () => {
    const orderId = await placeOrder('queued@example.com');
    const kept = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'queued@example.com' } });
    expect(kept.subject).toBe(`Your order ${orderId}`);
    const mail = await smtp.waitForMail('queued@example.com');
    expect(mail.raw).toContain(`Your order ${orderId}`);
    await expect.poll(async () => (await t.db.outboxMail.findUniqueOrThrow({ where: { id: kept.id } })).sentAt, { timeout: 5000 }).not.toBeNull();
    expect((await t.db.outboxMail.findUniqueOrThrow({ where: { id: kept.id } })).attempts).toBe(1);
  });

  it('a refused delivery is tried again after a delay, and arrives', async () => {
    smtp.refuse('retry@example.com', 1);
    await placeOrder('retry@example.com');
    const mail = await smtp.waitForMail('retry@example.com', { timeoutMs: 20_000 });
    expect(mail.raw).toContain('Your order');
    expect(smtp.refused.get('retry@example.com')).toBe(1);
    const kept = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'retry@example.com' } });
    await expect.poll(async () => (await t.db.outboxMail.findUniqueOrThrow({ where: { id: kept.id } })).attempts, { timeout: 5000 }).toBe(2);
  });

  it('after the last try the mail is undelivered: the admin sees it and sends it again', async () => {
    smtp.refuse('gone@example.com', 3);
    const orderId = await placeOrder('gone@example.com');
    const admin = bearer(await loginToken(t, 'admin@marketplace.test'));
    const LIST = `{ undeliveredMails { id to subject attempts error } }`;
    await expect
      .poll(async () => (await t.graphql(LIST, {}, admin)).data?.undeliveredMails.filter((m: any) => m.to === 'gone@example.com'), { timeout: 30_000, interval: 500 })
      .toHaveLength(1);
    const [undelivered] = (await t.graphql(LIST, {}, admin)).data.undeliveredMails.filter((m: any) => m.to === 'gone@example.com');
    expect(undelivered).toMatchObject({ subject: `Your order ${orderId}`, attempts: 3 });
    expect(undelivered.error).toMatch(/451|Try again later/);
    expect(smtp.refused.get('gone@example.com')).toBe(3);
    expect((await jobsIn(QUEUE.sendMail)).filter((j) => j.state === 'failed')).toHaveLength(1);

    // Nobody but the admin may read or retry it.
    const anonymous = await t.graphql(LIST);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const RETRY = `mutation ($id: ID!) { retryUndeliveredMail(input: { id: $id }) { __typename ... on RetryUndeliveredMailSuccess { id } ... on Error { message } } }`;
    const refused = await t.graphql(RETRY, { id: undelivered.id });
    expect(refused.data?.retryUndeliveredMail?.__typename ?? refused.errors?.[0].extensions?.code).toMatch(/^(UnauthenticatedError|UNAUTHENTICATED)$/);
    expect((await t.graphql(LIST, {}, admin)).data.undeliveredMails.some((m: any) => m.id === undelivered.id)).toBe(true);

    const retried = await t.graphql(RETRY, { id: undelivered.id }, admin);
    expect(retried.data.retryUndeliveredMail).toEqual({ __typename: 'RetryUndeliveredMailSuccess', id: undelivered.id });
    const mail = await smtp.waitForMail('gone@example.com', { timeoutMs: 10_000 });
    expect(mail.raw).toContain(orderId);
    expect((await t.graphql(LIST, {}, admin)).data.undeliveredMails.some((m: any) => m.id === undelivered.id)).toBe(false);
    const again = await t.graphql(RETRY, { id: undelivered.id }, admin);
    expect(again.data.retryUndeliveredMail).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('a write that rolls back leaves no job behind', async () => {
    const before = (await jobsIn(QUEUE.sendMail)).length;
    await expect(
      t.db.$transaction(async (tx) => {
        await t.app.services.mail.queue(tx, { to: 'never@example.com', subject: 'never', text: 'never' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await jobsIn(QUEUE.sendMail)).length).toBe(before);
    expect(await t.db.outboxMail.count({ where: { to: 'never@example.com' } })).toBe(0);
  });
});
