import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Logger } from './logger.ts';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mail port. Every mail is first kept in the outbox table (so nothing is lost); then, by
 * MAIL_TRANSPORT, it is sent over SMTP, printed to the console (development only: config.ts refuses
 * it in production), or left in the table. No HTTP route ever reads the outbox.
 */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = 'Marketplace <no-reply@marketplace.test>';

export function createMailPort({ db, log, config }: { db: Db; log: Logger; config: Pick<Config, 'smtpUrl' | 'mailTransport'> }): MailPort {
  const transport = config.mailTransport === 'smtp' ? nodemailer.createTransport(config.smtpUrl!) : null;
  return {
    async send(mail) {
      const kept = await db.outboxMail.create({ data: mail, select: { id: true } });
      if (config.mailTransport === 'outbox') return;
      if (!transport) {
        log.info(`\n📧 Mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
        await db.outboxMail.update({ where: { id: kept.id }, data: { sentAt: new Date() } });
        return;
      }
      try {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
        await db.outboxMail.update({ where: { id: kept.id }, data: { sentAt: new Date() } });
      } catch (error) {
        // The mail stays in the outbox with its error; the caller decides whether that matters.
        await db.outboxMail.update({ where: { id: kept.id }, data: { error: String((error as Error).message ?? error).slice(0, 500) } });
        throw error;
      }
    },
  };
}
