/**
 * /metrics with several worker processes (WEB_CONCURRENCY=2, PostgreSQL): whichever worker a
 * scrape reaches answers for the whole instance (the primary sums every worker's registry).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../helpers/test-db.ts';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/pg-admin.ts';
import { startServerProcess, waitFor, type Started } from '../helpers/server-process.ts';

describe.runIf(testServerUrl)('metrics of a server with several processes', () => {
  const name = `homes_metrics_${crypto.randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-metrics-'));
  let server: Started | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(testServerUrl!, name);
  });

  it('answers every scrape with the sum over the workers', async () => {
    await createDatabase(testServerUrl!, name);
    server = startServerProcess({ DATABASE_URL: databaseUrl(testServerUrl!, name), DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SEED_DEMO_DATA: '0', RESPONSE_CACHE: '0' });
    const started = server;
    const port = await waitFor('the ready line', () => started.output().match(/ready on http:\/\/localhost:(\d+) .*\(postgres database, 2 processes\)/)?.[1], 90_000);
    const base = `http://127.0.0.1:${port}`;

    // New connections each: node:cluster hands them to the workers in turn.
    const ask = () =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify({ query: 'query ClusterCount { categories { name } }' }) });
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);

    // Each worker counted about half; any scrape, on either worker, sees all 20.
    const line = 'marketplace_http_requests_total{transport="graphql",operation="ClusterCount",status="200"}';
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/metrics`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text.split('\n').find((l) => l.startsWith(`${line} `))).toBe(`${line} 20`);
    }
  }, 180_000);
});
