import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { formatAmount } from '../money/currency.ts';
import { dashboardOrdersLink, trackingLink } from '../orders/tracking-link.ts';
import { partKindOf } from '../orders/lifecycle.ts';
import type { Mail } from '../../adapters/mail.ts';
import { composeMail, type MailSection } from '../mail/compose.ts';
import { formatDateOnly } from '../promo/rules.ts';
import type { BankTransferDetails } from '@rules/site-settings.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from './order-mail-texts.ts';
import { inSiteLanguage } from '../site/settings-book.ts';
import { viewingCalendar, viewingTimeText } from '../viewings/calendar.ts';

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrderForMail>>>;
type LoadedPart = LoadedOrder['parts'][number];

function loadOrderForMail(tx: Prisma.TransactionClient, id: number) {
  return tx.order.findUnique({
    where: { id },
    include: { parts: { orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } }, vendor: { select: { email: true, language: true } } } } },
  });
}

const money = (order: LoadedOrder, amount: { toString(): string }) => `${order.currency} ${formatAmount(amount.toString())}`;


/** One line per item: what, how many, at what price; a viewing says its date and that nothing is due for it. */
function itemLines(texts: OrderMailTexts, order: LoadedOrder, part: LoadedPart): string[] {
  return part.items.map((item) => {
    // A timed viewing says its time on the store's clock (with the zone); a request its date.
    const when = part.viewingAt && part.viewingTimeZone ? viewingTimeText(part.viewingAt, part.viewingTimeZone) : item.bookingDate && formatDateOnly(item.bookingDate);
    if (when) return texts.viewingLine(item.productName, when, money(order, item.unitPrice));
    const promo = item.promoCode ? texts.promo(item.promoCode, item.promoPercent ?? 0) : '';
    return `${texts.itemLine(item.productName, item.quantity, money(order, item.unitPrice), money(order, item.lineTotal))}${promo}`;
  });
}

const isViewingPart = (part: LoadedPart) => partKindOf(part.items) === 'VIEWINGS';

/** What is due: the amount, or NO_PAYMENT_DUE for an order of viewings only or a part of viewings. */
const dueLine = (texts: OrderMailTexts, order: LoadedOrder, amount: { toString(): string }, part?: LoadedPart) =>
  order.paymentMethod && !(part && isViewingPart(part)) ? money(order, amount) : texts.paymentLabel(null);

/** The shopper's confirmation, in the language the order was placed in. */
function customerMail(order: LoadedOrder, bank: BankTransferDetails, link: string): Mail {
  const language = storedLanguage(order.language);
  const texts = ORDER_MAIL_TEXTS[language];
  const sections: MailSection[] = order.parts.map((part) => ({ title: texts.from(part.storeName), lines: [...itemLines(texts, order, part), `${texts.subtotal}: ${dueLine(texts, order, part.totalCost, part)}`] }));
  sections.push({ lines: [`${texts.total}: ${dueLine(texts, order, order.totalCost)}`, `${texts.payment}: ${texts.paymentLabel(order.paymentMethod)}`] });
  if (order.paymentMethod === 'BANK_TRANSFER') sections.push({ title: texts.bankTitle, lines: texts.bankLines(bank) });
  const body = composeMail({
    language,
    heading: texts.customerHeading(order.publicId),
    paragraphs: [texts.dear(order.clientName), texts.thanks(order.publicId)],
    sections,
    action: { label: texts.follow, url: link },
    footer: [texts.customerFooter],
  });
  return { to: order.clientEmail!, subject: texts.customerSubject(order.publicId), ...body };
}

/** A vendor's notice of its part, in the language the vendor chose. */
function vendorMail(order: LoadedOrder, part: LoadedPart, vendor: { email: string; language: string }, dashboard: string): Mail {
  const language = storedLanguage(vendor.language);
  const texts = ORDER_MAIL_TEXTS[language];
  const address = [order.clientAddress, order.clientCity, order.clientState, order.clientPostal, order.clientCountry].filter(Boolean).join(', ');
  const viewing = isViewingPart(part);
  const body = composeMail({
    language,
    heading: texts.vendorHeading(order.publicId, part.storeName),
    paragraphs: [viewing ? texts.vendorViewing : texts.vendorGoods],
    sections: [
      { title: texts.items, lines: [...itemLines(texts, order, part), `${texts.yourPart}: ${dueLine(texts, order, part.totalCost, part)}`, `${texts.payment}: ${texts.paymentLabel(viewing ? null : order.paymentMethod)}`] },
      { title: texts.customer, lines: [order.clientName, order.clientPhone, ...(order.clientEmail ? [order.clientEmail] : []), ...(address ? [address] : [])] },
    ],
    action: { label: texts.openOrders, url: dashboard },
  });
  return { to: vendor.email, subject: texts.vendorSubject(order.publicId), ...body };
}

/**
 * In the order's own transaction: a confirmation to the customer (when an email was given) and a
 * notice to each vendor, queued for delivery (adapters/mail.ts): they go out once the order has
 * committed, and are tried again if the mail server fails.
 */
export async function queueOrderMails(ctx: Context, tx: Prisma.TransactionClient, orderId: number): Promise<void> {
  const order = await loadOrderForMail(tx, orderId);
  if (!order) return;
  // The bank note in the shopper's language (the admin's translation, else English).
  const { bank } = inSiteLanguage(await ctx.services.siteSettings.get(tx), storedLanguage(order.language));
  // A timed viewing's invitation rides with the mails (the shopper's carries the first one's).
  const calendars = new Map<number, string>();
  for (const part of order.parts) {
    const calendar = part.viewingAt ? await viewingCalendar(ctx, tx, part.id, 'REQUEST') : null;
    if (calendar) calendars.set(part.id, calendar);
  }
  const withCalendar = (mail: Mail, calendar: string | undefined): Mail => (calendar ? { ...mail, calendar } : mail);
  const mails = [
    ...(order.clientEmail ? [withCalendar(customerMail(order, bank, trackingLink(ctx, order.publicId)), [...calendars.values()][0])] : []),
    ...order.parts.flatMap((part) => (part.vendor?.email ? [withCalendar(vendorMail(order, part, part.vendor, dashboardOrdersLink(ctx)), calendars.get(part.id))] : [])),
  ];
  for (const mail of mails) await ctx.services.mail.queue(tx, mail);
}
