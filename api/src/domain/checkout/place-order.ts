import crypto from 'node:crypto';
import { recordOrderPlaced } from '../webhooks/order-events.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { EMAIL_PATTERN, normalizeEmail } from '../auth/email.ts';
import { consumeRate } from '../shared/rate-limit.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { formatAmount, type CurrencyCode, type CurrencyRate } from '../money/currency.ts';
import { clientAmount } from './pricing.ts';
import { orderPaymentMethod, type PaymentMethodCode } from '@rules/payment.ts';
import { CHECKOUT_MESSAGES, requiredClientFields, type ClientDetails } from '@rules/checkout.ts';
import { quoteCart, type CartLineInput, type Quote } from './quote.ts';
import { queueOrderMails } from './order-mail.ts';
import { holdOrderSlots, partViewingTime } from './viewing-slots.ts';
import { INITIAL_STATUS, partKindOf } from '../orders/lifecycle.ts';
import { recordPlacedOrder } from '../money-ledger/lifecycle-money.ts';
import { reserveOrderStock } from '../stock/reserve.ts';

export type { ClientDetails };

export interface PricedCartLine extends CartLineInput {
  /** What the client showed for one unit, in the line's currency (the cart item's convertedPrice). */
  unitPrice: unknown;
}

export interface PlaceOrderInput {
  client: Partial<Record<keyof ClientDetails, unknown>>;
  items: PricedCartLine[];
  currency?: CurrencyCode | null;
  /** The total the client showed, in the order currency: checked, never trusted. */
  totalCost: unknown;
  /**
   * As sent. Not sent at all (undefined: the spec's REST payload has no such field) is the default
   * method (rules/payment.ts orderPaymentMethod); GraphQL passes null for none and stays required.
   */
  paymentMethod: unknown;
  idempotencyKey?: string | null;
}

export interface PlacedOrder {
  id: number;
  orderId: string;
  total: Prisma.Decimal;
  currency: CurrencyRate;
  /** Null when nothing is payable (viewings only). */
  paymentMethod: PaymentMethodCode | null;
  /** True when an earlier submit with the same idempotency key had already placed it. */
  replayed: boolean;
}

const LIMITS: Record<keyof ClientDetails, number> = { name: 100, email: 254, phone: 30, address: 300, city: 100, state: 100, country: 100, postalCode: 20 };

/**
 * Trimmed, length-checked client details; the spec's messages for the required fields: the
 * shipping address only when the order ships goods (`shipsGoods`; viewings only need a contact).
 */
export function cleanClientDetails(raw: Partial<Record<keyof ClientDetails, unknown>>, { shipsGoods }: { shipsGoods: boolean }): ClientDetails {
  const out = {} as ClientDetails;
  for (const key of Object.keys(LIMITS) as (keyof ClientDetails)[]) {
    const value = typeof raw[key] === 'string' ? (raw[key] as string).trim() : typeof raw[key] === 'number' ? String(raw[key]) : '';
    if (value.length > LIMITS[key]) throw new ValidationError(`${key} is limited to ${LIMITS[key]} characters`, `client.${key}`);
    out[key] = value;
  }
  for (const key of requiredClientFields(shipsGoods)) if (!out[key]) throw new ValidationError(CHECKOUT_MESSAGES.required, `client.${key}`);
  if (!/^[+()\d\s.-]{5,30}$/.test(out.phone) || !/\d{5}/.test(out.phone.replace(/\D/g, ''))) throw new ValidationError('Please enter a valid phone number', 'client.phone');
  if (out.email) {
    out.email = normalizeEmail(out.email);
    if (!EMAIL_PATTERN.test(out.email)) throw new ValidationError(CHECKOUT_MESSAGES.email, 'client.email');
  }
  return out;
}

/** Keys are chosen by the client (a random UUID is ideal); only their shape is checked. */
function cleanIdempotencyKey(key: string | null | undefined): string | null {
  const trimmed = key?.trim();
  if (!trimmed) return null;
  if (!/^[A-Za-z0-9_:.-]{8,100}$/.test(trimmed)) throw new ValidationError('The idempotency key must be 8-100 letters, digits, dashes or underscores', 'idempotencyKey');
  return trimmed;
}

const PRICE_CHANGED = (name: string, amount: string) =>
  `The price of "${name}" is now ${amount}, not what your cart shows. Please review your cart and place the order again.`;

/**
 * Refuses the order unless every unit price and the total the client showed equal the server's
 * quote to the cent: the shopper is never charged an amount they did not see.
 */
export function assertClientAmounts(quote: Quote, items: PricedCartLine[], totalCost: unknown): void {
  for (const line of quote.lines) {
    // A viewing's price is information, never charged: a stale one is no reason to refuse the appointment.
    if (line.isViewing) continue;
    const shown = clientAmount(items[line.index].unitPrice);
    if (!shown) throw new ValidationError(`The price of "${line.product.name}" is missing from your cart`, `items.${line.index}.unitPrice`);
    if (!shown.eq(line.lineUnitPrice)) {
      throw new ConflictError(PRICE_CHANGED(line.product.name, `${line.lineCurrency.code} ${formatAmount(line.lineUnitPrice)}`), `items.${line.index}.unitPrice`);
    }
  }
  const total = clientAmount(totalCost);
  if (!total) throw new ValidationError('The order total is missing', 'totalCost');
  if (!total.eq(quote.total)) {
    throw new ConflictError(`The order total is ${quote.currency.code} ${formatAmount(quote.total)}, not ${quote.currency.code} ${formatAmount(total)}. Please review your cart and place the order again.`, 'totalCost');
  }
}

const ORDER_RATE = { name: 'checkout:ip', limit: 20, windowSeconds: 600, message: 'Too many orders from your address. Please wait a few minutes and try again.' };

/** "ORD-7K3M9Q2X": 8 characters without look-alikes (0/O, 1/I/L). */
export function newPublicOrderId(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(8);
  return `ORD-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Places a guest order: checks the client details, prices the cart from the database, refuses
 * any amount that differs from what the client showed, then writes the order, one part per vendor,
 * the items (snapshots), the customer, the units taken from stock and the mails' delivery jobs in
 * one transaction.
 * A repeated submit with the same idempotency key answers the first order.
 */
export async function placeOrder(ctx: Context, input: PlaceOrderInput): Promise<PlacedOrder> {
  const idempotencyKey = cleanIdempotencyKey(input.idempotencyKey);

  if (idempotencyKey) {
    const earlier = await replay(ctx, idempotencyKey, input);
    if (earlier) return earlier;
  }

  const quote = await quoteCart(ctx, { items: input.items, currency: input.currency });
  const client = cleanClientDetails(input.client ?? {}, { shipsGoods: quote.shipsGoods });
  // Viewings only: nothing is payable, so no method is asked for (or kept, if one was sent).
  const paymentMethod = quote.paymentRequired ? orderPaymentMethod(input.paymentMethod) : null;
  if (quote.paymentRequired && !paymentMethod) throw new ValidationError(CHECKOUT_MESSAGES.payment, 'paymentMethod');
  assertClientAmounts(quote, input.items, input.totalCost);
  await consumeRate(ctx, ORDER_RATE, ctx.clientIp);

  let placed: PlacedOrder | undefined;
  for (let attempt = 0; !placed; attempt++) {
    try {
      placed = await writeOrder(ctx, quote, client, paymentMethod, idempotencyKey);
    } catch (error) {
      const target = uniqueViolation(error) ?? '';
      if (idempotencyKey && target.includes('idempotency_key')) {
        // A concurrent submit with the same key won the race: answer its order.
        const earlier = await replay(ctx, idempotencyKey, input);
        if (earlier) return earlier;
      }
      // An order id collision (1 in 31^8): draw another.
      if (target.includes('public_id') && attempt < 3) continue;
      throw error;
    }
  }
  ctx.services.changes.emit({ kind: 'order', id: placed.id });
  return placed;
}

async function replay(ctx: Context, idempotencyKey: string, input: PlaceOrderInput): Promise<PlacedOrder | null> {
  const order = await ctx.db.order.findUnique({ where: { idempotencyKey }, select: { id: true, publicId: true, totalCost: true, currency: true, paymentMethod: true } });
  if (!order) return null;
  const total = clientAmount(input.totalCost);
  const currency = await ctx.services.rates.get(order.currency as CurrencyCode);
  const sameCurrency = !input.currency || input.currency === order.currency;
  if (!total || !total.eq(order.totalCost) || !sameCurrency) {
    throw new ConflictError('This idempotency key was already used for a different order.', 'idempotencyKey');
  }
  return { id: order.id, orderId: order.publicId, total: order.totalCost, currency, paymentMethod: order.paymentMethod, replayed: true };
}

async function writeOrder(ctx: Context, quote: Quote, client: ClientDetails, paymentMethod: PaymentMethodCode | null, idempotencyKey: string | null): Promise<PlacedOrder> {
  const publicId = newPublicOrderId();
  const order = await ctx.db.$transaction(
    async (tx) => {
      const customerId = await upsertCustomer(tx, client);
      const created = await tx.order.create({
        data: {
          publicId,
          idempotencyKey,
          customerId,
          currency: quote.currency.code,
          rate: quote.currency.rate,
          totalCost: quote.total,
          paymentMethod,
          clientName: client.name,
          clientEmail: client.email,
          clientPhone: client.phone,
          clientAddress: client.address,
          clientCity: client.city,
          clientState: client.state,
          clientCountry: client.country,
          clientPostal: client.postalCode,
          // The shopper's mails about this order are written in the language it was placed in.
          language: ctx.language,
          parts: {
            create: quote.parts.map((part) => ({
              ...initialPartState(part),
              vendorId: part.vendor.id,
              storeId: part.vendor.storeId,
              storeName: part.vendor.storeName,
              brandType: part.vendor.brandType,
              totalCost: part.total,
              items: {
                create: part.lines.map((line) => ({
                  productId: line.product.id,
                  promoCodeId: line.promo?.id ?? null,
                  productName: line.product.name,
                  slug: line.product.slug,
                  catalogue: line.product.catalogue,
                  productPrice: line.product.price,
                  discountedPrice: line.product.discountedPrice,
                  unitPrice: line.unitPrice,
                  quantity: line.quantity,
                  lineTotal: line.lineTotal,
                  currency: quote.currency.code,
                  promoCode: line.promo?.code ?? null,
                  promoPercent: line.promo?.percent ?? null,
                  bookingDate: line.bookingDate,
                })),
              },
            })),
          },
        },
        select: { id: true, publicId: true },
      });
      // First, so a short line refuses the order before anything else is queued (and rolls it back).
      await reserveOrderStock(ctx, tx, created.id, quote.lines.map((line) => ({ index: line.index, productId: line.product.id, productName: line.product.name })));
      // Before the mails (their invitations read the times): a slot taken meanwhile refuses the order.
      await holdOrderSlots(tx, created.id, quote.lines);
      // In the same transaction: the mails exist exactly when the order does (jobs/job-queue.ts).
      await queueOrderMails(ctx, tx, created.id);
      await recordOrderPlaced(ctx.services, tx, created.id);
      // The vendors' sales and the marketplace's commission exist exactly when the order does.
      await recordPlacedOrder(tx, created.id, ctx.services.clock.now());
      return created;
    },
    // PGlite has one connection: concurrent checkouts queue for it rather than fail.
    { maxWait: 60_000, timeout: 30_000 },
  );
  return { id: order.id, orderId: order.publicId, total: quote.total, currency: quote.currency, paymentMethod, replayed: false };
}

/** A part starts PLACED (products) or REQUESTED (viewings, on the earliest date asked), placed by the shopper. */
function initialPartState(part: Quote['parts'][number]) {
  const dates = part.lines.flatMap((line) => (line.bookingDate ? [line.bookingDate] : []));
  const status = INITIAL_STATUS[partKindOf(part.lines)];
  const viewingDate = dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
  const { viewingAt, viewingTimeZone } = partViewingTime(part.lines);
  return { status, viewingDate, viewingAt, viewingTimeZone, events: { create: [{ status, actorKind: 'SHOPPER' as const, viewingDate }] } };
}

/**
 * The customer record comes from the order itself (POST /customerdata is answered but not
 * needed): a returning email updates its record with the latest details, otherwise a new one.
 */
async function upsertCustomer(tx: Prisma.TransactionClient, client: ClientDetails): Promise<number> {
  const details = {
    name: client.name, email: client.email, phone: client.phone, address: client.address,
    city: client.city, state: client.state, country: client.country, postalCode: client.postalCode,
  };
  if (client.email) {
    // Two first orders with one email at once would both find no customer and make two: the
    // second waits here until the first commits, then finds the record it made.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`customer:${client.email}`}))`;
    const existing = await tx.customer.findFirst({ where: { email: client.email, deletedAt: null }, select: { id: true }, orderBy: { id: 'asc' } });
    if (existing) {
      await tx.customer.update({ where: { id: existing.id }, data: details });
      return existing.id;
    }
  }
  const created = await tx.customer.create({ data: details, select: { id: true } });
  return created.id;
}
