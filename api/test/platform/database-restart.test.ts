/**
 * Issue 31: the database restarts under two app processes (the real server, job workers on) on a
 * PostgreSQL server of this test's own. While it is away every request answers, 200 or 503 with
 * Retry-After, within a few seconds, and no process exits; once it is back every process serves
 * again by itself, its cache bus has reconnected, and a write through one process is seen
 * through the other within a second.
 *
 * Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL set), with a server of its own
 * (scripts/with-postgres.ts) since it stops it; the embedded database has no server to lose
 * (api/test/platform/database-unavailable.test.ts covers the answers on both).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/with-postgres.ts';
import { loadConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';
import { startServerProcess, readyPort, waitFor, type Started } from '../helpers/server-process.ts';
import { testServerUrl } from '../helpers/test-db.ts';

const STORE = 'restart-test-store';
const STORE_QUERY = `query Store($storeId: String!) { vendor(storeId: $storeId) { storeName } }`;

interface Outcome {
  process: number;
  what: string;
  status: number | 'refused' | 'timeout';
  retryAfter: string | null;
  ms: number;
}

describe.runIf(testServerUrl)('a PostgreSQL restart under two app processes', () => {
  let postgres: ThrowawayPostgres | undefined;
  const servers: Started[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-restart-'));

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 200 or 503 with Retry-After while it is away, keeps every process, and serves fresh answers everywhere once it is back', async () => {
    postgres = await startThrowawayPostgres();
    const pg = postgres;
    const { token, vendorId } = await prepareStore(pg.url, dataDir);
    const bases = await startTwoServers(pg.url, dataDir, servers);

    // Light load on both processes: uncached and cached GraphQL, REST, readiness.
    const load = startLoad(bases);
    const { outcomes } = load;
    const during = (from: number) => outcomes.slice(from);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeStop = outcomes.length;
    expect(during(0).every((o) => o.status === 200), JSON.stringify(during(0).filter((o) => o.status !== 200))).toBe(true);

    await pg.halt();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await pg.resume();

    // Both processes are ready again by themselves (a load balancer would send them traffic again).
    for (const base of bases) {
      await waitFor(`${base}/readyz after the restart`, async () => ((await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200 ? true : undefined), 20_000);
    }
    await load.stop();

    // While away: only 200 (a cached answer) or 503 with Retry-After, quickly; both processes said 503 and not ready.
    const wrong = during(beforeStop).filter((o) => !(o.status === 200 || (o.status === 503 && o.retryAfter !== null)) || o.ms > 5_000);
    expect(wrong, JSON.stringify(wrong.slice(0, 10))).toEqual([]);
    for (const processIndex of [0, 1]) {
      for (const what of ['graphql', 'rest', 'readyz']) {
        expect(during(beforeStop).some((o) => o.process === processIndex && o.status === 503 && o.what === what), `process ${processIndex} answered 503 to ${what}`).toBe(true);
      }
    }

    // A write through each process is seen through the other within a second: both cache buses are back.
    for (const [writer, reader] of [[0, 1], [1, 0]]) await expectWriteSeenAcross(bases[writer], bases[reader], writer, reader, token, vendorId);

    // The job workers polled through the outage and work again: a contact message's mail goes out.
    const contact = await graphql(bases[0], 'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename } }', {
      input: { name: 'Rae', email: 'rae@example.test', message: 'Written after the database came back.', userType: 'CUSTOMER' },
    });
    expect((await contact.json()).data.sendContactMessage.__typename).toBe('SendContactMessageSuccess');
    await waitFor('the contact mail, delivered by a job worker', () => (servers.some((server) => server.output().includes('Mail to team@marketplace.test')) ? true : undefined), 20_000);

    // No process exited, none crashed on an unhandled error, and each said what happened.
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
      expect(server.output()).toContain('cache bus: reconnected');
    }
  }, 120_000);
});

/** The schema and one store with a session, made before the servers start (no demo data: it takes tens of seconds). */
async function prepareStore(databaseUrl: string, dataDir: string): Promise<{ token: string; vendorId: string }> {
  const database = await prepareDatabase(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));
  try {
    const account = (storeId: string, isAdmin: boolean) =>
      database.prisma.vendor.create({
        data: {
          storeId, storeName: 'Before the restart', firstName: 'Rae', lastName: 'Start', email: `${storeId}@example.test`, phone: '971500000001', isAdmin,
          brandType: 'HOME_PRODUCTS', address1: 'Street 1', city: 'Dubai', stateCounty: 'Dubai', country: 'United Arab Emirates', postcode: '00000',
          passwordHash: 'not used: the test signs in with a session opened here',
        },
      });
    const vendor = await account(STORE, false);
    // The store's name is the admin's to change (updateVendorProfile).
    const token = await openSession(database.prisma, (await account('restart-test-admin', true)).id);
    return { token, vendorId: Buffer.from(`Vendor:${vendor.id}`).toString('base64') };
  } finally {
    await database.close();
  }
}

/** Two server processes on the database, their base URLs; each joins `servers` (stopped by afterAll). */
async function startTwoServers(databaseUrl: string, dataDir: string, servers: Started[]): Promise<string[]> {
  // One after the other: each start checks the migrations under an advisory lock.
  const bases: string[] = [];
  for (let i = 0; i < 2; i++) {
    const server = startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_CONCURRENCY: '1', JOB_WORKERS: '1', JOB_POLL_SECONDS: '1', SEED_DEMO_DATA: '0', LOG_LEVEL: 'info' });
    servers.push(server);
    const port = await readyPort(server, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}:\n${server.output()}`);
    });
    bases.push(`http://127.0.0.1:${port}`);
  }
  return bases;
}

function graphql(base: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(8_000),
  });
}

/** Four clients going round uncached and cached GraphQL, REST and readiness until stop(); every answer in outcomes. */
function startLoad(bases: string[]): { outcomes: Outcome[]; stop: () => Promise<void> } {
  const outcomes: Outcome[] = [];
  let loading = true;
  let unique = 0;
  const requests: Array<[string, (base: string) => Promise<Response>]> = [
    // A document of its own each time (its alias), so no cache holds its answer.
    ['graphql', (base) => graphql(base, `{ v${++unique}: vendors(first: 1) { totalCount } }`)],
    ['graphql cached', (base) => graphql(base, STORE_QUERY, { storeId: STORE })],
    ['rest', (base) => fetch(`${base}/api/products?limit=${(++unique % 20) + 1}`, { signal: AbortSignal.timeout(8_000) })],
    ['readyz', (base) => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(8_000) })],
  ];
  /** Clients 0 and 2 ask process 0, 1 and 3 process 1, each going round the requests above. */
  const client = async (index: number) => {
    for (let round = 0; loading; round++) {
      const processIndex = index % 2;
      const [what, send] = requests[round % requests.length];
      const started = Date.now();
      const response = await send(bases[processIndex]).catch((error: Error) => (error.name === 'TimeoutError' ? ('timeout' as const) : ('refused' as const)));
      const status = typeof response === 'string' ? response : response.status;
      if (typeof response !== 'string') await response.arrayBuffer();
      outcomes.push({ process: processIndex, what, status, retryAfter: typeof response === 'string' ? null : response.headers.get('retry-after'), ms: Date.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const load = [0, 1, 2, 3].map(client);
  return {
    outcomes,
    stop: async () => {
      loading = false;
      await Promise.all(load);
    },
  };
}

/** A store renamed through process `writer` is seen through process `reader` within a second. */
async function expectWriteSeenAcross(writerBase: string, readerBase: string, writer: number, reader: number, token: string, vendorId: string): Promise<void> {
  const storeName = async () => {
    const response = await graphql(readerBase, STORE_QUERY, { storeId: STORE });
    const body = await response.json();
    return { name: body.data?.vendor?.storeName as string | undefined, cache: response.headers.get('x-cache') };
  };
  // A kept answer that outlives a second shows the reader is hearing writes again (while its
  // bus is down a process forgets everything every second).
  await waitFor(`process ${reader} keeping its answers again`, async () => {
    if ((await storeName()).cache !== 'hit') return undefined;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    return (await storeName()).cache === 'hit' ? true : undefined;
  }, 15_000);

  const renamed = `Renamed through process ${writer} ${crypto.randomBytes(3).toString('hex')}`;
  const write = await graphql(writerBase, 'mutation ($input: UpdateVendorProfileInput!) { updateVendorProfile(input: $input) { __typename } }', { input: { vendorId, storeName: renamed } }, { authorization: `Bearer ${token}` });
  const written = await write.json();
  expect(written.data?.updateVendorProfile.__typename, JSON.stringify(written)).toBe('UpdateVendorProfileSuccess');
  const writtenAt = Date.now();
  let seen = await storeName();
  while (seen.name !== renamed && Date.now() - writtenAt < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await storeName();
  }
  expect(seen.name, `process ${reader} sees the write made through process ${writer}`).toBe(renamed);
}
