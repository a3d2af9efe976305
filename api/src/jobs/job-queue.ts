/**
 * The durable job queue: pg-boss (npm), in the `pgboss` schema of the app's own database, on
 * PostgreSQL and on embedded PGlite alike (it speaks to both through Database.jobSql). A job is
 * written by the transaction of the change it belongs to (`enqueue(tx, ...)`), so it exists exactly
 * when the change committed: a crash right after the commit loses nothing, and a rollback leaves no
 * job behind. Workers poll for work, try a failed job again with exponential backoff, and move it
 * to its dead-letter queue after the last try; cron schedules (queues.ts) run timed work.
 */
import PgBoss from 'pg-boss';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/database.ts';
import type { JobSettings } from '../config.ts';
import type { Logger } from '../adapters/logger.ts';
import { expirySecondsOf, QUEUES, type QueueName } from './queues.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export const JOB_SCHEMA = 'pgboss';

/** What runs the jobs of one queue, and how its failures are tried again. */
export interface JobWorker<Data extends object = any> {
  /** Does the work; throwing means "try again later", and after the last try, dead-letter. */
  run(data: Data): Promise<void>;
  retries: number;
  retryDelaySeconds: number;
  /** Jobs of this queue run at once in one process (a batch fetched together; default 1). */
  concurrency?: number;
}

export type JobWorkers = Partial<Record<QueueName, JobWorker>>;

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one job with this key waiting in the queue at a time. */
  singletonKey?: string;
}

export interface JobQueue {
  /** Adds a job inside the transaction `tx`: it commits, or rolls back, with the caller's write. */
  enqueue(tx: Prisma.TransactionClient, name: QueueName, data: object, options?: EnqueueOptions): Promise<void>;
  /** Sets each queue's retry policy and, when this process runs workers, starts them and the schedules. */
  start(workers: JobWorkers): Promise<void>;
  /** Stops taking work; a job under way is given `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

/** pg-boss's executor over a Prisma transaction (objects as JSON text, which `$n::jsonb` reads). */
function transactionExecutor(tx: Prisma.TransactionClient): PgBoss.Db {
  const asParameter = (value: unknown) => (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) ? JSON.stringify(value) : value);
  return { executeSql: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<any[]>(text, ...values.map(asParameter)) }) };
}

/** The output pg-boss's maintenance gives a job left active past its expiry (pg-boss 10, plans.js failJobsByTimeout). */
const EXPIRED_OUTPUT_MESSAGE = 'job failed by timeout in active state';

/**
 * A job whose worker died (left active past its expiry) is not a failed try of the work: it goes
 * again at once instead of after the queue's retry backoff (30 to 60 s for a mail), so a dead
 * worker's mail goes out within about a minute. Run after each maintenance pass, which is what
 * finds those jobs.
 */
async function retryExpiredAtOnce(database: Database): Promise<void> {
  await database.jobSql(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE state = 'retry' AND start_after > now() AND output->'value'->>'message' = $1`,
    [EXPIRED_OUTPUT_MESSAGE],
  );
}

const bossOptions = (database: Database) => ({ db: { executeSql: database.jobSql }, schema: JOB_SCHEMA }) satisfies PgBoss.ConstructorOptions;

/**
 * Creates the queue's tables and queues (or upgrades them to this pg-boss version), with the
 * migrations: a test's template database then carries them, and no start pays for them.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false });
  await boss.start();
  try {
    for (const queue of QUEUES) {
      if (await boss.getQueue(queue.name)) continue;
      await boss.createQueue(queue.name, {
        name: queue.name,
        expireInSeconds: queue.expireInSeconds,
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
        ...(queue.deadLetter ? {} : { retentionMinutes: 60 * 24 * 365 }),
      });
    }
  } finally {
    await boss.stop({ graceful: false, close: false, timeout: 1000 });
  }
}

/** How often a database outage is logged by the job queue (its workers fail at every poll). */
const OUTAGE_LOG_INTERVAL_MS = 30_000;

/** Logs the first failure of an outage, then at most one every OUTAGE_LOG_INTERVAL_MS. */
function outageLog(log: Logger) {
  let lastAt = 0;
  return (error: { message?: string }) => {
    if (Date.now() - lastAt < OUTAGE_LOG_INTERVAL_MS) return;
    lastAt = Date.now();
    log.warn(`job queue: the database is unreachable (${error.message ?? 'no answer'}); the workers keep polling and resume by themselves`);
  };
}

let guardingLostOutcomes = false;

/**
 * pg-boss records a job's outcome without awaiting it (its worker calls complete() or fail() and
 * moves on), so when the database goes away under a running job that write rejects with nobody to
 * catch it, and Node ends a process on an unhandled rejection. That one case is survivable: the
 * job stays active in the database and runs again after its expiry. Any other unhandled rejection
 * still ends the process as before (thrown again, it is an uncaught exception).
 */
export function surviveLostOutcomes(log: Logger) {
  if (guardingLostOutcomes) return;
  guardingLostOutcomes = true;
  const outage = outageLog(log);
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    outage(reason as { message?: string });
  });
}

/**
 * Runs a queue's jobs `worker.concurrency` at a time: one poll fetches a batch and its jobs run
 * side by side. Each job succeeds or fails on its own (a failed one is failed here, so pg-boss
 * retries only it; the batch's others are completed when this returns). A full batch means more
 * may be waiting: the worker fetches again at once instead of after the polling interval, so a
 * backlog drains at the speed of the work, not of the poll.
 */
async function workConcurrently(boss: PgBoss, name: QueueName, worker: JobWorker, pollSeconds: number): Promise<void> {
  const batchSize = Math.max(1, worker.concurrency ?? 1);
  let workerId = '';
  workerId = await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize }, async (jobs) => {
    const outcomes = await Promise.allSettled(jobs.map((job) => worker.run(job.data as object)));
    await Promise.all(outcomes.map((outcome, i) => (outcome.status === 'rejected' ? boss.fail(name, jobs[i].id, { message: String((outcome.reason as Error)?.message ?? outcome.reason) }) : undefined)));
    if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
  });
}

export function createJobQueue({ database, settings, log }: { database: Database; settings: JobSettings; log: Logger }): JobQueue {
  let boss: PgBoss | undefined;
  // Sending needs no started instance: the statement runs in the caller's transaction.
  const sender = new PgBoss(bossOptions(database));
  // Each job carries its expiry from this process's settings: a queue's own (set when workers
  // start) would be the one in force when the job was sent, perhaps before any worker started.
  const expiryOf = Object.fromEntries(QUEUES.map((queue) => [queue.name, expirySecondsOf(queue, settings)])) as Record<QueueName, number>;

  return {
    async enqueue(tx, name, data, options = {}) {
      const id = await sender.send(name, data, {
        db: transactionExecutor(tx),
        expireInSeconds: expiryOf[name],
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // Without a singleton key, no id means the queue is missing and the job was dropped.
      if (!id && !options.singletonKey) throw new Error(`the job queue "${name}" does not exist (run the migrations)`);
    },

    async start(workers) {
      if (!settings.workers) return;
      boss = new PgBoss({ ...bossOptions(database), migrate: false, maintenanceIntervalSeconds: settings.maintenanceSeconds });
      // While the database is away every worker's poll fails; pg-boss reports each one here and
      // polls again at its interval, so the workers resume by themselves once it is back.
      const outage = outageLog(log);
      boss.on('error', (error) => (isDatabaseUnavailable(error) ? outage(error) : log.error('job queue', error)));
      surviveLostOutcomes(log);
      boss.on('maintenance', () => void retryExpiredAtOnce(database).catch((error) => (isDatabaseUnavailable(error) ? outage(error) : log.error('job queue: retrying expired jobs', error))));
      await boss.start();
      for (const queue of QUEUES) {
        const worker = workers[queue.name];
        if (!worker) continue;
        // A job takes the queue's expiry and retry policy when it is sent: set here for queues made before these settings.
        await boss.updateQueue(queue.name, {
          name: queue.name,
          retryLimit: worker.retries,
          retryDelay: worker.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: expiryOf[queue.name],
          ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
        });
        await workConcurrently(boss, queue.name, worker, settings.pollSeconds);
        if (queue.schedule) await boss.schedule(queue.name, queue.schedule, {}, { tz: 'UTC' });
      }
    },

    async stop(timeoutMs = 5000) {
      if (!boss) return;
      const running = boss;
      boss = undefined;
      // Stopping marks the jobs under way as failed, in the database: without it (it is away) they
      // are tried again after their expiry instead, and the stop goes on.
      await running.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true }).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        log.warn('job queue: stopped without the database; the jobs under way run again after their expiry');
      });
    },
  };
}
