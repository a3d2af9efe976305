/**
 * Runs once per `vitest run` (api and e2e projects), in the main process: makes a directory that
 * the test files share for this run only (the cache of migrated and seeded template databases, see
 * test-db.ts), and removes it — and, on PostgreSQL, the template databases — at the end.
 *
 * TEST_CACHE_DIR (set by scripts/test.sh) shares one cache between the successive vitest runs of
 * `npm test`, so the seeded template (its pictures take tens of seconds) is built once; whoever
 * sets it removes it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropRunDatabases } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory shared by all test files of this run. */
    testRunDir: string;
    /** A short id naming this run's databases on a PostgreSQL server. */
    testRunId: string;
  }
}

export default function setup(project: TestProject) {
  const shared = process.env.TEST_CACHE_DIR?.trim();
  const runId = crypto.randomBytes(4).toString('hex');
  let runDir: string;
  if (shared) {
    runDir = path.resolve(shared);
    fs.mkdirSync(runDir, { recursive: true });
  } else {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), `homes-test-run-${runId}-`));
  }
  project.provide('testRunDir', runDir);
  project.provide('testRunId', runId);
  return async function teardown() {
    if (process.env.TEST_DATABASE_URL) await dropRunDatabases(process.env.TEST_DATABASE_URL, runId);
    if (!shared) return fs.rmSync(runDir, { recursive: true, force: true });
    // The PostgreSQL templates are gone with their databases: forget them, keep the PGlite ones.
    for (const entry of fs.readdirSync(runDir)) {
      if (entry.includes('-postgres')) fs.rmSync(path.join(runDir, entry), { recursive: true, force: true });
    }
  };
}
