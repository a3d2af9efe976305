/**
 * A real SMTP server on loopback (the npm `smtp-server` package) that keeps every received mail,
 * for tests that read one-time codes the way a user would: from the mail.
 *
 *   const smtp = await startSmtpSink();
 *   const t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
 *   const mail = await smtp.waitForMail('someone@example.com');
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  raw: string;
  /** When the server accepted it (Date.now()). */
  acceptedAt: number;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` received after `after` mails to it (waits up to timeoutMs). */
  waitForMail(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Refuses the next `times` mails to `to` with a temporary error (451), as a struggling server does. */
  refuse(to: string, times: number): void;
  /** How many mails to each address were refused so far. */
  refused: Map<string, number>;
  /** Mails whose data arrived and whose acceptance (250) is being held back (see acceptDelayMs). */
  inFlight(): number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /**
   * Holds each mail this long before accepting it (a slow server): a sender that dies meanwhile
   * never got its "250 OK", and the mail is not kept, as a real server would not take it on.
   */
  acceptDelayMs?: number;
}

export async function startSmtpSink({ acceptDelayMs = 0 }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  let held = 0;
  const toRefuse = new Map<string, number>();
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const left = toRefuse.get(to) ?? 0;
      if (left <= 0) return callback();
      toRefuse.set(to, left - 1);
      refused.set(to, (refused.get(to) ?? 0) + 1);
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          acceptedAt: Date.now(),
        };
        if (!acceptDelayMs) {
          mails.push(mail);
          return callback();
        }
        held++;
        setTimeout(() => {
          held--;
          if (closedSessions.has(session.id)) return callback(new Error('the sender is gone'));
          mails.push({ ...mail, acceptedAt: Date.now() });
          callback();
        }, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    inFlight: () => held,
    refuse(to, times) {
      toRefuse.set(to.toLowerCase(), times);
    },
    async waitForMail(to, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mailsTo(to)[after];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw mail's text with quoted-printable soft breaks and escapes undone, read as UTF-8 (nodemailer writes long or non-ASCII lines so). */
export function decodedBody(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** The six-digit code in a mail ("Your code is 123456"). */
export function codeFrom(text: string): string {
  const match = /Your code is (\d{6})/.exec(text);
  if (!match) throw new Error(`no code in mail:\n${text}`);
  return match[1];
}
