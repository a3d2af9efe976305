/**
 * A job enqueued in the order's transaction is never lost: the server commits an order (and with
 * it the mail's delivery job), is killed with SIGKILL before any worker could send it, and the
 * next start delivers the mail. On the embedded database and, when the run has one, PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { databaseEnv, placeOrderOverHttp, readyPort, seededDatabaseForServers, serverProcesses, type Started } from '../helpers/server-process.ts';

let smtp: SmtpSink;
let testDatabase: TestDatabase;
let productId: number;
const servers = serverProcesses();

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ testDatabase, productId } = await seededDatabaseForServers());
}, 180_000);

afterAll(async () => {
  await servers.killAll();
  await testDatabase?.destroy();
  await smtp?.close();
});

const start = (env: Record<string, string>): Started => servers.start({ ...databaseEnv(testDatabase), SEED_DEMO_DATA: '0', SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1', ...env });

it('an order committed just before a SIGKILL still gets its mail, from the next start', async () => {
  const first = start({ JOB_WORKERS: '0' });
  const base = `http://127.0.0.1:${await readyPort(first)}`;
  const orderId = await placeOrderOverHttp(base, productId, 'survivor@example.com');
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
