/**
 * `npm start` supervises the server (scripts/supervise.ts): a server process killed with SIGKILL is
 * started again, says so, and serves the same data; a SIGTERM to the supervisor stops the server
 * for good (it closes its database and nothing starts again). On the embedded database, which must
 * reopen cleanly after the kill.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';
import { databaseEnv, startServerProcess, waitFor, type Started } from '../helpers/server-process.ts';

let testDatabase: TestDatabase;
let supervisor: Started | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ seed: true });
  await testDatabase.database.close();
}, 180_000);

afterAll(async () => {
  if (supervisor && supervisor.child.exitCode === null) supervisor.child.kill('SIGKILL');
  await supervisor?.exited;
  await testDatabase?.destroy();
});

const serverPid = (output: string, nth: number) => [...output.matchAll(/server started \(pid (\d+)\)/g)][nth]?.[1];
const readyPorts = (output: string) => [...output.matchAll(/ready on http:\/\/localhost:(\d+)/g)].map((m) => m[1]);
const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function productCount(port: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(first: 1) { totalCount } }' }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data.products.totalCount;
}

it('starts the server again after a kill -9, with backoff and a word on the console; SIGTERM stops it for good', async () => {
  const env = { ...databaseEnv(testDatabase), SEED_DEMO_DATA: '0', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'info' };
  supervisor = startServerProcess(env, { script: 'scripts/supervise.ts' });
  const started = supervisor;
  const firstPort = await waitFor('the first ready line', () => readyPorts(started.output())[0], 90_000);
  const products = await productCount(firstPort);
  expect(products).toBeGreaterThan(0);

  const firstPid = Number(serverPid(started.output(), 0));
  process.kill(firstPid, 'SIGKILL');
  await waitFor('the restart notice', () => started.output().match(/died \(SIGKILL\); starting it again in 1 s/)?.[0], 10_000);
  const secondPort = await waitFor('the second ready line', () => readyPorts(started.output())[1], 90_000);
  const secondPid = Number(serverPid(started.output(), 1));
  expect(secondPid).not.toBe(firstPid);
  expect(await productCount(secondPort)).toBe(products);

  started.child.kill('SIGTERM');
  expect(await started.exited).toBe(0);
  expect(started.output()).toContain('stopping the server for good');
  expect(processAlive(secondPid)).toBe(false);
  // Nothing was started again after the stop.
  expect(started.output().match(/server started/g)).toHaveLength(2);
}, 240_000);
