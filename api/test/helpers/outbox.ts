// The outbox in tests: mail queued the way the app queues it, straight into a test database no
// server holds, and the mails a test caused, read back from the outbox (written there in the same
// transaction as what caused them, before any delivery).
import type { Config } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { createLogger } from '../../src/adapters/logger.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { createMailPort } from '../../src/adapters/mail.ts';

/** Queues one mail to each address (outbox row and delivery job, in one transaction), opening and closing the database. */
export async function queueMails(config: Config, recipients: string[], smtpUrl: string): Promise<void> {
  const database = await openDatabase(config);
  try {
    const log = createLogger(config, 'error');
    const jobs = createJobQueue({ database, settings: config.jobs, log });
    const mail = createMailPort({ db: database.prisma, log, jobs, config: { ...config, mailTransport: 'smtp', smtpUrl } });
    await database.prisma.$transaction(
      async (tx) => {
        for (const to of recipients) await mail.queue(tx, { to, subject: `Your order for ${to}`, text: 'Thank you for your order.' });
      },
      { timeout: 60_000 },
    );
  } finally {
    await database.close();
  }
}

/**
 * A reader of the outbox as it grows: each call answers the mails written since the previous
 * call, oldest first (the first call answers every mail so far: call it once to start clean).
 */
export function outboxReader() {
  let seen = 0;
  return async (db: Db) => {
    const mails = await db.outboxMail.findMany({ where: { id: { gt: seen } }, orderBy: { id: 'asc' } });
    if (mails.length) seen = mails[mails.length - 1].id;
    return mails;
  };
}
