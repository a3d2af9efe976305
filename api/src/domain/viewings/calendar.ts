/**
 * The calendar invitation of one viewing part, as its mails carry it (invitation.ts writes the
 * RFC 5545 text): the shopper is the attendee, the store the organizer; the part's own sequence
 * orders the revisions. Null for a date-only viewing (there is no time to put in a calendar).
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { viewingInvitation } from './invitation.ts';
import { localDateTime } from './zoned-time.ts';

/** "2027-07-05 09:00 (Europe/London)": a viewing's time as mails write it, in any language. */
export const viewingTimeText = (at: Date, zone: string) => {
  const local = localDateTime(at, zone);
  return `${local.day} ${local.time} (${zone})`;
};

export async function viewingCalendar(ctx: Pick<Context, 'services'>, tx: Prisma.TransactionClient, partId: number, method: 'REQUEST' | 'CANCEL'): Promise<string | null> {
  const part = await tx.orderPart.findUnique({
    where: { id: partId },
    select: {
      viewingAt: true,
      viewingTimeZone: true,
      viewingSequence: true,
      storeName: true,
      vendor: { select: { email: true } },
      order: { select: { publicId: true, clientName: true, clientEmail: true } },
      items: { orderBy: { id: 'asc' }, select: { productName: true } },
      // The slot's end: the latest slot the part held (a cancelled one is released but kept).
      bookings: { orderBy: { id: 'desc' }, take: 1, select: { endsAt: true } },
    },
  });
  if (!part?.viewingAt || !part.viewingTimeZone) return null;
  const names = part.items.map((item) => item.productName).join(', ');
  return viewingInvitation({
    partId,
    host: new URL(ctx.services.config.publicUrl).hostname,
    sequence: part.viewingSequence,
    method,
    startsAt: part.viewingAt,
    endsAt: part.bookings[0]?.endsAt ?? new Date(part.viewingAt.getTime() + 3_600_000),
    title: `Viewing: ${names}`,
    description: `Viewing of ${names} with ${part.storeName}, order ${part.order.publicId}, at ${viewingTimeText(part.viewingAt, part.viewingTimeZone)}.`,
    location: names,
    organizer: { name: part.storeName, email: part.vendor?.email ?? 'no-reply@marketplace.test' },
    attendee: { name: part.order.clientName, email: part.order.clientEmail || 'no-reply@marketplace.test' },
  });
}
