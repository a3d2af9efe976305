// Guest order tracking over REST (issue 38): the same domain read as GraphQL's `orderTracking`
// (domain/orders/tracking.ts: the same proof, the same per-address limit), sent as a POST so the
// e-mail travels in the body and never in a URL that proxies and logs keep
// (docs/decisions/rest-order-tracking-by-post.md).
import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { trackOrder } from '../../domain/orders/tracking.ts';
import { orderSchema, toRestOrder } from './orders.ts';

/** Never says which half of the proof was wrong (as GraphQL's null does not). */
export const TRACKING_NOT_FOUND = 'No order matches this order id and email (or link token). Check both and try again.';

/** What a shopper sees of their own order: GraphQL's TrackedOrder shows the name and city, not the address, phone or email. */
const trackedOrderSchema = {
  ...orderSchema,
  properties: {
    ...orderSchema.properties,
    client_details: { type: 'object', required: ['name', 'city'], properties: { name: { type: 'string' }, city: { type: 'string' } } },
  },
};

export const orderTrackingRoutes: Route[] = [
  {
    method: 'POST',
    path: '/order-tracking',
    doc: {
      operationId: 'trackOrder', errors: [404, 429], tag: 'Orders',
      summary: 'Guest tracking: the order with its parts and their history, proven by the order id and the email given at checkout (any case) or the `token` of the link in the order mails. 404 for any mismatch; rate limited per address.',
      requestBody: {
        type: 'object',
        required: ['order_id'],
        properties: { order_id: { type: 'string', example: 'ORD-7K2M9Q' }, email: { type: 'string', format: 'email' }, token: { type: 'string', description: 'The token of the tracking link, instead of the email.' } },
      },
      response: trackedOrderSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const orderId = textField(input, 'order_id') || textField(input, 'orderId');
      if (!orderId) throw new ValidationError('order_id is required.', 'order_id');
      const email = textField(input, 'email') || null;
      const token = textField(input, 'token') || null;
      if (!email && !token) throw new ValidationError('Send the email given at checkout (or the token of the tracking link).', 'email');
      const order = await trackOrder(ctx, { orderId, email, token });
      if (!order) throw new NotFoundError(TRACKING_NOT_FOUND);
      const answer = toRestOrder(order);
      return { ...answer, client_details: { name: answer.client_details.name, city: answer.client_details.city } };
    },
  },
];
