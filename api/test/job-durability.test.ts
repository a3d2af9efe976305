/**
 * A job enqueued in the order's transaction is never lost: the server commits an order (and with
 * it the mail's delivery job), is killed with SIGKILL before any worker could send it, and the
 * next start delivers the mail. On the embedded database and, when the run has one, PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { readyPort, startServerProcess, type Started } from './helpers/server-process.ts';

let smtp: SmtpSink;
let testDatabase: TestDatabase;
let productId: number;
const running: Started[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  testDatabase = await createTestDatabase({ seed: true });
  productId = (await testDatabase.database.prisma.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'asc' }, select: { id: true } })).id;
  // The server process owns the database from here (PGlite allows one).
  await testDatabase.database.close();
}, 180_000);

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  await testDatabase?.destroy();
  await smtp?.close();
});

function start(env: Record<string, string>): Started {
  const server = startServerProcess({
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.config.databaseUrl ? { DATABASE_URL: testDatabase.config.databaseUrl } : {}),
    SEED_DEMO_DATA: '0',
    SMTP_URL: smtp.url,
    JOB_POLL_SECONDS: '1',
    ...env,
  });
  running.push(server);
  return server;
}

async function graphql(base: string, query: string, variables: object) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  expect(res.status).toBe(200);
  return (await res.json()) as any;
}

it('an order committed just before a SIGKILL still gets its mail, from the next start', async () => {
  const first = start({ JOB_WORKERS: '0' });
  const base = `http://127.0.0.1:${await readyPort(first)}`;
  const items = [{ productId, quantity: 1, currency: 'USD' }];
  const quote = (await graphql(base, `query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`, { input: { items } })).data.quoteCart;
  const placed = await graphql(base, `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } } }`, {
    input: {
      client: { name: 'Kim Park', email: 'survivor@example.com', phone: '07700 900456', address: '2 Low St', city: 'Leeds', country: 'United Kingdom' },
      items: items.map((item, i) => ({ ...item, unitPrice: quote.lines[i].unitPrice.amount })),
      totalCost: quote.total.amount,
      paymentMethod: 'CASH_ON_DELIVERY',
    },
  });
  const orderId = placed.data.placeOrder.orderId;
  expect(orderId).toMatch(/^ORD-/);

  // Committed, not sent (this process runs no workers): now the process dies without a word.
  first.child.kill('SIGKILL');
  await first.exited;
  expect(smtp.mails.filter((m) => m.to.includes('survivor@example.com'))).toHaveLength(0);

  const second = start({});
  await readyPort(second);
  const mail = await smtp.waitForMail('survivor@example.com', { timeoutMs: 30_000 });
  expect(mail.raw).toContain(`Your order ${orderId}`);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  // Exactly once.
  expect(smtp.mails.filter((m) => m.to.includes('survivor@example.com'))).toHaveLength(1);
}, 180_000);
