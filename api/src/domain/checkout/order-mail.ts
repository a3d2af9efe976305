import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { formatAmount } from '../money/currency.ts';
import { dashboardOrdersLink, trackingLink } from '../orders/tracking-link.ts';
import { BANK_TRANSFER_NOTES, NO_PAYMENT_DUE, partPaymentLabel, paymentMethodLabel } from '@rules/payment.ts';
import { partKindOf } from '../orders/lifecycle.ts';
import type { Mail } from '../../adapters/mail.ts';
import { composeMail, type MailSection } from '../mail/compose.ts';
import { formatDateOnly } from '../promo/rules.ts';
import { bankDetailsText, type BankTransferDetails } from '@rules/site-settings.ts';

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrderForMail>>>;
type LoadedPart = LoadedOrder['parts'][number];

function loadOrderForMail(tx: Prisma.TransactionClient, id: number) {
  return tx.order.findUnique({
    where: { id },
    include: { parts: { orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } }, vendor: { select: { email: true } } } } },
  });
}

const money = (order: LoadedOrder, amount: { toString(): string }) => `${order.currency} ${formatAmount(amount.toString())}`;

/** One line per item: what, how many, at what price; a viewing says its date and that nothing is due for it. */
function itemLines(order: LoadedOrder, part: LoadedPart): string[] {
  return part.items.map((item) => {
    if (item.bookingDate) return `- Viewing of ${item.productName} on ${formatDateOnly(item.bookingDate)} (listed at ${money(order, item.unitPrice)}; no payment due)`;
    const promo = item.promoCode ? ` (promo ${item.promoCode}, ${item.promoPercent}% off)` : '';
    return `- ${item.productName} × ${item.quantity} at ${money(order, item.unitPrice)} = ${money(order, item.lineTotal)}${promo}`;
  });
}

const isViewingPart = (part: LoadedPart) => partKindOf(part.items) === 'VIEWINGS';

/** What is due: the amount, or NO_PAYMENT_DUE for an order of viewings only or a part of viewings. */
const dueLine = (order: LoadedOrder, amount: { toString(): string }, part?: LoadedPart) => (order.paymentMethod && !(part && isViewingPart(part)) ? money(order, amount) : NO_PAYMENT_DUE);

function customerMail(order: LoadedOrder, bank: BankTransferDetails, link: string): Mail {
  const sections: MailSection[] = order.parts.map((part) => ({ title: `From ${part.storeName}`, lines: [...itemLines(order, part), `Subtotal: ${dueLine(order, part.totalCost, part)}`] }));
  sections.push({ lines: [`Total: ${dueLine(order, order.totalCost)}`, `Payment: ${paymentMethodLabel(order.paymentMethod)}`] });
  if (order.paymentMethod === 'BANK_TRANSFER') sections.push({ title: 'Bank details', lines: [...bankDetailsText(bank), '', ...BANK_TRANSFER_NOTES] });
  const body = composeMail({
    heading: `Thank you for your order ${order.publicId}`,
    paragraphs: [`Dear ${order.clientName},`, `Thank you! We'll start processing your order ${order.publicId}. Please keep this order id for tracking.`],
    sections,
    action: { label: 'Follow your order', url: link },
    footer: ['Each vendor ships and handles returns and refunds themselves; they will contact you.'],
  });
  return { to: order.clientEmail!, subject: `Your order ${order.publicId}`, ...body };
}

function vendorMail(order: LoadedOrder, part: LoadedPart, to: string, dashboard: string): Mail {
  const address = [order.clientAddress, order.clientCity, order.clientState, order.clientPostal, order.clientCountry].filter(Boolean).join(', ');
  const body = composeMail({
    heading: `New order ${order.publicId} for ${part.storeName}`,
    paragraphs: [isViewingPart(part) ? 'A shopper asks to view your listing. Confirm or reschedule the viewing from your dashboard.' : 'Confirm the order from your dashboard, then mark it shipped and delivered as it goes.'],
    sections: [
      { title: 'Items', lines: [...itemLines(order, part), `Your part: ${dueLine(order, part.totalCost, part)}`, `Payment: ${partPaymentLabel(order.paymentMethod, isViewingPart(part))}`] },
      { title: 'Customer', lines: [order.clientName, order.clientPhone, ...(order.clientEmail ? [order.clientEmail] : []), ...(address ? [address] : [])] },
    ],
    action: { label: 'Open your orders', url: dashboard },
  });
  return { to, subject: `New order ${order.publicId}`, ...body };
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
    ...order.parts.flatMap((part) => (part.vendor?.email ? [vendorMail(order, part, part.vendor.email, dashboardOrdersLink(ctx))] : [])),
  ];
  for (const mail of mails) await ctx.services.mail.queue(tx, mail);
}
