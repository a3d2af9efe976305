import type { JobSql } from '../db/job-sql.ts';
import { JOB_SCHEMA } from './job-queue.ts';

export interface QueueLag {
  queue: string;
  /** How long the oldest job that is due has waited for a worker (0 when none waits). */
  lagSeconds: number;
  /** How many due jobs wait for a worker. */
  waiting: number;
}

/**
 * Each pg-boss queue's backlog, read on a metrics scrape: one statement over pg-boss's own index
 * of waiting jobs (name, start_after WHERE state < 'active'). A job scheduled for later (a
 * retry's delay, a reminder) is not late until it is due, so lag counts from `start_after`.
 */
export async function readJobLag(jobSql: JobSql): Promise<QueueLag[]> {
  const { rows } = await jobSql(
    `SELECT q.name AS queue,
            COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after)), 0)::float8 AS lag,
            count(j.id)::int AS waiting
       FROM ${JOB_SCHEMA}.queue q
       LEFT JOIN ${JOB_SCHEMA}.job j ON j.name = q.name AND j.state < 'active' AND j.start_after < now()
      GROUP BY q.name`,
    [],
  );
  return rows.map((row: { queue: string; lag: number | string; waiting: number | string }) => ({ queue: row.queue, lagSeconds: Number(row.lag), waiting: Number(row.waiting) }));
}
