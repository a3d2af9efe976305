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
  /**
   * A calendar invitation (.ics text with METHOD:REQUEST or METHOD:CANCEL, domain/viewings/invitation.ts):
   * sent as the text/calendar part mail clients offer to add to a calendar, and as invite.ics.
   */
  calendar?: string;
  /**
   * Where the reader's answer goes (Reply-To) when it is not the marketplace: only an address the
   * server verified (a store's account address), never one a visitor typed.
   */
  replyTo?: string;
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

/** nodemailer's icalEvent: the calendar part, with the METHOD its content declares. */
function calendarPart(mail: Mail) {
  if (!mail.calendar) return {};
  const method = /^METHOD:(\w+)/m.exec(mail.calendar)?.[1] ?? 'PUBLISH';
  return { icalEvent: { method, filename: 'invite.ics', content: mail.calendar } };
}

/** nodemailer's `list` option writes List-Unsubscribe; RFC 8058's one-click header is added beside it. */
function unsubscribeHeaders(mail: Mail) {
  if (!mail.listUnsubscribe) return {};
  return { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

type Deps = { db: Db; log: Logger; jobs: JobQueue; config: Pick<Config, 'smtpUrl' | 'mailTransport' | 'publicUrl' | 'jobs'> };

/**
 * How long a worker holds a mail it is sending before another may take it: longer than one SMTP
 * conversation lasts (the socket timeouts below) and shorter than the mail job's expiry (30 s by
 * default: 25 s), so a slow but live worker and the retry of its expired job do not send the same
 * mail side by side, and the retry of a dead worker's job finds the mail free.
 */
const sendingLeaseMs = (mailJobExpirySeconds: number) => (mailJobExpirySeconds * 1000 * 5) / 6;

/**
 * A pool of SMTP connections shared by every mail of this process (the job queue sends up to 20 at
 * once: jobs/workers.ts), each kept for up to 100 messages, with timeouts well inside the mail
 * job's expiry (30 s, jobs/queues.ts), so a stuck server fails the try instead of the whole job.
 */
function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 100, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 });
}

/**
 * The mail's Message-ID, the same on every try: the outbox row's id and creation time (a restored
 * or new database reuses ids, never both), so a receiving system that already has the message
 * (one accepted just before a crash, whose "sent" could not be recorded) recognises the copy.
 */
export function messageIdOf(mail: { id: number; createdAt: Date }, publicUrl: string): string {
  return `<outbox-${mail.id}.${mail.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

type KeptMail = Mail & { id: number; createdAt: Date };

/** An outbox row as the mail it holds (its empty optional parts left out). */
function keptMail(row: { id: number; createdAt: Date; to: string; subject: string; text: string; html: string | null; listUnsubscribe: string | null; calendar: string | null; replyTo: string | null }): KeptMail {
  const { html, listUnsubscribe, calendar, replyTo, ...always } = row;
  return { ...always, ...(html ? { html } : {}), ...(listUnsubscribe ? { listUnsubscribe } : {}), ...(calendar ? { calendar } : {}), ...(replyTo ? { replyTo } : {}) };
}

export function createMailPort({ db, log, jobs, config }: Deps): MailPort {
  const transport = config.mailTransport === 'smtp' ? smtpTransport(config.smtpUrl!) : null;
  const leaseMs = sendingLeaseMs(config.jobs.mailJobExpirySeconds);

  /**
   * Takes the mail for sending: only while it is unsent and nobody else holds it (see
   * sendingLeaseMs). Answers false when it went out already; throws (the job is tried again
   * later) while another worker is sending it.
   */
  async function claim(id: number): Promise<boolean> {
    const now = new Date();
    const taken = await db.outboxMail.updateMany({
      where: { id, sentAt: null, OR: [{ sendingSince: null }, { sendingSince: { lt: new Date(now.getTime() - leaseMs) } }] },
      data: { sendingSince: now, attempts: { increment: 1 } },
    });
    if (taken.count === 1) return true;
    const kept = await db.outboxMail.findUnique({ where: { id }, select: { sentAt: true } });
    if (!kept || kept.sentAt) return false;
    throw new Error(`outbox mail ${id} is being sent by another worker`);
  }

  /**
   * Sends a claimed mail and records the outcome on its row at once: "sent" is written the moment
   * the SMTP server accepted it (and a retry skips a sent mail), so only a crash in between can
   * send it twice, and then with the same Message-ID. Throws when delivery failed.
   */
  async function deliver(mail: KeptMail): Promise<void> {
    try {
      if (transport) {
        await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, messageId: messageIdOf(mail, config.publicUrl), ...(mail.html ? { html: mail.html } : {}), ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...unsubscribeHeaders(mail), ...calendarPart(mail) });
      } else log.info(`\n📧 Mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      await db.outboxMail.update({ where: { id: mail.id }, data: { sentAt: new Date(), sendingSince: null, error: null } });
    } catch (error) {
      await db.outboxMail.update({ where: { id: mail.id }, data: { sendingSince: null, error: String((error as Error).message ?? error).slice(0, 500) } });
      throw error;
    }
  }

  return {
    async send(mail) {
      const kept = await db.outboxMail.create({ data: { ...mail, ...(config.mailTransport === 'outbox' ? {} : { sendingSince: new Date(), attempts: 1 }) }, select: { id: true, createdAt: true } });
      if (config.mailTransport !== 'outbox') await deliver({ ...mail, ...kept });
    },

    async queue(tx, mail) {
      const kept = await tx.outboxMail.create({ data: mail, select: { id: true } });
      if (config.mailTransport !== 'outbox') await jobs.enqueue(tx, QUEUE.sendMail, { outboxMailId: kept.id });
    },

    async deliverQueued(outboxMailId) {
      // Sent already (a retry after a crash between sending and recording), or removed: done.
      if (!(await claim(outboxMailId))) return;
      const kept = await db.outboxMail.findUniqueOrThrow({ where: { id: outboxMailId } });
      await deliver(keptMail(kept));
    },
  };
}
