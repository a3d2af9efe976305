import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Logger } from './logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mail port. Every mail is first kept in the outbox table (so nothing is lost and a
 * developer can read it at `GET /api/dev/outbox` outside production); with SMTP_URL it is then sent over SMTP,
 * otherwise printed to the console.
 */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = 'Marketplace <no-reply@marketplace.test>';

export function createMailPort({ db, log, smtpUrl }: { db: Db; log: Logger; smtpUrl: string | undefined }): MailPort {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const kept = await db.outboxMail.create({ data: mail, select: { id: true } });
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
