/**
 * The delivery log of an endpoint (newest first, filtered by outcome and event), a redelivery by
 * hand, and the test event. Each is allowed to whoever may manage the endpoint (endpoints.ts).
 */
import type { Context } from '../context.ts';
import type { Prisma, WebhookDeliveryStatus } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { QUEUE } from '../../jobs/queues.ts';
import { endpointToManage } from './endpoints.ts';
import { queueMessage } from './outbox.ts';
import type { DeliveryJob } from './deliver.ts';
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT } from '@rules/webhooks.ts';

export interface DeliveryFilter {
  status?: WebhookDeliveryStatus | null;
  /** One event type (`order.placed`, `webhook.test`, ...). */
  eventType?: string | null;
}

export const deliveryInclude = {
  message: { select: { publicId: true, type: true, payload: true, createdAt: true } },
  tries: { orderBy: { attempt: 'asc' } },
} satisfies Prisma.WebhookDeliveryInclude;

export type LoggedDelivery = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

/** Up to `limit` of an endpoint's deliveries from `offset`, newest first, each with its tries (oldest first). */
export async function listWebhookDeliveries(ctx: Context, endpointId: number, filter: DeliveryFilter, page: { limit: number; offset: number }): Promise<LoggedDelivery[]> {
  const where = await deliveriesToRead(ctx, endpointId, filter);
  return ctx.db.webhookDelivery.findMany({ where, include: deliveryInclude, orderBy: { id: 'desc' }, take: page.limit, skip: page.offset });
}

/** How many deliveries of the endpoint's log match the filter, across pages. */
export async function countWebhookDeliveries(ctx: Context, endpointId: number, filter: DeliveryFilter): Promise<number> {
  return ctx.db.webhookDelivery.count({ where: await deliveriesToRead(ctx, endpointId, filter) });
}

/** The log's filter, once the viewer may read the endpoint and the filter is sound. */
async function deliveriesToRead(ctx: Context, endpointId: number, filter: DeliveryFilter): Promise<Prisma.WebhookDeliveryWhereInput> {
  await endpointToManage(ctx, endpointId);
  if (filter.eventType && filter.eventType.length > 60) throw new ValidationError('The event type is at most 60 characters.', 'eventType');
  return {
    endpointId,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.eventType ? { message: { type: filter.eventType } } : {}),
  };
}

/** A delivery the viewer may act on (through its endpoint); another endpoint's id is not found. */
async function deliveryToManage(ctx: Context, deliveryId: number) {
  const delivery = Number.isSafeInteger(deliveryId) ? await ctx.db.webhookDelivery.findUnique({ where: { id: deliveryId }, select: { id: true, endpointId: true } }) : null;
  if (!delivery) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  const { endpoint } = await endpointToManage(ctx, delivery.endpointId);
  if (!endpoint.enabled) throw new ValidationError(WEBHOOK_MESSAGES.disabled, 'id');
  return delivery;
}

/** Sends a delivery's message again, once, now (through the queue), whatever its state. */
export async function redeliverWebhook(ctx: Context, deliveryId: number): Promise<{ id: number }> {
  const delivery = await deliveryToManage(ctx, deliveryId);
  await ctx.db.$transaction((tx) => ctx.services.jobs.enqueue(tx, QUEUE.webhookDelivery, { deliveryId: delivery.id, manual: true } satisfies DeliveryJob));
  return { id: delivery.id };
}

/** Queues a `webhook.test` message to one endpoint (whatever it subscribes to), to try the receiver. */
export async function sendTestWebhook(ctx: Context, endpointId: number): Promise<{ id: number }> {
  const { endpoint } = await endpointToManage(ctx, endpointId);
  if (!endpoint.enabled) throw new ValidationError(WEBHOOK_MESSAGES.disabled, 'id');
  const { deliveryIds } = await ctx.db.$transaction((tx) =>
    queueMessage(ctx.services, tx, { type: WEBHOOK_TEST_EVENT, vendorId: endpoint.vendorId, data: { endpointId: endpoint.id, message: 'A test event sent from the Webhooks page.' } }, [endpoint.id]),
  );
  return { id: deliveryIds[0] };
}
