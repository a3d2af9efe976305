import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { json } from '../../http/responses.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { Context } from '../../context.ts';
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../../domain/money/currency.ts';
import { checkPromoCode } from '../../domain/checkout/promo.ts';
import { productIdsBySlug } from '../../domain/catalogue/reads.ts';
import { placeOrder, type ClientDetails, type PricedCartLine } from '../../domain/checkout/place-order.ts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '@rules/payment.ts';
import { cartTooLargeMessage, MAX_CART_LINES, REQUIRED_CONTACT_FIELDS } from '@rules/checkout.ts';

const money = (amount: { toFixed(n: number): string } | null) => (amount ? Number(amount.toFixed(2)) : null);

function currencyField(value: unknown, field: string): CurrencyCode | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && isCurrencyCode(value.trim().toUpperCase())) return value.trim().toUpperCase() as CurrencyCode;
  throw new ValidationError('The currency must be one of USD, AED, PKR, GBP', field);
}

/** A whole number sent as a number or numeric text; anything else is NaN (refused by the quote). */
const wholeNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** "2026-12-01" or an ISO instant ("2026-12-01T00:00:00.000Z") as the calendar date it names. */
function bookingDateField(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value.trim());
  return match ? match[1] : value.trim();
}

/** The documented cart items: id (or slug), quantity, convertedPrice, selected_currency, ... */
async function parseCartItems(ctx: Context, raw: unknown): Promise<PricedCartLine[]> {
  if (!Array.isArray(raw)) throw new ValidationError('cartItems must be a list', 'cartItems');
  if (raw.length > MAX_CART_LINES) throw new ValidationError(cartTooLargeMessage, 'cartItems');
  const items = raw.map((item, i) => {
    if (!item || typeof item !== 'object') throw new ValidationError('Each cart item must be an object', `cartItems.${i}`);
    return item as Record<string, unknown>;
  });
  // Old carts may name a product by slug only.
  const slugs = items.filter((item) => item.id == null && item.productId == null && typeof item.slug === 'string').map((item) => item.slug as string);
  const idsBySlug = await productIdsBySlug(ctx, slugs);
  return items.map((item, i) => ({
    productId: wholeNumber(item.id ?? item.productId ?? idsBySlug.get(item.slug as string) ?? Number.NaN),
    quantity: wholeNumber(item.quantity),
    currency: currencyField(item.selected_currency ?? item.currency, `cartItems.${i}.selected_currency`) ?? 'USD',
    promoCode: typeof item.appliedPromoCode === 'string' ? item.appliedPromoCode : null,
    bookingDate: bookingDateField(item.bookingDate),
    viewingAt: typeof item.viewingAt === 'string' && item.viewingAt.trim() ? item.viewingAt : null,
    // docs/spec/storefront.md §9: convertedPrice, else discountedPrice, else productPrice.
    unitPrice: item.convertedPrice ?? item.discountedPrice ?? item.productPrice,
  }));
}

function clientDetails(raw: unknown): Partial<ClientDetails> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const body = raw as Record<string, unknown>;
  return {
    name: textField(body, 'name'), email: textField(body, 'email'), phone: textField(body, 'phone'), address: textField(body, 'address'),
    city: textField(body, 'city'), state: textField(body, 'state'), country: textField(body, 'country'),
    postalCode: textField(body, 'postalCode') || textField(body, 'postal_code'),
  };
}

const clientSchema = {
  type: 'object',
  description: 'address, city and country are required when a line ships goods; an order of viewings only needs name and phone.',
  required: [...REQUIRED_CONTACT_FIELDS],
  properties: Object.fromEntries(['name', 'email', 'phone', 'address', 'city', 'state', 'country', 'postalCode'].map((k) => [k, { type: 'string' }])),
};

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: '/validate-promo',
    doc: {
      operationId: 'validatePromoCode', errors: [404, 429],
      tag: 'Checkout',
      summary: 'May a promo code be applied to a product now (active and within its dates)? A code that cannot be used answers success false with the reason; discountedPrice is in USD, convertedPrice in `currency` (default USD).',
      requestBody: { type: 'object', required: ['code', 'productId'], properties: { code: { type: 'string' }, productId: { type: 'integer' }, currency: { type: 'string', enum: CURRENCY_CODES } } },
      response: {
        description: 'success true with the discount, or success false with the reason in message and the discount fields null.',
        oneOf: [
          {
            type: 'object',
            required: ['success', 'message', 'promoCode', 'discountPercentage', 'discountedPrice', 'convertedPrice', 'selected_currency'],
            properties: { success: { const: true }, message: { type: 'string' }, promoCode: { type: 'string' }, discountPercentage: { type: 'integer' }, discountedPrice: { type: 'number' }, convertedPrice: { type: 'number' }, selected_currency: { enum: CURRENCY_CODES } },
          },
          {
            type: 'object',
            required: ['success', 'message', 'promoCode', 'discountPercentage', 'discountedPrice', 'convertedPrice', 'selected_currency'],
            properties: { success: { const: false }, message: { type: 'string' }, promoCode: { type: 'null' }, discountPercentage: { type: 'null' }, discountedPrice: { type: 'null' }, convertedPrice: { type: 'null' }, selected_currency: { enum: CURRENCY_CODES } },
          },
        ],
      },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const productId = input.productId ?? input.id;
      const check = await checkPromoCode(ctx, {
        code: textField(input, 'code'),
        productId: productId == null || productId === '' ? null : wholeNumber(productId),
        currency: currencyField(input.currency ?? input.selected_currency, 'currency'),
      });
      return {
        success: check.success,
        message: check.message,
        promoCode: check.promoCode,
        discountPercentage: check.discountPercentage,
        discountedPrice: money(check.discountedPriceUsd),
        convertedPrice: money(check.discountedPrice),
        selected_currency: check.currency.code,
      };
    },
  },
  {
    method: 'POST',
    path: '/checkout',
    doc: {
      operationId: 'placeOrder', headers: { 'Idempotency-Key': 'Makes a repeated submit answer the same order (200, replayed: true); or send idempotencyKey in the body.' }, success: [201, 200], errors: [409, 429],
      tag: 'Checkout',
      summary:
        'Places a guest order. A property line (with bookingDate) is a viewing: an appointment that adds nothing to totalCost (its convertedPrice is information and not checked), and an order of viewings only needs no paymentMethod (payment_method null). Every other line is priced by the server; each item\'s convertedPrice (else discountedPrice, else productPrice) in its selected_currency and totalCost in the order currency (selected_currency, else the one all items share, else USD) must match to the cent, else 409 with the current amount. An Idempotency-Key header (or idempotencyKey) makes a repeated submit answer the same order. Without a paymentMethod field the order is ' +
        `${PAYMENT_METHODS[DEFAULT_PAYMENT_METHOD].name} (the spec's payload names none); a paymentMethod that is sent must name a method, else 400 "Please select a payment method!".`,
      requestBody: {
        type: 'object',
        required: ['clientDetails', 'cartItems', 'totalCost'],
        properties: {
          clientDetails: clientSchema,
          cartItems: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' }, slug: { type: 'string' }, productName: { type: 'string' }, productPrice: { type: 'number' }, discountedPrice: { type: ['number', 'null'] },
                convertedPrice: { type: 'number' }, quantity: { type: 'integer' }, store_id: { type: 'string' }, selected_currency: { type: 'string' },
                appliedPromoCode: { type: ['string', 'null'] }, bookingDate: { type: ['string', 'null'], format: 'date' },
                viewingAt: { type: ['string', 'null'], format: 'date-time', description: 'A property viewing\'s time: one of the free slots of GET /viewing-slots/{product_id} (its date then follows).' },
              },
            },
          },
          totalCost: { type: 'number' },
          selected_currency: { type: 'string', enum: CURRENCY_CODES },
          paymentMethod: { type: 'string', enum: ['Cash on Delivery', 'Bank Transfer'], default: PAYMENT_METHODS[DEFAULT_PAYMENT_METHOD].name, description: 'Optional: absent means the default.' },
          idempotencyKey: { type: 'string' },
        },
      },
      response: { type: 'object', properties: { message: { type: 'string' }, orderId: { type: 'string' }, total_cost: { type: 'number' }, selected_currency: { type: 'string' }, payment_method: { type: ['string', 'null'], description: 'null when nothing is payable (an order of viewings only)' }, replayed: { type: 'boolean' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const placed = await placeOrder(ctx, {
        client: clientDetails(input.clientDetails ?? input.client_details),
        items: await parseCartItems(ctx, input.cartItems ?? input.cart_items ?? []),
        currency: currencyField(input.selected_currency ?? input.currency, 'selected_currency'),
        totalCost: input.totalCost ?? input.total_cost,
        // Neither field sent (or JSON null): undefined, the documented default (rules/payment.ts).
        paymentMethod: input.paymentMethod ?? input.payment_method ?? undefined,
        idempotencyKey: textField(input, 'idempotencyKey') || ctx.request.headers.get('idempotency-key'),
      });
      return json(
        {
          message: 'Order placed successfully',
          orderId: placed.orderId,
          total_cost: money(placed.total),
          selected_currency: placed.currency.code,
          payment_method: placed.paymentMethod ? PAYMENT_METHODS[placed.paymentMethod].name : null,
          replayed: placed.replayed,
        },
        placed.replayed ? 200 : 201,
      );
    },
  },
  {
    method: 'POST',
    path: '/customerdata',
    doc: {
      operationId: 'submitCustomerData',
      tag: 'Checkout',
      summary: 'Kept for old clients: the customer record is already written with the order, so this call only answers success (nothing depends on it).',
      requestBody: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, address: { type: 'string' }, lat: { type: 'number' }, lng: { type: 'number' } } },
      response: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
    },
    async handle({ body }) {
      await readObject(body);
      return { success: true, message: 'Customer data received' };
    },
  },
];
