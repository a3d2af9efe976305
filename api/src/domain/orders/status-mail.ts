/**
 * The mails a step of an order part sends, queued in the step's own transaction (so they exist
 * exactly when the step does, and the job queue retries a failed send): the shopper hears of every
 * step and of a viewing the day before, with the signed tracking link; the vendor hears when the
 * shopper or the admin cancels their part or moves their viewing. A timed viewing's mails carry its
 * calendar invitation (viewings/calendar.ts), a shipped part's its carrier and tracking link. Each
 * mail is HTML with the same words as its text part (mail/compose.ts), in its reader's language:
 * the shopper's in the order's, the vendor's in the vendor's (status-mail-texts.ts).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { composeMail } from '../mail/compose.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import { trackingUrl } from '@rules/carriers.ts';
import type { OrderPartStatus } from './lifecycle.ts';
import type { AppliedTransition } from './lifecycle.ts';
import { dashboardOrdersLink, trackingLink } from './tracking-link.ts';
import { STATUS_MAIL_TEXTS, type Canceller, type StatusMailTexts } from './status-mail-texts.ts';
import { viewingCalendar, viewingTimeText } from '../viewings/calendar.ts';

/** A viewing's appointment as mails write it: its time in the store's zone, else its date. */
function whenOf(step: AppliedTransition, zone: string | null): string | null {
  if (step.viewingAt && zone) return viewingTimeText(step.viewingAt, zone);
  return step.viewingDate ? formatDateOnly(step.viewingDate) : null;
}

/** The invitation a step's mails carry: a timed viewing confirmed or moved (REQUEST) or cancelled (CANCEL). */
function calendarMethod(step: AppliedTransition): 'REQUEST' | 'CANCEL' | null {
  if (step.kind !== 'VIEWINGS' || !step.viewingAt) return null;
  if (step.to === 'CANCELLED') return 'CANCEL';
  return step.to === 'CONFIRMED' || step.to === 'RESCHEDULED' ? 'REQUEST' : null;
}

/** What the shopper's mail says happened, after "Your order … from <store>:". */
function stepWords(texts: StatusMailTexts, step: AppliedTransition, zone: string | null): string {
  const viewing = step.kind === 'VIEWINGS';
  const date = whenOf(step, zone);
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
      viewingAt: true,
      viewingTimeZone: true,
      carrier: true,
      trackingNumber: true,
      vendor: { select: { email: true, phone: true, language: true } },
      order: { select: { publicId: true, clientName: true, clientEmail: true, language: true } },
      items: { orderBy: { id: 'asc' }, select: { productName: true, quantity: true, bookingDate: true } },
    },
  });
}
type LoadedPart = NonNullable<Awaited<ReturnType<typeof loadPart>>>;

/** The carrier, number and the carrier's tracking page of a shipped part (none when not given). */
function shipmentLines(texts: StatusMailTexts, part: LoadedPart): string[] {
  const { carrier, trackingNumber: number } = part;
  const link = trackingUrl(carrier, number);
  return [...(carrier ? [texts.carrier(carrier)] : []), ...(number ? [texts.trackingNumber(number)] : []), ...(link ? [texts.trackParcel(link)] : [])];
}

const itemLines = (texts: StatusMailTexts, part: LoadedPart) => part.items.map((item) => (item.bookingDate ? texts.viewingItem(item.productName) : texts.item(item.productName, item.quantity)));

/** What a shopper's mail says, in its language: `words` finish "Your order … from <store>:". */
type ShopperMail = (texts: StatusMailTexts) => { subject: string; heading: string; words: string; note?: string | null; extraLines?: string[] };

/** A mail to the shopper about their part of an order, in the order's language, with its calendar invitation if any. */
async function queueShopperMail(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, write: ShopperMail, calendar: string | null = null) {
  const { order } = part;
  if (!order.clientEmail) return;
  const language = storedLanguage(order.language);
  const texts = STATUS_MAIL_TEXTS[language];
  const mail = write(texts);
  const body = composeMail({
    language,
    heading: mail.heading,
    paragraphs: [texts.dear(order.clientName), texts.yourOrder(order.publicId, part.storeName, mail.words), ...(mail.note ? [texts.note(mail.note)] : [])],
    sections: [{ title: part.storeName, lines: [...itemLines(texts, part), ...(mail.extraLines ?? []), ...(part.vendor?.phone ? [texts.contact(part.vendor.phone)] : [])] }],
    action: { label: texts.follow, url: trackingLink(ctx, order.publicId) },
  });
  await ctx.services.mail.queue(tx, { to: order.clientEmail, subject: mail.subject, ...body, ...(calendar ? { calendar } : {}) });
}

/**
 * The vendor hears of a step it did not take itself, in its language: a cancellation by the
 * shopper, the admin or the system (a bank transfer that never arrived:
 * money-ledger/bank-transfer-expiry.ts), and a viewing the shopper or the admin moved, with the
 * invitation for its calendar.
 */
async function queueVendorNotice(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, step: AppliedTransition, calendar: string | null) {
  const by: Canceller | null = step.actor.kind === 'SHOPPER' ? 'SHOPPER' : step.actor.kind === 'VENDOR' ? null : 'MARKETPLACE';
  const vendor = part.vendor;
  if (!by || !vendor?.email || (step.to !== 'CANCELLED' && step.action !== 'RESCHEDULE')) return;
  const language = storedLanguage(vendor.language);
  const texts = STATUS_MAIL_TEXTS[language];
  const { order } = part;
  const who = by === 'SHOPPER' ? order.clientName : texts.marketplaceTeam;
  const cancelled = step.to === 'CANCELLED';
  const subject = cancelled ? texts.vendorCancelSubject(order.publicId, by) : texts.vendorMovedSubject(order.publicId, by);
  const body = composeMail({
    language,
    heading: subject,
    paragraphs: cancelled
      ? [texts.vendorCancelled(who, part.storeName, order.publicId), texts.reason(reasonOf(texts, step) ?? '')]
      : [texts.vendorMoved(who, order.publicId, whenOf(step, part.viewingTimeZone) ?? ''), ...(step.note ? [texts.note(step.note)] : [])],
    sections: [{ title: texts.items, lines: itemLines(texts, part) }],
    action: { label: texts.openOrders, url: dashboardOrdersLink(ctx) },
  });
  await ctx.services.mail.queue(tx, { to: vendor.email, subject, ...body, ...(calendar ? { calendar } : {}) });
}

/** The step's reason in the mail's language: the system's own reasons are translated, a person's note is theirs. */
const reasonOf = (texts: StatusMailTexts, step: AppliedTransition) => (step.systemReason ? texts.bankTransferExpired(step.systemReason.days) : step.note);

export async function queueStatusMails(ctx: Context, tx: Prisma.TransactionClient, step: AppliedTransition): Promise<void> {
  const part = await loadPart(tx, step.partId);
  if (!part) return;
  const { order } = part;
  const method = calendarMethod(step);
  const calendar = method ? await viewingCalendar(ctx, tx, step.partId, method) : null;
  await queueShopperMail(
    ctx,
    tx,
    part,
    (texts) => {
      const label = texts.statusLabels[step.to];
      return {
        subject: texts.subject(order.publicId, label, part.storeName),
        heading: texts.heading(label, order.publicId),
        words: stepWords(texts, step, part.viewingTimeZone),
        note: reasonOf(texts, step),
        extraLines: step.to === 'SHIPPED' ? shipmentLines(texts, part) : [],
      };
    },
    calendar,
  );
  await queueVendorNotice(ctx, tx, part, step, calendar);
}

/** The shopper hears of a shipped part's new carrier or tracking number (shipment.ts). */
export async function queueShipmentMail(ctx: Context, tx: Prisma.TransactionClient, partId: number): Promise<void> {
  const part = await loadPart(tx, partId);
  if (!part) return;
  await queueShopperMail(ctx, tx, part, (texts) => ({
    subject: texts.shipmentSubject(part.order.publicId, part.storeName),
    heading: texts.shipmentHeading(part.order.publicId),
    words: texts.shipmentChanged(!part.carrier && !part.trackingNumber),
    extraLines: shipmentLines(texts, part),
  }));
}

/** The day-before reminder of a viewing (viewing-reminders.ts decides when; this says what): its time when it has one. */
export async function queueViewingReminder(ctx: Context, tx: Prisma.TransactionClient, partId: number, viewingDate: Date, status: OrderPartStatus): Promise<void> {
  const part = await loadPart(tx, partId);
  if (!part) return;
  const date = formatDateOnly(viewingDate);
  const when = part.viewingAt && part.viewingTimeZone ? viewingTimeText(part.viewingAt, part.viewingTimeZone) : date;
  await queueShopperMail(ctx, tx, part, (texts) => ({
    subject: texts.reminderSubject(when, part.order.publicId),
    heading: texts.reminderHeading(when),
    words: texts.reminder(when, status === 'RESCHEDULED', part.storeName),
  }));
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
