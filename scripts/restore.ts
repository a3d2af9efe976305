/**
 * `npm run restore -- FILE [--force]`: puts back the database and the uploads of a backup made by
 * `npm run backup` (scripts/backup-archive.ts), after checking every file of it.
 *
 * - It refuses to run over a running server: the embedded database must be closed (no
 *   postmaster.pid), a PostgreSQL database must have no other session. --force goes ahead anyway
 *   (a crashed server's directory; on PostgreSQL it ends the other sessions).
 * - The embedded database and the uploads it replaces are moved aside, not deleted
 *   (`DATA_DIR/pglite.before-restore-<time>`, `uploads.before-restore-<time>`); PostgreSQL's are
 *   replaced in one transaction (all or nothing).
 * - It never sends a mail twice: the send log of the database it replaces is carried over, or,
 *   without one, every unsent mail is held for the admin (api/src/domain/mail/after-restore.ts).
 * - The next `npm start` applies the migrations newer than the backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createLogger } from '../api/src/adapters/logger.ts';
import { createJobQueue } from '../api/src/jobs/job-queue.ts';
import { readSentMails, settleMailAfterRestore, type AfterRestore, type SentMail } from '../api/src/domain/mail/after-restore.ts';
import { pgliteDir, pgliteLooksOpen, run, unpackArchive, type Manifest } from './backup-archive.ts';

async function otherSessions(config: Config, terminate: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const others = `FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    if (terminate) await client.query(`SELECT pg_terminate_backend(pid) ${others}`);
    return Number((await client.query(`SELECT count(*) AS n ${others}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

async function refuseOverRunningServer(config: Config, force: boolean): Promise<void> {
  if (config.databaseUrl) {
    const sessions = await otherSessions(config, force);
    if (sessions > 0) throw new Error(`${sessions} other sessions use the database: stop every app process first (or add --force to end them)`);
  } else if (pgliteLooksOpen(config) && !force) {
    throw new Error(`the embedded database in ${pgliteDir(config)} is open: stop the server first (Ctrl-C, or your service manager). If it crashed and is not running, add --force.`);
  }
}

/**
 * The send log of the database about to be replaced, when it descends from the backup (it has the
 * backup's newest mail, the same row): null when there is none, or it is another history.
 */
async function sendLogOf(config: Config, manifest: Manifest): Promise<{ sent: SentMail[] | null; why: string }> {
  if (!config.databaseUrl && !fs.existsSync(pgliteDir(config))) return { sent: null, why: 'there is no database to replace' };
  let database;
  try {
    database = await openDatabase(config);
    const last = manifest.lastMail;
    if (last) {
      const same = await database.prisma.outboxMail.findFirst({ where: { id: last.id, createdAt: new Date(last.createdAt) }, select: { id: true } });
      if (!same) return { sent: null, why: 'the database it replaces does not hold the backup’s mails (another history)' };
    }
    return { sent: await readSentMails(database.prisma), why: 'read from the database it replaces' };
  } catch (error) {
    return { sent: null, why: `the database it replaces could not be read (${(error as Error).message.split('\n')[0]})` };
  } finally {
    await database?.close();
  }
}

function restorePostgres(config: Config, unpacked: string): void {
  // One transaction: the old schemas go and the backup's come, or nothing changes.
  const script = run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', path.join(unpacked, 'database.dump')]);
  const recreatePublic = /^CREATE SCHEMA public;/m.test(script) ? '' : 'CREATE SCHEMA public;\n';
  run('psql', ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--dbname', config.databaseUrl!], {
    input: `DROP SCHEMA IF EXISTS pgboss CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\n${recreatePublic}${script}`,
  });
}

/** Moves `dir` aside (if present) and puts `from` in its place; answers where the old one went. */
function replaceDir(dir: string, from: string | undefined, stamp: string): string | undefined {
  let aside: string | undefined;
  if (fs.existsSync(dir)) fs.renameSync(dir, (aside = `${dir}.before-restore-${stamp}`));
  if (from && fs.existsSync(from)) fs.cpSync(from, dir, { recursive: true });
  else fs.mkdirSync(dir, { recursive: true });
  return aside;
}

export interface Restored {
  manifest: Manifest;
  mail: AfterRestore & { why: string };
  movedAside: string[];
}

export async function restore(config: Config, archive: string, { force = false } = {}): Promise<Restored> {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-restore-'));
  try {
    const manifest = unpackArchive(archive, unpacked);
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) throw new Error(`this backup is of a ${manifest.database.kind} database; this configuration uses ${kind} (DATABASE_URL)`);
    await refuseOverRunningServer(config, force);
    const { sent, why } = await sendLogOf(config, manifest);

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const movedAside: string[] = [];
    if (kind === 'postgres') restorePostgres(config, unpacked);
    else {
      // A crashed server's leftover lock must not come back with the copy (the backup's copy has none).
      const aside = replaceDir(pgliteDir(config), path.join(unpacked, 'pglite'), stamp);
      if (aside) movedAside.push(aside);
    }
    if (manifest.uploads.included && !config.s3) {
      const aside = replaceDir(config.uploadsDir, path.join(unpacked, 'uploads'), stamp);
      if (aside) movedAside.push(aside);
    }

    const database = await openDatabase(config);
    try {
      const jobs = createJobQueue({ database, settings: config.jobs, log: createLogger(config, 'error') });
      const settled = await settleMailAfterRestore(database.prisma, jobs, sent, manifest.createdAt);
      return { manifest, mail: { ...settled, why }, movedAside };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!archive) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    process.exit(2);
  }
  try {
    const { manifest, mail, movedAside } = await restore(loadConfig(process.env), archive, { force: process.argv.includes('--force') });
    console.log(`Restored the ${manifest.database.kind} database and uploads of ${manifest.createdAt} from ${archive}`);
    if (!manifest.uploads.included) console.log(`Uploads: ${manifest.uploads.note}`);
    console.log(
      mail.held
        ? `Mail: ${mail.held} unsent mails held for the admin (Undelivered mails): ${mail.why}, so they may have gone out after the backup`
        : `Mail: ${mail.markedSent} mails sent after the backup marked sent (${mail.why}); none will be sent again`,
    );
    for (const dir of movedAside) console.log(`The replaced data was moved aside to ${dir}: delete it once the restore is checked`);
    console.log('Start the server (npm start): it applies any migration newer than the backup.');
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
