/**
 * Runs once per `vitest run` (api project), in the main process: makes a directory that the
 * test files share for this run only (the cache of migrated and seeded template databases, see
 * test-app.ts), and removes it — and, on PostgreSQL, the template databases — at the end.
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
  const runId = crypto.randomBytes(4).toString('hex');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `homes-test-run-${runId}-`));
  project.provide('testRunDir', runDir);
  project.provide('testRunId', runId);
  return async function teardown() {
    fs.rmSync(runDir, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropRunDatabases(process.env.TEST_DATABASE_URL, runId);
  };
}
