/**
 * The mails a step of an order part sends, queued in the step's own transaction (so they exist
 * exactly when the step does, and the job queue retries a failed send): the shopper hears of every
 * step and of a viewing the day before, with the signed tracking link; the vendor hears when the
 * shopper or the admin cancels their part. Each mail is HTML with the same words as its text part (mail/compose.ts).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { composeMail } from '../mail/compose.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { STATUS_LABELS, type OrderPartStatus } from './lifecycle.ts';
import type { AppliedTransition } from './lifecycle.ts';
import { dashboardOrdersLink, trackingLink } from './tracking-link.ts';
import { trackingUrl } from '@rules/carriers.ts';
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
function stepWords(step: AppliedTransition, zone: string | null): string {
  const viewing = step.kind === 'VIEWINGS';
  const date = whenOf(step, zone);
  switch (step.to) {
    case 'CONFIRMED':
      return viewing ? `your viewing is confirmed${date ? ` for ${date}` : ''}` : 'has been confirmed';
    case 'RESCHEDULED':
      return `your viewing has been moved to ${date}`;
    case 'SHIPPED':
      return 'has been shipped';
    case 'DELIVERED':
      return 'has been delivered';
    case 'COMPLETED':
      return 'your viewing is completed';
    case 'CANCELLED':
      return viewing ? 'your viewing has been cancelled' : 'has been cancelled';
    default:
      return `is now ${STATUS_LABELS[step.to].toLowerCase()}`;
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
      vendor: { select: { email: true, phone: true } },
      order: { select: { publicId: true, clientName: true, clientEmail: true } },
      items: { orderBy: { id: 'asc' }, select: { productName: true, quantity: true, bookingDate: true } },
    },
  });
}
type LoadedPart = NonNullable<Awaited<ReturnType<typeof loadPart>>>;

/** The carrier, number and the carrier's tracking page of a shipped part (none when not given). */
function shipmentLines(part: LoadedPart): string[] {
  const { carrier, trackingNumber: number } = part;
  const link = trackingUrl(carrier, number);
  return [...(carrier ? [`Carrier: ${carrier}`] : []), ...(number ? [`Tracking number: ${number}`] : []), ...(link ? [`Track the parcel: ${link}`] : [])];
}

const itemLines = (part: LoadedPart) => part.items.map((item) => (item.bookingDate ? `- Viewing of ${item.productName}` : `- ${item.productName} × ${item.quantity}`));

/** A mail to the shopper about their part of an order: `words` finish "Your order … from <store>:". */
async function queueShopperMail(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, mail: { subject: string; heading: string; words: string; note?: string | null; extraLines?: string[]; calendar?: string | null }) {
  const { order } = part;
  if (!order.clientEmail) return;
  const body = composeMail({
    heading: mail.heading,
    paragraphs: [`Dear ${order.clientName},`, `Your order ${order.publicId} from ${part.storeName}: ${mail.words}.`, ...(mail.note ? [`Note: ${mail.note}`] : [])],
    sections: [{ title: part.storeName, lines: [...itemLines(part), ...(mail.extraLines ?? []), ...(part.vendor?.phone ? [`Contact: ${part.vendor.phone}`] : [])] }],
    action: { label: 'Follow your order', url: trackingLink(ctx, order.publicId) },
  });
  await ctx.services.mail.queue(tx, { to: order.clientEmail, subject: mail.subject, ...body, ...(mail.calendar ? { calendar: mail.calendar } : {}) });
}

export async function queueStatusMails(ctx: Context, tx: Prisma.TransactionClient, step: AppliedTransition): Promise<void> {
  const part = await loadPart(tx, step.partId);
  if (!part) return;
  const { order } = part;
  const label = STATUS_LABELS[step.to];
  const method = calendarMethod(step);
  const calendar = method ? await viewingCalendar(ctx, tx, step.partId, method) : null;
  await queueShopperMail(ctx, tx, part, {
    subject: `Order ${order.publicId}: ${label} by ${part.storeName}`,
    heading: `${label}: your order ${order.publicId}`,
    words: stepWords(step, part.viewingTimeZone),
    note: step.note,
    extraLines: step.to === 'SHIPPED' ? shipmentLines(part) : [],
    calendar,
  });
  await queueVendorNotice(ctx, tx, part, step, calendar);
}

/**
 * The vendor hears of a step they did not take themselves: a cancellation by the shopper, the
 * admin or the system (a bank transfer that never arrived: money-ledger/bank-transfer-expiry.ts),
 * and a viewing the shopper or the admin moved, with the invitation for their calendar.
 */
async function queueVendorNotice(ctx: Context, tx: Prisma.TransactionClient, part: LoadedPart, step: AppliedTransition, calendar: string | null) {
  const by = step.actor.kind === 'SHOPPER' ? 'the shopper' : step.actor.kind === 'VENDOR' ? null : 'the marketplace';
  if (!by || !part.vendor?.email || (step.to !== 'CANCELLED' && step.action !== 'RESCHEDULE')) return;
  const { order } = part;
  const who = step.actor.kind === 'SHOPPER' ? order.clientName : 'The marketplace team';
  const cancelled = step.to === 'CANCELLED';
  const subject = cancelled ? `Order ${order.publicId} was cancelled by ${by}` : `Order ${order.publicId}: the viewing was moved by ${by}`;
  const body = composeMail({
    heading: subject,
    paragraphs: cancelled
      ? [`${who} cancelled ${part.storeName}'s part of order ${order.publicId}.`, `Reason: ${step.note ?? ''}`]
      : [`${who} moved the viewing of order ${order.publicId} to ${whenOf(step, part.viewingTimeZone)}.`, ...(step.note ? [`Note: ${step.note}`] : [])],
    sections: [{ title: 'Items', lines: itemLines(part) }],
    action: { label: 'Open your orders', url: dashboardOrdersLink(ctx) },
  });
  await ctx.services.mail.queue(tx, { to: part.vendor.email, subject, ...body, ...(calendar ? { calendar } : {}) });
}

/** The shopper hears of a shipped part's new carrier or tracking number (shipment.ts). */
export async function queueShipmentMail(ctx: Context, tx: Prisma.TransactionClient, partId: number): Promise<void> {
  const part = await loadPart(tx, partId);
  if (!part) return;
  await queueShopperMail(ctx, tx, part, {
    subject: `Order ${part.order.publicId}: tracking details from ${part.storeName}`,
    heading: `Tracking details: your order ${part.order.publicId}`,
    words: part.carrier || part.trackingNumber ? 'the shipment details are now as below' : 'the shipment details were removed',
    extraLines: shipmentLines(part),
  });
}

/** The day-before reminder of a viewing (viewing-reminders.ts decides when; this says what): its time when it has one. */
export async function queueViewingReminder(ctx: Context, tx: Prisma.TransactionClient, partId: number, viewingDate: Date, status: OrderPartStatus): Promise<void> {
  const part = await loadPart(tx, partId);
  if (!part) return;
  const date = formatDateOnly(viewingDate);
  const when = part.viewingAt && part.viewingTimeZone ? viewingTimeText(part.viewingAt, part.viewingTimeZone) : date;
  await queueShopperMail(ctx, tx, part, {
    subject: `Reminder: your viewing on ${when} (order ${part.order.publicId})`,
    heading: `Your viewing is on ${when}`,
    words: `your ${status === 'RESCHEDULED' ? 'rescheduled ' : ''}viewing is on ${when}. Call ${part.storeName} if you can no longer come`,
  });
}

/** The shopper hears of a refund on their part of an order (money-ledger/refunds.ts). */
export async function queueRefundMail(ctx: Context, tx: Prisma.TransactionClient, refund: { partId: number; amount: string; currency: string; reason: string }): Promise<void> {
  const part = await loadPart(tx, refund.partId);
  if (!part) return;
  await queueShopperMail(ctx, tx, part, {
    subject: `Order ${part.order.publicId}: ${refund.currency} ${refund.amount} refunded by ${part.storeName}`,
    heading: `A refund on your order ${part.order.publicId}`,
    words: `${refund.currency} ${refund.amount} has been refunded to you`,
    note: refund.reason,
  });
}
