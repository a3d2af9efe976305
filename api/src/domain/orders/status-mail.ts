/**
 * The mails a step of an order part sends, queued in the step's own transaction (so they exist
 * exactly when the step does, and the job queue retries a failed send): the shopper hears of every
 * step and of a viewing the day before, with the signed tracking link; the vendor hears when the
 * shopper or the admin cancels their part. Each mail is HTML with the same words as its text part
 * (mail/compose.ts), in its reader's language: the shopper's in the order's, the vendor's in the
 * vendor's (status-mail-texts.ts).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { composeMail } from '../mail/compose.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { storedLanguage, type ContentLanguage } from '@rules/content-languages.ts';
import type { OrderPartStatus } from './lifecycle.ts';
import type { AppliedTransition } from './lifecycle.ts';
import { dashboardOrdersLink, trackingLink } from './tracking-link.ts';
import { STATUS_MAIL_TEXTS, type Canceller, type StatusMailTexts } from './status-mail-texts.ts';

/** What the shopper's mail says happened, after "Your order … from <store>:". */
function stepWords(texts: StatusMailTexts, step: AppliedTransition): string {
  const viewing = step.kind === 'VIEWINGS';
  const date = step.viewingDate ? formatDateOnly(step.viewingDate) : null;
  const happened = texts.happened;
  switch (step.to) {
    case 'CONFIRMED':
      return viewing ? happened.viewingConfirmed(date) : happened.confirmed;
    case 'RESCHEDULED':
      return happened.rescheduled(date ?? '');
    case 'SHIPPED':
      return happened.shipped;
    case 'DELIVERED':
      return happened.delivered;
    case 'COMPLETED':
      return happened.completed;
    case 'CANCELLED':
      return viewing ? happened.viewingCancelled : happened.cancelled;
    default:
      return happened.other(texts.statusLabels[step.to]);
  }
}

function loadPart(tx: Prisma.TransactionClient, partId: number) {
  return tx.orderPart.findUnique({
    where: { id: partId },
    select: {
      storeName: true,
      vendor: { select: { email: true, phone: true, language: true } },
      order: { select: { publicId: true, clientName: true, clientEmail: true, language: true } },
      items: { orderBy: { id: 'asc' }, select: { productName: true, quantity: true, bookingDate: true } },
    },
  });
}
type LoadedPart = NonNullable<Awaited<ReturnType<typeof loadPart>>>;

const itemLines = (texts: StatusMailTexts, part: LoadedPart) => part.items.map((item) => (item.bookingDate ? texts.viewingItem(item.productName) : texts.item(item.productName, item.quantity)));

/** What a shopper's mail says, in its language: `words` finish "Your order … from <store>:". */
type ShopperMail = (texts: StatusMailTexts) => { subject: string; heading: string; words: string; note?: string | null };

/** A mail to the shopper about their part of an order, in the order's language unless `language` is given. */
async function queueShopperMail(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, write: ShopperMail, language: ContentLanguage = storedLanguage(part.order.language)) {
  const { order } = part;
  if (!order.clientEmail) return;
  const texts = STATUS_MAIL_TEXTS[language];
  const mail = write(texts);
  const body = composeMail({
    language,
    heading: mail.heading,
    paragraphs: [texts.dear(order.clientName), texts.yourOrder(order.publicId, part.storeName, mail.words), ...(mail.note ? [texts.note(mail.note)] : [])],
    sections: [{ title: part.storeName, lines: [...itemLines(texts, part), ...(part.vendor?.phone ? [texts.contact(part.vendor.phone)] : [])] }],
    action: { label: texts.follow, url: trackingLink(ctx, order.publicId) },
  });
  await ctx.services.mail.queue(tx, { to: order.clientEmail, subject: mail.subject, ...body });
}

/** The vendor's notice of a cancellation it did not make itself, in the vendor's language. */
async function queueVendorCancellation(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, step: AppliedTransition, by: Canceller, vendor: { email: string; language: string }) {
  const language = storedLanguage(vendor.language);
  const texts = STATUS_MAIL_TEXTS[language];
  const { order } = part;
  const subject = texts.vendorCancelSubject(order.publicId, by);
  const who = by === 'SHOPPER' ? order.clientName : texts.marketplaceTeam;
  const body = composeMail({
    language,
    heading: subject,
    paragraphs: [texts.vendorCancelled(who, part.storeName, order.publicId), texts.reason(reasonOf(texts, step) ?? '')],
    sections: [{ title: texts.items, lines: itemLines(texts, part) }],
    action: { label: texts.openOrders, url: dashboardOrdersLink(ctx) },
  });
  await ctx.services.mail.queue(tx, { to: vendor.email, subject, ...body });
}

/** The step's reason in the mail's language: the system's own reasons are translated, a person's note is theirs. */
const reasonOf = (texts: StatusMailTexts, step: AppliedTransition) => (step.systemReason ? texts.bankTransferExpired(step.systemReason.days) : step.note);

export async function queueStatusMails(ctx: Context, tx: Prisma.TransactionClient, step: AppliedTransition): Promise<void> {
  const part = await loadPart(tx, step.partId);
  if (!part) return;
  const { order } = part;
  await queueShopperMail(ctx, tx, part, (texts) => {
    const label = texts.statusLabels[step.to];
    return { subject: texts.subject(order.publicId, label, part.storeName), heading: texts.heading(label, order.publicId), words: stepWords(texts, step), note: reasonOf(texts, step) };
  });
  // The vendor hears of a cancellation they did not make themselves: the shopper's, the admin's or
  // the system's (a bank transfer that never arrived: money-ledger/bank-transfer-expiry.ts).
  const canceller: Canceller | null = step.actor.kind === 'SHOPPER' ? 'SHOPPER' : step.actor.kind === 'VENDOR' ? null : 'MARKETPLACE';
  if (step.to === 'CANCELLED' && canceller && part.vendor?.email) await queueVendorCancellation(ctx, tx, part, step, canceller, part.vendor);
}

/**
 * The day-before reminder of a viewing (viewing-reminders.ts decides when; this says what). Still
 * English: the viewing mails are rewritten with time slots and their own translations.
 */
export async function queueViewingReminder(ctx: Context, tx: Prisma.TransactionClient, partId: number, viewingDate: Date, status: OrderPartStatus): Promise<void> {
  const part = await loadPart(tx, partId);
  if (!part) return;
  const date = formatDateOnly(viewingDate);
  const reminder = {
    subject: `Reminder: your viewing on ${date} (order ${part.order.publicId})`,
    heading: `Your viewing is on ${date}`,
    words: `your ${status === 'RESCHEDULED' ? 'rescheduled ' : ''}viewing is on ${date}. Call ${part.storeName} if you can no longer come`,
  };
  await queueShopperMail(ctx, tx, part, () => reminder, 'en');
}

/** The shopper hears of a refund on their part of an order (money-ledger/refunds.ts), in the order's language. */
export async function queueRefundMail(ctx: Context, tx: Prisma.TransactionClient, refund: { partId: number; amount: string; currency: string; reason: string }): Promise<void> {
  const part = await loadPart(tx, refund.partId);
  if (!part) return;
  const amount = `${refund.currency} ${refund.amount}`;
  await queueShopperMail(ctx, tx, part, (texts) => ({
    subject: texts.refundSubject(part.order.publicId, amount, part.storeName),
    heading: texts.refundHeading(part.order.publicId),
    words: texts.refunded(amount),
    note: refund.reason,
  }));
}
