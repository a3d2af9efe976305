import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { formatAmount } from '../money/currency.ts';
import { trackingLink } from '../orders/tracking-link.ts';
import { BANK_TRANSFER_NOTES, paymentMethodLabel } from '../../../../rules/payment.ts';
import { bankDetailsText, type BankTransferDetails } from '../../../../rules/site-settings.ts';

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrderForMail>>>;

function loadOrderForMail(tx: Prisma.TransactionClient, id: number) {
  return tx.order.findUnique({
    where: { id },
    include: { parts: { orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } }, vendor: { select: { email: true } } } } },
  });
}

const money = (order: LoadedOrder, amount: { toString(): string }) => `${order.currency} ${formatAmount(amount.toString())}`;

function itemLines(order: LoadedOrder, part: LoadedOrder['parts'][number]): string[] {
  return part.items.map((item) => {
    const extras = [
      item.bookingDate ? `viewing on ${item.bookingDate.toISOString().slice(0, 10)}` : '',
      item.promoCode ? `promo ${item.promoCode} (${item.promoPercent}% off)` : '',
    ].filter(Boolean);
    return `- ${item.productName} × ${item.quantity} at ${money(order, item.unitPrice)} = ${money(order, item.lineTotal)}${extras.length ? ` (${extras.join(', ')})` : ''}`;
  });
}

function customerMail(order: LoadedOrder, bank: BankTransferDetails, link: string) {
  const lines = [
    `Dear ${order.clientName},`,
    '',
    `Thank you! We'll start processing your order ${order.publicId}. Please keep this order id for tracking.`,
    '',
    ...order.parts.flatMap((part) => [`From ${part.storeName}:`, ...itemLines(order, part), `Subtotal: ${money(order, part.totalCost)}`, '']),
    `Total: ${money(order, order.totalCost)}`,
    `Payment: ${paymentMethodLabel(order.paymentMethod)}`,
  ];
  if (order.paymentMethod === 'BANK_TRANSFER') lines.push('', 'Bank details:', ...bankDetailsText(bank), '', ...BANK_TRANSFER_NOTES);
  lines.push('', 'Each vendor ships and handles returns and refunds themselves; they will contact you.');
  lines.push('', `Follow your order: ${link}`);
  return { to: order.clientEmail, subject: `Your order ${order.publicId}`, text: lines.join('\n') };
}

function vendorMail(order: LoadedOrder, part: LoadedOrder['parts'][number], to: string) {
  const lines = [
    `New order ${order.publicId} for ${part.storeName}.`,
    '',
    ...itemLines(order, part),
    `Your part: ${money(order, part.totalCost)}`,
    `Payment: ${paymentMethodLabel(order.paymentMethod)}`,
    '',
    'Customer:',
    order.clientName,
    order.clientPhone,
    ...(order.clientEmail ? [order.clientEmail] : []),
    [order.clientAddress, order.clientCity, order.clientState, order.clientPostal, order.clientCountry].filter(Boolean).join(', '),
    '',
    'See it in your dashboard under Orders.',
  ];
  return { to, subject: `New order ${order.publicId}`, text: lines.join('\n') };
}

/**
 * In the order's own transaction: a confirmation to the customer (when an email was given) and a
 * notice to each vendor, queued for delivery (adapters/mail.ts): they go out once the order has
 * committed, and are tried again if the mail server fails.
 */
export async function queueOrderMails(ctx: Context, tx: Prisma.TransactionClient, orderId: number): Promise<void> {
  const order = await loadOrderForMail(tx, orderId);
  if (!order) return;
  const { bank } = await ctx.services.siteSettings.get(tx);
  const mails = [
    ...(order.clientEmail ? [customerMail(order, bank, trackingLink(ctx, order.publicId))] : []),
    ...order.parts.flatMap((part) => (part.vendor?.email ? [vendorMail(order, part, part.vendor.email)] : [])),
  ];
  for (const mail of mails) await ctx.services.mail.queue(tx, mail);
}
