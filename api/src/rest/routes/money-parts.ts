// The money of one order part over REST (issue 36): a bank transfer marked received, a refund.
// The part's vendor or the admin (checked in the domain); GraphQL calls the same functions.
import type { Route } from '../router.ts';
import { intParam } from '../params.ts';
import { readObject } from '../body.ts';
import { recordFundsReceived } from '../../domain/money-ledger/payments.ts';
import { refundOrderPart } from '../../domain/money-ledger/refunds.ts';

const partParam = { part_id: { description: "The part's id (vendor_details[].part_id of GET /orders).", type: 'integer' as const } };
const amount = { type: 'string', description: 'A decimal with at most 2 places, e.g. "120.50"' };

export const moneyPartRoutes: Route[] = [
  {
    method: 'POST',
    path: '/order-parts/{part_id}/payments',
    auth: 'vendor',
    doc: {
      operationId: 'recordFundsReceived',
      tag: 'Orders',
      errors: [404],
      params: partParam,
      summary: "The part's vendor or the admin marks a bank transfer received: the amount and the day it arrived (today when absent). Never more than is still due; written to the part's history.",
      requestBody: { type: 'object', required: ['amount'], properties: { amount, received_on: { type: 'string', format: 'date' } } },
      response: { type: 'object', properties: { part_id: { type: 'integer' }, paid: { type: 'string' }, total: { type: 'string' }, currency: { type: 'string' }, payment_state: { enum: ['NOT_PAYABLE', 'AWAITING_PAYMENT', 'PAID', 'PAY_ON_DELIVERY'] } } },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const paid = await recordFundsReceived(ctx, intParam(params.part_id, 'part_id', { min: 1 }), { amount: input.amount, receivedOn: input.received_on });
      return { part_id: paid.partId, paid: paid.paid, total: paid.total, currency: paid.currency, payment_state: paid.state };
    },
  },
  {
    method: 'POST',
    path: '/order-parts/{part_id}/refunds',
    auth: 'vendor',
    doc: {
      operationId: 'refundOrderPart',
      tag: 'Orders',
      errors: [404],
      params: partParam,
      summary: "The part's vendor or the admin refunds the shopper, in full or in part, with a reason. Never more than was paid, however many refunds arrive at once; the shopper is mailed and the part's history records it.",
      requestBody: { type: 'object', required: ['amount', 'reason'], properties: { amount, reason: { type: 'string', description: 'At most 500 characters.' } } },
      response: { type: 'object', properties: { part_id: { type: 'integer' }, amount: { type: 'string' }, refunded: { type: 'string' }, paid: { type: 'string' }, currency: { type: 'string' } } },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const refund = await refundOrderPart(ctx, intParam(params.part_id, 'part_id', { min: 1 }), { amount: input.amount, reason: input.reason });
      return { part_id: refund.partId, amount: refund.amount, refunded: refund.refunded, paid: refund.paid, currency: refund.currency };
    },
  },
];
