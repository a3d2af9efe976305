// Timed work run now, as the schedule would run it: for the tests of the queue's scheduled jobs.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import type { QueueName } from '../../src/jobs/queues.ts';

/** Enqueues one job of `queue` (the app must run its workers) and waits until every job of it has completed. */
export async function runJobNow(t: TestApp, queue: QueueName): Promise<void> {
  await t.db.$transaction((tx) => t.app.services.jobs.enqueue(tx, queue, {}));
  await expect
    .poll(async () => (await t.db.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, queue))[0].n, { timeout: 20_000, interval: 250 })
    .toBe(0);
}
