/**
 * The mails a step of an order part sends, queued in the step's own transaction (so they exist
 * exactly when the step does, and the job queue retries a failed send): the shopper hears of every
 * step, with the signed tracking link; the vendor hears when the shopper cancels.
 */
import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { STATUS_LABELS } from './lifecycle.ts';
import type { AppliedTransition } from './part-status.ts';
import { trackingLink } from './tracking-link.ts';

/** What the shopper's mail says happened, after "Your order … from <store>:". */
function stepWords(step: AppliedTransition): string {
  const viewing = step.kind === 'VIEWINGS';
  const date = step.viewingDate ? formatDateOnly(step.viewingDate) : null;
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

export async function queueStatusMails(ctx: Context, tx: Prisma.TransactionClient, step: AppliedTransition): Promise<void> {
  const part = await tx.orderPart.findUnique({
    where: { id: step.partId },
    select: { storeName: true, vendor: { select: { email: true } }, order: { select: { publicId: true, clientName: true, clientEmail: true } }, items: { select: { productName: true, quantity: true } } },
  });
  if (!part) return;
  const { order } = part;
  const link = trackingLink(ctx, order.publicId);
  const items = part.items.map((item) => `- ${item.productName} × ${item.quantity}`);
  const words = stepWords(step);
  if (order.clientEmail) {
    await ctx.services.mail.queue(tx, {
      to: order.clientEmail,
      subject: `Order ${order.publicId}: ${STATUS_LABELS[step.to]} by ${part.storeName}`,
      text: [
        `Dear ${order.clientName},`,
        '',
        `Your order ${order.publicId} from ${part.storeName}: ${words}.`,
        ...(step.note ? ['', `Note: ${step.note}`] : []),
        '',
        ...items,
        '',
        `Follow your order: ${link}`,
      ].join('\n'),
    });
  }
  if (step.to === 'CANCELLED' && step.actor.kind === 'SHOPPER' && part.vendor?.email) {
    await ctx.services.mail.queue(tx, {
      to: part.vendor.email,
      subject: `Order ${order.publicId} was cancelled by the shopper`,
      text: [`${order.clientName} cancelled their part of order ${order.publicId} with ${part.storeName}.`, '', `Reason: ${step.note ?? ''}`, '', ...items].join('\n'),
    });
  }
}
