import type { Context } from '../../context.ts';
import { formatAmount } from '../money/currency.ts';
import { bankDetailsText, BANK_TRANSFER_NOTES, PAYMENT_METHODS } from '../../../../rules/payment.ts';

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrderForMail>>>;

function loadOrderForMail(ctx: Context, id: number) {
  return ctx.db.order.findUnique({
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

function customerMail(order: LoadedOrder) {
  const method = PAYMENT_METHODS[order.paymentMethod];
  const lines = [
    `Dear ${order.clientName},`,
    '',
    `Thank you! We'll start processing your order ${order.publicId}. Please keep this order id for tracking.`,
    '',
    ...order.parts.flatMap((part) => [`From ${part.storeName}:`, ...itemLines(order, part), `Subtotal: ${money(order, part.totalCost)}`, '']),
    `Total: ${money(order, order.totalCost)}`,
    `Payment: ${method.label}`,
  ];
  if (order.paymentMethod === 'BANK_TRANSFER') lines.push('', 'Bank details:', ...bankDetailsText(), '', ...BANK_TRANSFER_NOTES);
  lines.push('', 'Each vendor ships and handles returns and refunds themselves; they will contact you.');
  return { to: order.clientEmail, subject: `Your order ${order.publicId}`, text: lines.join('\n') };
}

function vendorMail(order: LoadedOrder, part: LoadedOrder['parts'][number], to: string) {
  const lines = [
    `New order ${order.publicId} for ${part.storeName}.`,
    '',
    ...itemLines(order, part),
    `Your part: ${money(order, part.totalCost)}`,
    `Payment: ${PAYMENT_METHODS[order.paymentMethod].label}`,
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
 * After the order is committed: a confirmation to the customer (when an email was given) and a
 * notice to each vendor. A failed mail is logged (and kept in the outbox); it never undoes the order.
 */
export async function sendOrderMails(ctx: Context, orderId: number): Promise<void> {
  try {
    const order = await loadOrderForMail(ctx, orderId);
    if (!order) return;
    const mails = [
      ...(order.clientEmail ? [customerMail(order)] : []),
      ...order.parts.flatMap((part) => (part.vendor?.email ? [vendorMail(order, part, part.vendor.email)] : [])),
    ];
    for (const mail of mails) {
      try {
        await ctx.services.mail.send(mail);
      } catch (error) {
        ctx.services.log.error(`order ${order.publicId}: mail to ${mail.to} failed`, error);
      }
    }
  } catch (error) {
    ctx.services.log.error(`order ${orderId}: order mails failed`, error);
  }
}
