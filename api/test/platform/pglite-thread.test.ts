/**
 * The embedded database's thread (api/src/db/pglite-thread.ts, pglite-host.mjs) closes cleanly
 * while statements and transactions are still under way: a stop during traffic (Ctrl-C) must not
 * shut the engine down beneath a waiting statement, which then spun in WASM until the server's
 * 10-second stop timer killed the process with the database unclosed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from '../../src/db/pglite-thread.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function freshDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

const sql = (text: string, args: unknown[] = []) => ({ sql: text, args, argTypes: args.map(() => ({ scalarType: 'int', arity: 'scalar' })) }) as never;

async function openWithCounter() {
  const dir = freshDir();
  const thread = await openPgliteThread(dir);
  const db = await thread.adapter.connect();
  await db.executeScript('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counters VALUES (1, 0);');
  return { dir, thread, db };
}

async function counterAfterReopening(dir: string) {
  const again = await openPgliteThread(dir);
  const reopened = await again.adapter.connect();
  const { rows } = await reopened.queryRaw(sql('SELECT n FROM counters WHERE id = $1', [1]));
  await again.close();
  return rows;
}

/** Every statement either answered or was refused because the database was closing. */
async function expectAnsweredOrRefused(work: Promise<PromiseSettledResult<unknown>[]>) {
  for (const result of await work) {
    if (result.status === 'rejected') expect(String(result.reason)).toMatch(/database is closing/);
  }
}

describe('the embedded database thread', () => {
  it('takes an array of an enum made by a script since it opened (a first start seeds right after its migrations)', async () => {
    const thread = await openPgliteThread(freshDir());
    const db = await thread.adapter.connect();
    await db.executeScript(`CREATE TYPE "Kind" AS ENUM ('A', 'B'); CREATE TABLE kinds (kind "Kind" NOT NULL);`);
    const kinds = { sql: 'INSERT INTO kinds SELECT * FROM unnest($1::"Kind"[])', args: [['A', 'B', 'B']], argTypes: [{ scalarType: 'string', arity: 'list' }] } as never;
    await db.executeRaw(kinds);
    const { rows } = await db.queryRaw(sql('SELECT count(*)::int FROM kinds'));
    expect(rows).toEqual([[3]]);
    await thread.close();
  });

  it('closes promptly while statements are under way, and the files stay whole', async () => {
    const { dir, thread, db } = await openWithCounter();
    const traffic: Promise<unknown>[] = Array.from({ length: 300 }, (_, i) =>
      i % 3 ? db.queryRaw(sql('SELECT n, $1::int AS i FROM counters', [i])) : db.executeRaw(sql('UPDATE counters SET n = n + 1 WHERE id = $1', [1])),
    );
    const started = Date.now();
    const closed = thread.close();
    // Requests still running when the server stops keep sending statements.
    const late = Array.from({ length: 50 }, (_, i) => db.queryRaw(sql('SELECT n, $1::int AS i FROM counters', [i])));
    const settled = Promise.allSettled([...traffic, ...late]);
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectAnsweredOrRefused(settled);
    const updates = (await settled).filter((result, i) => i < traffic.length && i % 3 === 0 && result.status === 'fulfilled').length;
    expect(await counterAfterReopening(dir)).toEqual([[updates]]);
  }, 20_000);

  it('rolls back a transaction left open at close, and refuses new work', async () => {
    const { dir, thread, db } = await openWithCounter();
    const open = await db.startTransaction();
    await open.executeRaw(sql('UPDATE counters SET n = n + 1 WHERE id = $1', [1]));
    const waiting = Promise.allSettled([db.queryRaw(sql('SELECT n FROM counters WHERE id = $1', [1]))]);
    await thread.close();
    await expectAnsweredOrRefused(waiting);
    await expect(open.commit()).rejects.toThrow();
    expect(await counterAfterReopening(dir)).toEqual([[0]]);
  }, 20_000);
});
