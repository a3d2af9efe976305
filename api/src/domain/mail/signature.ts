import type { Mail, MailPort } from '../../adapters/mail.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../shared/html.ts';

/** The mail with the signature's lines at its end (text, and HTML before the body closes). */
export function signMail(mail: Mail, signature: string[]): Mail {
  if (!signature.length) return mail;
  const text = `${mail.text.trimEnd()}\n\n--\n${signature.join('\n')}`;
  if (!mail.html) return { ...mail, text };
  const block = `<p style="margin:16px auto 0;max-width:560px;font-size:12px;color:#666;line-height:1.5;font-family:Arial,Helvetica,sans-serif">${signature.map(escapeHtml).join('<br>')}</p>`;
  const at = mail.html.lastIndexOf('</body>');
  return { ...mail, text, html: at < 0 ? mail.html + block : mail.html.slice(0, at) + block + mail.html.slice(at) };
}

/**
 * Every mail the marketplace sends ends with the business's name, head office and contact (the
 * admin's site settings, read when the mail is written): one wrapper over the mail port, so no
 * sender can forget it.
 */
export function signingMailPort(port: MailPort, signature: (tx?: Prisma.TransactionClient) => Promise<string[]>): MailPort {
  return {
    async send(mail) {
      await port.send(signMail(mail, await signature()));
    },
    async queue(tx: Prisma.TransactionClient, mail) {
      await port.queue(tx, signMail(mail, await signature(tx)));
    },
    deliverQueued: (id) => port.deliverQueued(id),
  };
}
