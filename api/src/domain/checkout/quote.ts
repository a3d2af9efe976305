import { Prisma, type BrandType, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import type { CurrencyCode, CurrencyRate } from '../money/currency.ts';
import { purchasableProduct } from './availability.ts';
import { earliestToday, parseDateOnly } from '../promo/rules.ts';
import { lineTotal, orderCurrency, sum, unitPrice } from './pricing.ts';
import { lookUpPromoCodes, promoProblem, type AppliedPromo } from './promo.ts';
import { normalizePromoCode, PROMO_MESSAGES } from '@rules/promo.ts';
import { chooseViewingSlots } from './viewing-slots.ts';
import type { ChosenSlot } from '../viewings/slots.ts';
import { cartTooLargeMessage, MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY, quantityMessage } from '@rules/checkout.ts';

/** Bookings further ahead than this are refused (a typo such as 2062 for 2026). */
export const MAX_BOOKING_DAYS_AHEAD = 2 * 366;

/** One cart line as a client sends it (REST and GraphQL parse into this). */
export interface CartLineInput {
  productId: number;
  quantity: number;
  /** The line's selected_currency (default: the order currency). */
  currency?: CurrencyCode | null;
  promoCode?: string | null;
  /** YYYY-MM-DD; properties only. */
  bookingDate?: string | null;
  /** A property viewing's time (an ISO instant), one of its store's free slots; its date then follows from it. */
  viewingAt?: string | null;
}

export interface QuoteInput {
  items: CartLineInput[];
  /** The order currency; default: the one every line shares, else USD. */
  currency?: CurrencyCode | null;
}

const productSelect = {
  id: true, slug: true, name: true, catalogue: true, price: true, discountedPrice: true, featureImage: true,
  vendor: { select: { id: true, storeId: true, storeName: true, brandType: true, email: true } },
} satisfies Prisma.ProductSelect;

export type QuotedProduct = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

export interface QuoteLine {
  index: number;
  product: QuotedProduct;
  quantity: number;
  bookingDate: Date | null;
  promo: AppliedPromo | null;
  /** The line's own currency and its unit price there (what the cart showed for it). */
  lineCurrency: CurrencyRate;
  lineUnitPrice: Prisma.Decimal;
  /**
   * Unit price and line total in the order currency. A viewing is an appointment: its unit price
   * is the property's price, for information, and its line total is 0 (nothing is payable).
   */
  unitPrice: Prisma.Decimal;
  lineTotal: Prisma.Decimal;
  /** A property viewing (booked on `bookingDate`), not a purchase. */
  isViewing: boolean;
  /** The slot a timed viewing asked for (checkout/viewing-slots.ts); absent for a date-only request. */
  viewingSlot?: ChosenSlot;
}

export interface QuotePart {
  vendor: QuotedProduct['vendor'];
  lines: QuoteLine[];
  total: Prisma.Decimal;
}

export interface Quote {
  currency: CurrencyRate;
  lines: QuoteLine[];
  /** One per vendor, in the order the vendors first appear in the cart. */
  parts: QuotePart[];
  /** What is payable: the goods only (viewings add nothing). */
  total: Prisma.Decimal;
  viewingCount: number;
  /** Whether anything is payable, so a payment method is needed (not for viewings only). */
  paymentRequired: boolean;
  /** Whether any line is a product to ship, so a shipping address is needed (not for viewings only). */
  shipsGoods: boolean;
}

const field = (index: number, name?: string) => `items.${index}${name ? `.${name}` : ''}`;

/**
 * Prices a cart from the database: every product still purchasable, quantities 1-15, promo codes
 * valid today, booking dates for properties, rates from the rate book. Throws ValidationError
 * naming the first line that cannot be ordered.
 */
export async function quoteCart(ctx: Context, input: QuoteInput, now: Date = new Date()): Promise<Quote> {
  // Promo dates and booking dates depend on today: never serve a stored answer.
  ctx.notShareable();
  const items = input.items ?? [];
  if (!items.length) throw new ValidationError('Your cart is empty', 'items');
  if (items.length > MAX_CART_LINES) throw new ValidationError(cartTooLargeMessage, 'items');

  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (!Number.isSafeInteger(item.productId) || item.productId <= 0) throw new ValidationError('A cart item has no valid product id', field(i, 'productId'));
    if (seen.has(item.productId)) throw new ValidationError('Each product can be in the cart only once', field(i, 'productId'));
    seen.add(item.productId);
    if (!Number.isInteger(item.quantity) || item.quantity < MIN_QUANTITY || item.quantity > MAX_QUANTITY) {
      throw new ValidationError(quantityMessage, field(i, 'quantity'));
    }
  });

  const currencyCode = orderCurrency(input.currency, items.map((item) => item.currency));
  const [rates, products, promos] = await Promise.all([
    ctx.services.rates.all(),
    ctx.db.product.findMany({ where: { AND: [purchasableProduct, { id: { in: [...seen] } }] }, select: productSelect }),
    lookUpPromoCodes(ctx, items.map((item) => item.promoCode ?? '').filter(Boolean)),
  ]);
  const rate = (code: CurrencyCode) => rates.get(code) ?? (() => { throw new ValidationError(`${code} is not accepted at the moment`, 'currency'); })();
  const currency = rate(currencyCode);
  const byId = new Map(products.map((p) => [p.id, p]));

  const lines = items.map((item, i): QuoteLine => {
    const product = byId.get(item.productId);
    if (!product) throw new ValidationError(`An item in your cart is no longer available (item ${i + 1}). Please remove it from your cart.`, field(i));
    const label = `"${product.name}"`;
    const isProperty = product.catalogue === 'REAL_ESTATE';
    if (isProperty && item.quantity !== 1) throw new ValidationError(`${label} is a property viewing: it is booked once (quantity 1)`, field(i, 'quantity'));

    let promo: AppliedPromo | null = null;
    const code = normalizePromoCode(item.promoCode ?? '');
    if (code) {
      if (isProperty) throw new ValidationError(`${label}: ${PROMO_MESSAGES.propertiesExcluded}`, field(i, 'promoCode'));
      const row = promos.get(code) ?? null;
      const problem = promoProblem(row, now);
      if (problem) throw new ValidationError(`${label}: ${problem} (${code.slice(0, 40)})`, field(i, 'promoCode'));
      promo = { id: row!.id, code: row!.code, percent: row!.discountPercent };
    }

    // A timed viewing's date follows from its slot (chooseViewingSlots below).
    const bookingDate = isProperty && !item.viewingAt ? requireBookingDate(item.bookingDate, label, field(i, 'bookingDate'), now) : null;
    const lineCurrency = item.currency ? rate(item.currency) : currency;
    const unit = unitPrice(product.price, product.discountedPrice, currency, promo?.percent ?? null);
    return {
      index: i,
      product,
      quantity: item.quantity,
      bookingDate,
      promo,
      lineCurrency,
      lineUnitPrice: lineCurrency.code === currency.code ? unit : unitPrice(product.price, product.discountedPrice, lineCurrency, promo?.percent ?? null),
      unitPrice: unit,
      lineTotal: isProperty ? new Prisma.Decimal(0) : lineTotal(unit, item.quantity),
      isViewing: isProperty,
    };
  });

  await chooseViewingSlots(ctx, items, lines, now);

  const parts = new Map<number, QuotePart>();
  for (const line of lines) {
    const part = parts.get(line.product.vendor.id) ?? { vendor: line.product.vendor, lines: [], total: new Prisma.Decimal(0) };
    part.lines.push(line);
    part.total = part.total.add(line.lineTotal);
    parts.set(line.product.vendor.id, part);
  }
  const viewingCount = lines.filter((l) => l.isViewing).length;
  // Goods are what is paid for and what is shipped: one test for both.
  const hasGoods = viewingCount < lines.length;
  return { currency, lines, parts: [...parts.values()], total: sum(lines.map((l) => l.lineTotal)), viewingCount, paymentRequired: hasGoods, shipsGoods: hasGoods };
}

/**
 * A property's booking date: required, a real calendar date, not before today. "Today" is the
 * earliest date anywhere on Earth (UTC-12), so a shopper west of UTC is never refused their own today.
 */
export function requireBookingDate(value: string | null | undefined, label: string, fieldName: string, now: Date = new Date()): Date {
  if (!value) throw new ValidationError(`${label}: Please select a date`, fieldName);
  const date = parseDateOnly(value);
  if (!date) {
    throw new ValidationError(`${label}: the booking date must be a date like 2026-12-31`, fieldName);
  }
  const earliestDay = earliestToday(now).getTime();
  if (date.getTime() < earliestDay) throw new ValidationError(`${label}: the booking date cannot be in the past`, fieldName);
  if (date.getTime() > earliestDay + MAX_BOOKING_DAYS_AHEAD * 86_400_000) throw new ValidationError(`${label}: the booking date must be within the next 2 years`, fieldName);
  return date;
}

export type { BrandType, Catalogue };
