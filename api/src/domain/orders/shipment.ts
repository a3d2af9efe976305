/**
 * A shipped part's carrier and tracking number (issue 37 part 4): given with the SHIP step
 * (part-status.ts) or edited afterwards by the part's vendor or the admin while the part is shipped
 * or delivered. rules/carriers.ts holds the rules and the links; this module applies them.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { assertOwnerOrAdmin, requireSignedIn } from '../auth/guards.ts';
import { checkShipment, SHIPMENT_MESSAGES, trackingUrl } from '@rules/carriers.ts';
import { queueShipmentMail } from './status-mail.ts';

export interface ShipmentInput {
  carrier?: string | null;
  trackingNumber?: string | null;
}

export interface Shipment {
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page, when the carrier has a known pattern. */
  trackingUrl: string | null;
}

/** The columns a shipment input writes (cleaned), or a ValidationError naming the field. */
export function shipmentColumns(input: ShipmentInput): { carrier: string | null; trackingNumber: string | null } {
  const checked = checkShipment(input.carrier, input.trackingNumber);
  if (!checked.ok) throw new ValidationError(checked.message, checked.field);
  return { carrier: checked.carrier, trackingNumber: checked.trackingNumber };
}

/** A part's shipment as the screens and mails show it; null when nothing was given. */
export function shipmentOf(part: { carrier: string | null; trackingNumber: string | null }): Shipment | null {
  if (!part.carrier && !part.trackingNumber) return null;
  return { carrier: part.carrier, trackingNumber: part.trackingNumber, trackingUrl: trackingUrl(part.carrier, part.trackingNumber) };
}

/**
 * The part's vendor or the admin sets (or clears, with blanks) a shipped part's carrier and
 * tracking number; the shopper is mailed the new details. Anonymous 401, another store 403, an
 * unknown part NotFoundError, a part not shipped or bad input ValidationError; nothing changes on
 * a refusal.
 */
export async function setPartShipment(ctx: Context, partId: number, input: ShipmentInput): Promise<{ partId: number; orderId: number }> {
  const viewer = await requireSignedIn(ctx);
  const part = Number.isSafeInteger(partId) ? await ctx.db.orderPart.findUnique({ where: { id: partId }, select: { vendorId: true } }) : null;
  if (!part) throw new NotFoundError('Order part not found');
  assertOwnerOrAdmin(viewer, part.vendorId ?? -1, 'the orders');
  const columns = shipmentColumns(input);
  const updated = await ctx.db.$transaction(
    async (tx: Prisma.TransactionClient) => {
      // Only a part on its way or arrived, checked in the write itself: a part cancelled meanwhile is refused.
      const { count } = await tx.orderPart.updateMany({ where: { id: partId, status: { in: ['SHIPPED', 'DELIVERED'] } }, data: columns });
      if (count !== 1) throw new ValidationError(SHIPMENT_MESSAGES.notShipped, 'part');
      const row = await tx.orderPart.findUniqueOrThrow({ where: { id: partId }, select: { orderId: true } });
      await queueShipmentMail(ctx, tx, partId);
      return { partId, orderId: row.orderId };
    },
    { maxWait: 60_000, timeout: 30_000 },
  );
  ctx.services.changes.emit({ kind: 'order', id: updated.orderId });
  return updated;
}
