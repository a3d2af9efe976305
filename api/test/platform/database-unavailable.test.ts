/**
 * A request that cannot reach the database answers 503 with Retry-After, in the shape its path
 * answers in: GraphQL `extensions.code` DATABASE_UNAVAILABLE, REST `{ message }`, a web page the
 * friendly 503 page; never a 500, a 200 carrying an error, or a hang. /readyz (and /healthz) say
 * so too, /livez does not. Runs on both backends with a database made unreachable in the test
 * (helpers/database-outage.ts); api/test/platform/database-restart.test.ts stops a real PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';
import { restAnswerChecker } from '../helpers/openapi-check.ts';
import { projectRoot } from '../helpers/server-process.ts';
import { connectionRefused, switchableDatabase, unreachableError, type SwitchableDatabase } from '../helpers/database-outage.ts';
import { BROWSER_ACCEPT, createWebRendererApp, type WebRendererApp } from '../helpers/web-renderer-app.ts';

const persisted = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/src/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>;
const vendorsPageQuery = Object.keys(persisted).find((id) => persisted[id].startsWith('query VendorsPageQuery'))!;

/** A storefront page that needs the database: it runs the stores page's persisted query, as the real renderer does. */
const RENDERER = `export async function render({ runQuery }) {
  const answer = await runQuery(${JSON.stringify(vendorsPageQuery)}, {});
  return { kind: 'page', status: answer.status === 200 ? 200 : 500, head: '', body: '<p>stores</p>', state: '', complete: answer.status === 200 };
}
`;

let web: WebRendererApp;
let outage: SwitchableDatabase;
let app: App;
const checker = restAnswerChecker();

beforeAll(async () => {
  web = await createWebRendererApp(RENDERER);
  outage = switchableDatabase(web.app.database);
});
afterAll(async () => {
  outage?.up();
  await web?.close();
});

async function ask(pathname: string, init: RequestInit = {}) {
  const response = await app.fetch(new Request(`http://test.local${pathname}`, init), { clientIp: '127.0.0.1' });
  const text = await response.text();
  if (pathname.startsWith('/api/')) checker.check({ method: init.method ?? 'GET', url: pathname, status: response.status, headers: response.headers, text });
  return { status: response.status, headers: response.headers, text, json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
}

let queries = 0;
/** A query no cache holds an answer to (each asks for a different page size). */
const freshVendorsQuery = () => JSON.stringify({ query: `{ vendors(first: ${++queries}) { totalCount } }` });
const graphqlPost = (body: string) => ask('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' }, body });

describe('recognising an unreachable database', () => {
  it('knows the errors of pg, of Prisma and of its driver adapter, however they are wrapped', () => {
    const pgServerError = (code: string) => Object.assign(new Error('terminating connection due to administrator command'), { code, severity: 'FATAL' });
    expect(isDatabaseUnavailable(connectionRefused())).toBe(true);
    expect(isDatabaseUnavailable(unreachableError())).toBe(true);
    expect(isDatabaseUnavailable(pgServerError('57P01'))).toBe(true); // admin_shutdown
    expect(isDatabaseUnavailable(pgServerError('57P03'))).toBe(true); // cannot_connect_now
    expect(isDatabaseUnavailable(pgServerError('08006'))).toBe(true); // connection_failure
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ name: 'DriverAdapterError', cause: { kind: 'ConnectionClosed' } })).toBe(true);
    expect(isDatabaseUnavailable({ name: 'PrismaClientKnownRequestError', code: 'P2010', meta: { driverAdapterError: { cause: { kind: 'postgres', code: '57P01' } } } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: connectionRefused() }))).toBe(true);
    // Faults of a query or of our code stay faults.
    expect(isDatabaseUnavailable(pgServerError('23505'))).toBe(false); // unique_violation
    expect(isDatabaseUnavailable({ name: 'PrismaClientKnownRequestError', code: 'P2002' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('while the database cannot be reached', () => {
  it('a first request, before the process has read anything, answers 503 and not 500', async () => {
    app = createApp({ config: web.app.config, database: outage.database });
    outage.down();
    const page = await ask('/stores', { headers: { accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.text).toContain('<h1>We will be right back</h1>');
    const api = await graphqlPost(freshVendorsQuery());
    expect(api.status).toBe(503);
    expect(api.json.errors[0].extensions.code).toBe('DATABASE_UNAVAILABLE');
  });

  describe('a process that was serving', () => {
    beforeAll(async () => {
      outage.up();
      app = createApp({ config: web.app.config, database: outage.database });
      // Serving: it has read what a process reads once (its signing key) and answered.
      expect((await graphqlPost(freshVendorsQuery())).status).toBe(200);
      outage.down();
    });

    it('answers GraphQL 503 with Retry-After and code DATABASE_UNAVAILABLE, the message and nothing of the error', async () => {
      const res = await graphqlPost(freshVendorsQuery());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json.errors).toHaveLength(1);
      expect(res.json.errors[0]).toMatchObject({ message: 'The database is unavailable just now. Please try again in a few seconds.', extensions: { code: 'DATABASE_UNAVAILABLE' } });
      expect(res.text).not.toMatch(/127\.0\.0\.1|P1001|reach database server|INTERNAL_SERVER_ERROR/);
    });

    it('answers GraphQL GET (the web app path included) the same way', async () => {
      const res = await ask(`/graphql?query=${encodeURIComponent(`{ vendors(first: ${++queries}) { totalCount } }`)}`, { headers: { accept: 'application/graphql-response+json' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json.errors[0].extensions.code).toBe('DATABASE_UNAVAILABLE');
      // Kept by no shared cache: the next try may work.
      expect(res.headers.get('cache-control') ?? '').not.toContain('public');
    });

    it('answers REST 503 with Retry-After in its usual { message } shape, as the OpenAPI document declares', async () => {
      const res = await ask('/api/products?limit=3');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable just now. Please try again in a few seconds.' });
    });

    it('answers a web page with the friendly 503 page, self-contained, with Retry-After', async () => {
      const res = await ask('/stores', { headers: { accept: BROWSER_ACCEPT } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toContain('<h1>We will be right back</h1>');
      expect(res.text).not.toMatch(/<script|<link|<img|src=/i);
    });

    it('is not ready (/readyz and /healthz: 503 with Retry-After) but alive (/livez: 200)', async () => {
      // A probe's outcome answers the probes of the next second: wait for one made while down.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (const probe of ['/readyz', '/healthz']) {
        const res = await ask(probe);
        expect(res.status, probe).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.json).toEqual({ status: 'unavailable', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
      }
      expect((await ask('/livez')).status).toBe(200);
    });

    it('serves again by itself once the database is back, and says it is ready', async () => {
      outage.up();
      expect((await graphqlPost(freshVendorsQuery())).status).toBe(200);
      expect((await ask('/api/products?limit=3')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (const probe of ['/readyz', '/healthz', '/livez']) expect((await ask(probe)).status, probe).toBe(200);
    });
  });
});

describe('a job worker process whose database goes away under a running job', () => {
  // pg-boss records a job's outcome without awaiting it: the rejection nobody catches would end
  // the process. Run in a process of its own, since the guard is process-wide.
  const script = (reason: string) => `
    import { surviveLostOutcomes } from './api/src/jobs/job-queue.ts';
    import { connectionRefused } from './api/test/helpers/database-outage.ts';
    surviveLostOutcomes({ info() {}, warn: (message) => console.log(message), error() {} });
    void Promise.reject(${reason});
    setTimeout(() => console.log('still serving'), 200);
  `;
  const run = (reason: string) => spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(reason)], { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 });

  it('survives the lost outcome, and says so', () => {
    const result = run('connectionRefused()');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('job queue: the database is unreachable (connect ECONNREFUSED 127.0.0.1:5432)');
    expect(result.stdout).toContain('still serving');
  });

  it('still ends on any other unhandled rejection, as before', () => {
    const result = run("new Error('a bug of ours')");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('a bug of ours');
    expect(result.stdout).not.toContain('still serving');
  });
});
