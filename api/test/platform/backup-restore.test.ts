/**
 * Issue 31: backups you can trust. `npm run backup`, then an order (and a mail queued before the
 * backup goes out), then `npm run restore`: the order is gone, the uploads are as they were, the
 * app starts and serves, and no mail goes out twice. A restore refuses to run over a running
 * server; without a database to replace, the backup's unsent mails are held for the admin. On the
 * embedded database and, when the run has one, PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '../helpers/test-app.ts';
import { testServerUrl } from '../helpers/test-db.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { databaseEnv, graphqlOverHttp as graphql, placeOrderOverHttp, projectRoot, readyPort, seededDatabaseForServers, serverProcesses, type Started } from '../helpers/server-process.ts';
import { queueMails } from '../helpers/outbox.ts';
import { openDatabase } from '../../src/db/database.ts';
import { QUEUE } from '../../src/jobs/queues.ts';

let smtp: SmtpSink;
let testDatabase: TestDatabase;
let productId: number;
let backupDir: string;
const servers = serverProcesses();

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ testDatabase, productId } = await seededDatabaseForServers());
  // A mail queued before the backup and sent after it: the restored queue must not send it again.
  await queueMails(testDatabase.config, ['queued-before@example.com'], smtp.url);
  fs.mkdirSync(testDatabase.config.uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(testDatabase.config.uploadsDir, 'kept.txt'), 'in the backup');
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-backups-'));
}, 180_000);

afterAll(async () => {
  await servers.killAll();
  await testDatabase?.destroy();
  await smtp?.close();
  if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
});

const env = () => ({ ...process.env, ...databaseEnv(testDatabase), LOG_LEVEL: 'error' });

/** Runs `npm run backup` / `npm run restore`'s script as a child process. */
function script(name: 'backup' | 'restore', args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, `scripts/${name}.ts`), ...args], { cwd: projectRoot, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const startServer = (): Started => servers.start({ ...databaseEnv(testDatabase), SEED_DEMO_DATA: '0', SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' });

async function stop(server: Started) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['prisma']) => Promise<T>): Promise<T> {
  const database = await openDatabase(testDatabase.config);
  try {
    return await use(database.prisma);
  } finally {
    await database.close();
  }
}

it('backup, an order, restore: the order is gone, uploads as they were, the app serves, no mail twice', async () => {
  const archive = path.join(backupDir, 'before-order.tar.gz');
  const backedUp = await script('backup', ['--out', archive]);
  expect(backedUp.code, backedUp.output).toBe(0);
  expect(backedUp.output).toMatch(/Uploads: \d+ files included/);

  const first = startServer();
  const base = `http://127.0.0.1:${await readyPort(first)}`;
  const orderId = await placeOrderOverHttp(base, productId, 'after-backup@example.com');
  expect(orderId).toMatch(/^ORD-/);
  await smtp.waitForMail('after-backup@example.com', { timeoutMs: 30_000 });
  await smtp.waitForMail('queued-before@example.com', { timeoutMs: 30_000 });

  // Over a running server, the restore refuses and changes nothing.
  const refused = await script('restore', [archive]);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/stop the server first|stop every app process first/);
  expect((await graphql(base, '{ products(first: 1) { totalCount } }')).data.products.totalCount).toBeGreaterThan(0);
  await stop(first);
  fs.writeFileSync(path.join(testDatabase.config.uploadsDir, 'after.txt'), 'not in the backup');

  const restored = await script('restore', [archive]);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toContain('1 mails sent after the backup marked sent');
  expect(await withDatabase((db) => db.order.count({ where: { publicId: orderId } }))).toBe(0);
  expect(fs.existsSync(path.join(testDatabase.config.uploadsDir, 'kept.txt'))).toBe(true);
  expect(fs.existsSync(path.join(testDatabase.config.uploadsDir, 'after.txt'))).toBe(false);

  const second = startServer();
  const again = `http://127.0.0.1:${await readyPort(second)}`;
  expect((await fetch(`${again}/healthz`)).status).toBe(200);
  expect((await graphql(again, '{ products(first: 1) { totalCount } }')).data.products.totalCount).toBeGreaterThan(0);
  // The restored queue still held the mail's job: it is not sent again (several polls pass).
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect([mailsTo('queued-before@example.com'), mailsTo('after-backup@example.com')]).toEqual([1, 1]);
  await stop(second);
}, 300_000);

it.skipIf(!!testServerUrl)('without a database to replace, the backup’s unsent mails are held for the admin, not sent', async () => {
  await queueMails(testDatabase.config, ['queued-again@example.com'], smtp.url);
  const archive = path.join(backupDir, 'queued.tar.gz');
  expect((await script('backup', ['--out', archive])).code).toBe(0);
  // The server and its disk are lost.
  fs.rmSync(testDatabase.dataDir, { recursive: true, force: true });
  const restored = await script('restore', [archive]);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toContain('1 unsent mails held for the admin');
  const held = await withDatabase((db) =>
    db.$queryRawUnsafe<Array<{ id: number }>>(`SELECT (data->>'outboxMailId')::int AS id FROM pgboss.job WHERE name = $1 AND state = 'created'`, QUEUE.mailUndelivered),
  );
  const mail = await withDatabase((db) => db.outboxMail.findFirstOrThrow({ where: { to: 'queued-again@example.com' } }));
  expect(held.map((row) => row.id)).toContain(mail.id);
  expect(mail.sentAt).toBeNull();
  expect(mail.error).toMatch(/^Held by a restore/);
}, 300_000);
