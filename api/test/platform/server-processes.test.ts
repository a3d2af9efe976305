/**
 * WEB_CONCURRENCY: the real server started as `npm start` starts it, with several worker processes
 * on PostgreSQL (they share the port, a crashed one is replaced, a stop closes them all), and a
 * clear refusal on the embedded database, which only one process may open.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { testServerUrl } from '../helpers/test-db.ts';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/pg-admin.ts';
import { startServerProcess, waitFor, type Started } from '../helpers/server-process.ts';

/** Process ids of the server's worker processes (children running api/src/worker.ts). */
function workerPids(primary: number): number[] {
  const ps = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .filter((line) => line.includes('api/src/worker.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('WEB_CONCURRENCY setting', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });

  it('defaults to one process on the embedded database and one per core on PostgreSQL', () => {
    expect(load({}).processes).toBe(1);
    expect(load({ DATABASE_URL: 'postgres://localhost/x' }).processes).toBe(os.availableParallelism());
    expect(load({ DATABASE_URL: 'postgres://localhost/x', WEB_CONCURRENCY: '3' }).processes).toBe(3);
    expect(load({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses WEB_CONCURRENCY=%s', (value) => {
    expect(() => load({ DATABASE_URL: 'postgres://localhost/x', WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY must be a whole number from 1 to 64/);
  });

  it('refuses several processes on the embedded database, which one process owns', () => {
    expect(() => load({ WEB_CONCURRENCY: '2' })).toThrow(/needs PostgreSQL \(DATABASE_URL\)/);
  });
});

describe('the server with several processes', () => {
  it('stops at start, with the reason, when several processes are asked for on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-procs-'));
    try {
      const env: Record<string, string> = { DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SEED_DEMO_DATA: '0' };
      const server = startServerProcess(env);
      const code = await server.exited;
      expect(code).not.toBe(0);
      expect(server.output()).toContain('WEB_CONCURRENCY above 1 needs PostgreSQL');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  describe.runIf(testServerUrl)('on PostgreSQL', () => {
    const name = `homes_procs_${crypto.randomBytes(4).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-procs-'));
    let server: Started | undefined;

    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(testServerUrl!, name);
    });

    it('serves from two worker processes on one port, replaces a crashed one, and stops them all', async () => {
      await createDatabase(testServerUrl!, name);
      server = startServerProcess({ DATABASE_URL: databaseUrl(testServerUrl!, name), DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SEED_DEMO_DATA: '0' });
      const started = server;
      const port = await waitFor('the ready line', () => started.output().match(/ready on http:\/\/localhost:(\d+) .*\(postgres database, 2 processes\)/)?.[1], 90_000);
      const base = `http://127.0.0.1:${port}`;
      const primary = started.child.pid!;
      const first = workerPids(primary);
      expect(first).toHaveLength(2);

      // The primary applied the migrations before the workers started: the API answers from both.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { name } }' }) }).then((r) => r.json()),
        ),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ data: { categories: expect.any(Array) } });

      process.kill(first[0], 'SIGKILL');
      const replaced = await waitFor('a replacement worker', () => {
        const now = workerPids(primary);
        return now.length === 2 && !now.includes(first[0]) ? now : undefined;
      });
      expect(replaced).toContain(first[1]);
      const health = await waitFor('healthz after the replacement', async () => {
        const res = await fetch(`${base}/healthz`).catch(() => undefined);
        return res?.ok ? res.json() : undefined;
      });
      expect(health).toEqual({ status: 'ok', database: 'postgres' });

      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
    }, 120_000);
  });
});
