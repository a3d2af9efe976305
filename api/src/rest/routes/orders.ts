import type { Route } from '../router.ts';
import { pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { BRAND_TYPE_LABELS } from '../shapes.ts';
import { ValidationError } from '../../domain/errors.ts';
import { countOrders, deleteOrder, listOrders, type VisibleOrder } from '../../domain/orders/orders.ts';
import { PAYMENT_METHODS } from '../../../../rules/payment.ts';
import { BRAND_TYPE_LABEL_LIST, brandTypeFromText } from '../../../../rules/brand-types.ts';

const money = (amount: { toFixed(n: number): string } | null) => (amount ? Number(amount.toFixed(2)) : null);
const sumParts = (order: VisibleOrder) => order.parts.reduce((total, part) => total + Number(part.totalCost.toFixed(2)), 0);

/**
 * An order in the documented shape (vendor-admin §3), holding only the parts the caller may see:
 * total_cost is the sum of those parts (the whole order for the admin).
 */
export function toRestOrder(order: VisibleOrder) {
  return {
    order_id: order.publicId,
    order_date: order.createdAt.toISOString(),
    selected_currency: order.currency,
    total_cost: Math.round(sumParts(order) * 100) / 100,
    payment_method: PAYMENT_METHODS[order.paymentMethod].name,
    vendor_store_id: order.parts[0]?.storeId ?? null,
    client_details: {
      name: order.clientName, email: order.clientEmail, phone: order.clientPhone, address: order.clientAddress,
      city: order.clientCity, state: order.clientState, country: order.clientCountry, postalCode: order.clientPostal,
    },
    vendor_details: order.parts.map((part) => ({ store_name: part.storeName, store_id: part.storeId, brand_type: BRAND_TYPE_LABELS[part.brandType], total_cost: money(part.totalCost) })),
    cart_items: order.parts.flatMap((part) =>
      part.items.map((item) => ({
        productName: item.productName,
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
      })),
    ),
  };
}

const text = { type: 'string' };
const amount = { type: ['number', 'null'] };
const orderSchema = {
  type: 'object',
  required: ['order_id', 'order_date', 'selected_currency', 'total_cost', 'payment_method', 'vendor_store_id', 'client_details', 'vendor_details', 'cart_items'],
  properties: {
    order_id: text,
    order_date: { type: 'string', format: 'date-time' },
    selected_currency: text,
    total_cost: { type: 'number', description: 'The sum of the parts the caller may see' },
    payment_method: { enum: Object.values(PAYMENT_METHODS).map((m) => m.name) },
    vendor_store_id: { type: ['string', 'null'], description: 'The store of the first part' },
    client_details: { type: 'object', properties: Object.fromEntries(['name', 'email', 'phone', 'address', 'city', 'state', 'country', 'postalCode'].map((k) => [k, text])) },
    vendor_details: {
      type: 'array',
      items: { type: 'object', properties: { store_name: text, store_id: text, brand_type: { enum: BRAND_TYPE_LABEL_LIST }, total_cost: amount } },
    },
    cart_items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productName: text, slug: text, quantity: { type: 'integer' }, productPrice: amount, discountedPrice: amount, convertedPrice: amount, lineTotal: amount,
          bookingDate: { type: ['string', 'null'], format: 'date' }, appliedPromoCode: { type: ['string', 'null'] }, discountPercentage: { type: ['integer', 'null'] },
          vendorName: text, store_id: text, selected_currency: text,
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
      const paging = pageParams(query, orderPage);
      const [{ orders }, total] = await Promise.all([listOrders(ctx, { search, brandType, limit: paging.take, offset: paging.skip }), countOrders(ctx, { search, brandType })]);
      return pagedAnswer(url, paging, total, orders.map(toRestOrder));
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
