import type { Route } from '../router.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { readObject, textField } from '../body.ts';
import { BRAND_TYPE_LABELS } from '../shapes.ts';
import { ValidationError } from '../../domain/errors.ts';
import { countOrders, deleteOrder, listOrders, partInclude, type VisibleOrder } from '../../domain/orders/orders.ts';
import { ACTOR_LABELS, ORDER_PART_ACTIONS, ORDER_PART_STATUSES, STATUS_LABELS, type OrderPartStatus } from '../../domain/orders/lifecycle.ts';
import { parseOrderPartAction, setOrderPartStatus } from '../../domain/orders/part-status.ts';
import { shipmentOf } from '../../domain/orders/shipment.ts';
import { PAYMENT_METHODS } from '@rules/payment.ts';
import { BRAND_TYPE_LABEL_LIST, brandTypeFromText } from '@rules/brand-types.ts';

const money = (amount: { toFixed(n: number): string } | null) => (amount ? Number(amount.toFixed(2)) : null);
const sumParts = (order: VisibleOrder) => order.parts.reduce((total, part) => total + Number(part.totalCost.toFixed(2)), 0);

/**
 * An order in the documented shape (docs/spec/vendor-admin.md §3), holding only the parts the caller may see:
 * total_cost is the sum of those parts (the whole order for the admin).
 */
type Part = VisibleOrder['parts'][number];

const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** A part's lifecycle in the REST answers: its id for the status route, where it stands, and its history. */
export function restPartState(part: Pick<Part, 'id' | 'status' | 'viewingDate' | 'viewingAt' | 'viewingTimeZone' | 'events' | 'carrier' | 'trackingNumber'>) {
  const shipment = shipmentOf(part);
  return {
    part_id: part.id,
    status: part.status,
    status_label: STATUS_LABELS[part.status],
    viewing_date: dateOnly(part.viewingDate),
    viewing_at: part.viewingAt?.toISOString() ?? null,
    viewing_time_zone: part.viewingTimeZone,
    shipment: shipment ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber, tracking_url: shipment.trackingUrl } : null,
    history: part.events.map((event) => ({ status: event.status, status_label: STATUS_LABELS[event.status], at: event.at.toISOString(), actor: ACTOR_LABELS[event.actorKind], note: event.note })),
  };
}

export function toRestOrder(order: VisibleOrder) {
  return {
    order_id: order.publicId,
    order_date: order.createdAt.toISOString(),
    selected_currency: order.currency,
    total_cost: Math.round(sumParts(order) * 100) / 100,
    payment_method: order.paymentMethod ? PAYMENT_METHODS[order.paymentMethod].name : null,
    vendor_store_id: order.parts[0]?.storeId ?? null,
    client_details: {
      name: order.clientName, email: order.clientEmail, phone: order.clientPhone, address: order.clientAddress,
      city: order.clientCity, state: order.clientState, country: order.clientCountry, postalCode: order.clientPostal,
    },
    vendor_details: order.parts.map((part) => ({ store_name: part.storeName, store_id: part.storeId, brand_type: BRAND_TYPE_LABELS[part.brandType], total_cost: money(part.totalCost), ...restPartState(part) })),
    cart_items: order.parts.flatMap((part) =>
      part.items.map((item) => ({
        productName: item.productName,
        product_id: item.productId,
        slug: item.slug,
        quantity: item.quantity,
        productPrice: money(item.productPrice),
        discountedPrice: item.discountedPrice && item.discountedPrice.lt(item.productPrice) ? money(item.discountedPrice) : null,
        convertedPrice: money(item.unitPrice),
        lineTotal: money(item.lineTotal),
        bookingDate: item.bookingDate ? item.bookingDate.toISOString().slice(0, 10) : null,
        appliedPromoCode: item.promoCode,
        discountPercentage: item.promoPercent,
        vendorName: part.storeName,
        store_id: part.storeId,
        selected_currency: item.currency,
        status: part.status,
      })),
    ),
  };
}

const text = { type: 'string' };
const amount = { type: ['number', 'null'] };
const statusSchema = { enum: [...ORDER_PART_STATUSES] };
export const partStateSchema = {
  part_id: { type: 'integer', description: 'The part\'s id, for POST /order-parts/{part_id}/status' },
  status: statusSchema,
  status_label: text,
  viewing_date: { type: ['string', 'null'], format: 'date', description: 'A viewing\'s current date (after any reschedule)' },
  viewing_at: { type: ['string', 'null'], format: 'date-time', description: 'A timed viewing\'s start; null for a request by date' },
  viewing_time_zone: { type: ['string', 'null'], description: 'The store\'s time zone the viewing time is read in' },
  shipment: {
    type: ['object', 'null'],
    description: 'A shipped part\'s carrier and tracking number; tracking_url is null for a carrier without a known tracking page. Null when none were given.',
    properties: { carrier: { type: ['string', 'null'] }, tracking_number: { type: ['string', 'null'] }, tracking_url: { type: ['string', 'null'], format: 'uri' } },
  },
  history: {
    type: 'array',
    description: 'Every step, oldest first',
    items: {
      type: 'object',
      required: ['status', 'status_label', 'at', 'actor', 'note'],
      properties: { status: statusSchema, status_label: text, at: { type: 'string', format: 'date-time' }, actor: { enum: Object.values(ACTOR_LABELS) }, note: { type: ['string', 'null'] } },
    },
  },
};
export const orderSchema = {
  type: 'object',
  required: ['order_id', 'order_date', 'selected_currency', 'total_cost', 'payment_method', 'vendor_store_id', 'client_details', 'vendor_details', 'cart_items'],
  properties: {
    order_id: text,
    order_date: { type: 'string', format: 'date-time' },
    selected_currency: text,
    total_cost: { type: 'number', description: 'The sum of the parts the caller may see' },
    payment_method: { enum: [...Object.values(PAYMENT_METHODS).map((m) => m.name), null], description: 'null when nothing is payable (an order of viewings only)' },
    vendor_store_id: { type: ['string', 'null'], description: 'The store of the first part' },
    client_details: { type: 'object', properties: Object.fromEntries(['name', 'email', 'phone', 'address', 'city', 'state', 'country', 'postalCode'].map((k) => [k, text])) },
    vendor_details: {
      type: 'array',
      items: { type: 'object', properties: { store_name: text, store_id: text, brand_type: { enum: BRAND_TYPE_LABEL_LIST }, total_cost: amount, ...partStateSchema } },
    },
    cart_items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productName: text, product_id: { type: ['integer', 'null'], description: 'The product (GET /viewing-slots/{product_id} for a viewing\'s free times); null once it is deleted.' }, slug: text, quantity: { type: 'integer' }, productPrice: amount, discountedPrice: amount, convertedPrice: amount, lineTotal: amount,
          bookingDate: { type: ['string', 'null'], format: 'date' }, appliedPromoCode: { type: ['string', 'null'] }, discountPercentage: { type: ['integer', 'null'] },
          vendorName: text, store_id: text, selected_currency: text, status: statusSchema,
        },
      },
    },
  },
};

const orderPage = { max: 1000, fallback: 200 };

export const orderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/orders',
    auth: 'vendor',
    partnerScope: 'STORE_ORDERS_READ',
    doc: {
      operationId: 'listOrders',
      tag: 'Orders',
      summary:
        "Orders newest first. The server decides what the caller sees: the admin every order, a vendor only their own parts and items (the isAdmin query of old clients is ignored). Optional search (order id or store name), brand_type, limit (default 200, at most 1000) and offset.",
      query: {
        isAdmin: { description: 'Ignored: the server knows who is the admin.' },
        search: { description: 'Part of an order id or a store name.' },
        brand_type: { description: `${BRAND_TYPE_LABEL_LIST.slice(0, -1).join(', ')} or ${BRAND_TYPE_LABEL_LIST.at(-1)}.` },
        status: { description: `Only parts in this status (${ORDER_PART_STATUSES.join(', ')}) and the orders that hold one.` },
        from: { description: 'Placed on or after this day (YYYY-MM-DD, UTC).' },
        to: { description: 'Placed on or before this day (YYYY-MM-DD, UTC, inclusive).' },
        ...pageQueryDoc(orderPage),
      },
      response: { type: 'array', items: orderSchema },
      paged: true,
    },
    async handle({ ctx, query, url }) {
      const brand = textParam(query.get('brand_type'), 'brand_type', 40);
      // A label or an enum name, in any case ("real estate", "real_estate").
      const brandType = brand ? (brandTypeFromText(brand.toUpperCase()) ?? null) : null;
      if (brand && !brandType) throw new ValidationError(`brand_type must be ${BRAND_TYPE_LABEL_LIST.slice(0, -1).join(', ')} or ${BRAND_TYPE_LABEL_LIST.at(-1)}.`, 'brand_type');
      const search = textParam(query.get('search'), 'search', 100);
      const statusText = textParam(query.get('status'), 'status', 20)?.toUpperCase();
      if (statusText && !(ORDER_PART_STATUSES as readonly string[]).includes(statusText)) throw new ValidationError(`status must be one of ${ORDER_PART_STATUSES.join(', ')}`, 'status');
      const filter = { search, brandType, status: (statusText as OrderPartStatus | undefined) ?? null, from: textParam(query.get('from'), 'from', 30), to: textParam(query.get('to'), 'to', 30) };
      const paging = pageParams(query, orderPage);
      const [{ orders }, total] = await Promise.all([listOrders(ctx, { ...filter, limit: paging.take, offset: paging.skip }), countOrders(ctx, filter)]);
      return pagedAnswer(url, paging, total, orders.map(toRestOrder));
    },
  },
  {
    method: 'POST',
    path: '/order-parts/{part_id}/status',
    auth: 'vendor',
    doc: {
      operationId: 'setOrderPartStatus',
      tag: 'Orders',
      errors: [404, 409],
      params: { part_id: { description: 'The part\'s id (vendor_details[].part_id of GET /orders).', type: 'integer' } },
      summary:
        'The part\'s vendor or the admin moves it a step: CONFIRM, SHIP, DELIVER (products), RESCHEDULE (a viewing, with viewingDate), COMPLETE (a viewing), CANCEL (with a note, the reason). 409 when the part cannot take that step from its status (the message names both); 403 for another store\'s part. Every step is recorded in the part\'s history.',
      requestBody: {
        type: 'object',
        required: ['action'],
        properties: {
          action: { enum: [...ORDER_PART_ACTIONS] },
          note: { type: 'string', description: 'Required to CANCEL; at most 500 characters.' },
          viewingDate: { type: 'string', format: 'date', description: 'To RESCHEDULE a viewing to a date (a request by date): today or later.' },
          viewingAt: { type: 'string', format: 'date-time', description: 'To RESCHEDULE a viewing to a time: one of the store\'s free slots (GET /viewing-slots/{product_id}).' },
          carrier: { type: 'string', description: 'With SHIP only: the carrier (optional; needed with a tracking number).' },
          trackingNumber: { type: 'string', description: 'With SHIP only: letters, digits, spaces and dashes, at most 40.' },
        },
      },
      response: {
        type: 'object',
        required: ['message', 'order_id', 'part'],
        properties: { message: text, order_id: text, part: { type: 'object', properties: { ...partStateSchema, store_id: text, store_name: text } } },
      },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const partId = intParam(params.part_id, 'part_id', { min: 1 });
      const applied = await setOrderPartStatus(ctx, partId, {
        action: parseOrderPartAction(input.action),
        note: textField(input, 'note') || null,
        viewingDate: textField(input, 'viewingDate') || textField(input, 'viewing_date') || null,
        viewingAt: textField(input, 'viewingAt') || textField(input, 'viewing_at') || null,
        shipment: { carrier: textField(input, 'carrier') || null, trackingNumber: textField(input, 'trackingNumber') || textField(input, 'tracking_number') || null },
      });
      const part = await ctx.db.orderPart.findUniqueOrThrow({ where: { id: applied.partId }, include: { events: partInclude.events, order: { select: { publicId: true } } } });
      return { message: `The part is now ${STATUS_LABELS[part.status]}.`, order_id: part.order.publicId, part: { ...restPartState(part), store_id: part.storeId, store_name: part.storeName } };
    },
  },
  {
    method: 'DELETE',
    path: '/orders/{order_id}',
    auth: 'admin',
    doc: { operationId: 'deleteOrder', errors: [404], params: { order_id: { description: 'The public order id.' } }, tag: 'Orders', summary: 'Admin only: deletes an order with all its parts and items.', response: { type: 'object', properties: { message: { type: 'string' }, order_id: { type: 'string' } } } },
    async handle({ ctx, params }) {
      const { orderId } = await deleteOrder(ctx, params.order_id);
      return { message: 'Order deleted successfully', order_id: orderId };
    },
  },
];
