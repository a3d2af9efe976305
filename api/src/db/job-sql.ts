/**
 * How the job queue (pg-boss, jobs/job-queue.ts) talks to the database: its own SQL, with `$n`
 * values or, without values, possibly several statements at once. Both databases answer it:
 * PostgreSQL through the app's pool, PGlite through its thread.
 */
export type JobSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;
