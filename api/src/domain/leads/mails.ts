/**
 * The two mails of a lead, queued in the transaction of the write that causes them (so each
 * exists exactly when its write does and goes out once: docs/decisions/mail-sent-exactly-once.md).
 *
 * Who chose each text (docs/decisions/lead-mails-carry-no-shopper-text.md): the shopper typed
 * the name, the contact details and the message, and may have typed someone else's address. So
 * no mail carries the shopper's words: the vendor's notice names the listing and links to the
 * inbox (the message is read there, signed in), and the reply carries only the vendor's own
 * text, the listing's name and the store's contact details; a reply to it goes to the store's
 * verified address (Reply-To).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { composeMail } from '../mail/compose.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import { productPath } from '@rules/paths.ts';
import { LEAD_MAIL_TEXTS } from './mail-texts.ts';

type Tx = Prisma.TransactionClient;

/** The lead's page in the dashboard, linked from the vendor's notice. */
export const dashboardLeadLink = (ctx: Pick<Context, 'services'>, leadId: number) => `${ctx.services.config.publicUrl}/vendor-dashboard/leads/${leadId}`;

/** "You have a new enquiry" to the store's own address, in the store's language. */
export async function queueNewLeadNotice(ctx: Context, tx: Tx, lead: { id: number; productName: string; vendor: { email: string; language: string } }): Promise<void> {
  const language = storedLanguage(lead.vendor.language);
  const texts = LEAD_MAIL_TEXTS[language];
  const subject = texts.noticeSubject(lead.productName);
  const body = composeMail({
    language,
    heading: texts.noticeHeading,
    paragraphs: [texts.noticeBody(lead.productName)],
    action: { label: texts.openLead, url: dashboardLeadLink(ctx, lead.id) },
    footer: [texts.noticeWhy],
  });
  await ctx.services.mail.queue(tx, { to: lead.vendor.email, subject, ...body });
}

export interface ReplyMail {
  to: string;
  language: string;
  reply: string;
  productName: string;
  product: { catalogue: string; slug: string } | null;
  store: { storeName: string; email: string; phone: string };
}

/** The vendor's reply to the lead's address, framed in the language of the enquiry's page. */
export async function queueLeadReply(ctx: Context, tx: Tx, mail: ReplyMail): Promise<void> {
  const language = storedLanguage(mail.language);
  const texts = LEAD_MAIL_TEXTS[language];
  const { store } = mail;
  const body = composeMail({
    language,
    heading: texts.replyHeading(store.storeName),
    paragraphs: [texts.replyAbout(mail.productName), ...mail.reply.split(/\n{2,}/)],
    sections: [{ title: store.storeName, lines: [store.email, store.phone].filter(Boolean) }],
    ...(mail.product ? { action: { label: texts.viewListing, url: `${ctx.services.config.publicUrl}${productPath(mail.product)}` } } : {}),
    footer: [texts.replyFooter(store.storeName)],
  });
  // Reply-To is the store's verified account address: the shopper answers the store directly.
  await ctx.services.mail.queue(tx, { to: mail.to, subject: texts.replySubject(mail.productName, store.storeName), ...body, replyTo: store.email });
}
