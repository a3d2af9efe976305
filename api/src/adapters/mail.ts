import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Logger } from './logger.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { QUEUE } from '../jobs/queues.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, for mail clients that show it. */
  html?: string;
  /**
   * A one-click unsubscribe URL (alerts): sent as List-Unsubscribe with List-Unsubscribe-Post
   * (RFC 8058), so a mail client's own "Unsubscribe" button stops the alerts with one POST.
   */
  listUnsubscribe?: string;
}

/**
 * The mail port. Every mail is first kept in the outbox table; then, by MAIL_TRANSPORT, it is
 * sent over SMTP, printed to the console (development only: config.ts refuses it in production),
 * or left in the table for another system. No HTTP route ever reads the outbox.
 *
 * Two ways in:
 * - `send` delivers now and throws when delivery fails: for one-time codes, reset links and the
 *   contact form, where the person waits on the page and the spec tells them to try again.
 * - `queue` writes the mail and its delivery job in the caller's transaction: for mail about an
 *   order or an alert, which must go out even if this process dies right after the commit. The
 *   job queue tries a failed delivery again with backoff, then keeps it as undelivered.
 */
export interface MailPort {
  send(mail: Mail): Promise<void>;
  queue(tx: Prisma.TransactionClient, mail: Mail): Promise<void>;
  /** The job of the `send-mail` queue: delivers one outbox mail unless it already went. */
  deliverQueued(outboxMailId: number): Promise<void>;
}

export const MAIL_FROM = 'Marketplace <no-reply@marketplace.test>';

/** nodemailer's `list` option writes List-Unsubscribe; RFC 8058's one-click header is added beside it. */
function unsubscribeHeaders(mail: Mail) {
  if (!mail.listUnsubscribe) return {};
  return { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

type Deps = { db: Db; log: Logger; jobs: JobQueue; config: Pick<Config, 'smtpUrl' | 'mailTransport'> };

export function createMailPort({ db, log, jobs, config }: Deps): MailPort {
  const transport = config.mailTransport === 'smtp' ? nodemailer.createTransport(config.smtpUrl!) : null;

  /** Sends a kept mail and records the outcome on its row; throws when delivery failed. */
  async function deliver(id: number, mail: Mail): Promise<void> {
    try {
      if (transport) await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...unsubscribeHeaders(mail) });
      else log.info(`\n📧 Mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      await db.outboxMail.update({ where: { id }, data: { sentAt: new Date(), error: null, attempts: { increment: 1 } } });
    } catch (error) {
      await db.outboxMail.update({ where: { id }, data: { error: String((error as Error).message ?? error).slice(0, 500), attempts: { increment: 1 } } });
      throw error;
    }
  }

  return {
    async send(mail) {
      const kept = await db.outboxMail.create({ data: mail, select: { id: true } });
      if (config.mailTransport !== 'outbox') await deliver(kept.id, mail);
    },

    async queue(tx, mail) {
      const kept = await tx.outboxMail.create({ data: mail, select: { id: true } });
      if (config.mailTransport !== 'outbox') await jobs.enqueue(tx, QUEUE.sendMail, { outboxMailId: kept.id });
    },

    async deliverQueued(outboxMailId) {
      const kept = await db.outboxMail.findUnique({ where: { id: outboxMailId } });
      // Sent already (a retry after a crash between sending and recording), or removed: done.
      if (!kept || kept.sentAt) return;
      await deliver(kept.id, { to: kept.to, subject: kept.subject, text: kept.text, ...(kept.html ? { html: kept.html } : {}), ...(kept.listUnsubscribe ? { listUnsubscribe: kept.listUnsubscribe } : {}) });
    },
  };
}
