// A shipped part's carrier and tracking number over REST (issue 37 part 4): the same domain write
// as GraphQL's setOrderPartShipment (domain/orders/shipment.ts).
import type { Route } from '../router.ts';
import { intParam } from '../params.ts';
import { readObject, textField } from '../body.ts';
import { setPartShipment } from '../../domain/orders/shipment.ts';
import { partInclude } from '../../domain/orders/orders.ts';
import { partStateSchema, restPartState } from './orders.ts';

export const orderShipmentRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/order-parts/{part_id}/shipment',
    auth: 'vendor',
    doc: {
      operationId: 'setOrderPartShipment',
      tag: 'Orders',
      errors: [404],
      params: { part_id: { description: 'The part\'s id (vendor_details[].part_id of GET /orders).', type: 'integer' } },
      summary:
        'The part\'s vendor or the admin sets or corrects the carrier and tracking number of a shipped (or delivered) part; blanks clear them. The shopper is mailed the new details. 400 for a part not shipped or a bad number; 403 for another store\'s part.',
      requestBody: {
        type: 'object',
        properties: {
          carrier: { type: 'string', description: 'At most 60 characters; a known carrier (DHL, Aramex, ...) gets a tracking link.' },
          trackingNumber: { type: 'string', description: 'Letters, digits, spaces and dashes, at most 40; needs a carrier.' },
        },
      },
      response: {
        type: 'object',
        required: ['message', 'order_id', 'part'],
        properties: { message: { type: 'string' }, order_id: { type: 'string' }, part: { type: 'object', properties: { ...partStateSchema, store_id: { type: 'string' }, store_name: { type: 'string' } } } },
      },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const partId = intParam(params.part_id, 'part_id', { min: 1 });
      await setPartShipment(ctx, partId, {
        carrier: textField(input, 'carrier') || null,
        trackingNumber: textField(input, 'trackingNumber') || textField(input, 'tracking_number') || null,
      });
      const part = await ctx.db.orderPart.findUniqueOrThrow({ where: { id: partId }, include: { events: partInclude.events, order: { select: { publicId: true } } } });
      return { message: 'The shipment details are saved.', order_id: part.order.publicId, part: { ...restPartState(part), store_id: part.storeId, store_name: part.storeName } };
    },
  },
];
