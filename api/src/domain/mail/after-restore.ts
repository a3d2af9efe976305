/**
 * A restore must never send a mail twice (issue 31). A backup holds the outbox as it was: mails
 * queued then may have gone out after the backup was taken, and the restored job queue would send
 * them again. So a restore carries the send log of the database it replaces: every mail that
 * database had sent is marked sent in the restored one (matched by id and creation time: the same
 * row, not a later mail that reused the id). When there is no database to read (a lost server),
 * nothing is known, and every unsent mail of the backup is held: set aside in the undelivered list
 * (`undeliveredMails`), where the admin sends again those that did not arrive.
 */
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { JOB_SCHEMA } from '../../jobs/job-queue.ts';
import { QUEUE } from '../../jobs/queues.ts';

/** One sent mail, as the replaced database recorded it. */
export interface SentMail {
  id: number;
  createdAt: string;
  sentAt: string;
}

/** The replaced database's send log: every mail it sent. */
export async function readSentMails(db: Db): Promise<SentMail[]> {
  const rows = await db.outboxMail.findMany({ where: { sentAt: { not: null } }, select: { id: true, createdAt: true, sentAt: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt!.toISOString() }));
}

export interface AfterRestore {
  /** Mails of the backup the replaced database had sent since: now marked sent. */
  markedSent: number;
  /** Unsent mails set aside for the admin (only when there was no send log). */
  held: number;
}

/**
 * Applies the replaced database's send log to the restored one (`sent`), or, without one
 * (`null`), holds every unsent mail. One transaction: the restored database is consistent either way.
 */
export async function settleMailAfterRestore(db: Db, jobs: JobQueue, sent: SentMail[] | null, backupTakenAt: string): Promise<AfterRestore> {
  return db.$transaction(
    async (tx) => {
      if (sent) {
        let markedSent = 0;
        for (const mail of sent) {
          const { count } = await tx.outboxMail.updateMany({ where: { id: mail.id, createdAt: new Date(mail.createdAt), sentAt: null }, data: { sentAt: new Date(mail.sentAt), sendingSince: null, error: null } });
          markedSent += count;
        }
        return { markedSent, held: 0 };
      }
      const unsent = await tx.outboxMail.findMany({ where: { sentAt: null }, select: { id: true } });
      const ids = unsent.map((mail) => mail.id);
      if (ids.length === 0) return { markedSent: 0, held: 0 };
      // Their delivery jobs go; each mail waits in the undelivered list instead.
      await tx.$executeRawUnsafe(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state < 'completed' AND (data->>'outboxMailId')::int = ANY($2::int[])`, QUEUE.sendMail, ids);
      await tx.$executeRawUnsafe(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state = 'created' AND (data->>'outboxMailId')::int = ANY($2::int[])`, QUEUE.mailUndelivered, ids);
      await tx.outboxMail.updateMany({ where: { id: { in: ids } }, data: { sendingSince: null, error: `Held by a restore of the backup of ${backupTakenAt}: it may have gone out after that backup. Send it again if it did not arrive.` } });
      for (const id of ids) await jobs.enqueue(tx, QUEUE.mailUndelivered, { outboxMailId: id });
      return { markedSent: 0, held: ids.length };
    },
    { timeout: 120_000 },
  );
}
