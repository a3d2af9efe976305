/**
 * The webhooks' outbox (docs/decisions/webhook-outbox.md). A change that has subscribers calls
 * recordWebhookEvent inside its own transaction: the event (one message per audience), a delivery
 * for each enabled endpoint subscribed to it, and the job of each delivery's first try are written
 * with the change, so they exist exactly when the change committed: a crash loses none, a rollback
 * leaves none, and a repeat of the job sends the same message id (receivers drop repeats by it).
 */
import crypto from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DomainServices } from '../context.ts';
import { QUEUE } from '../../jobs/queues.ts';

type Tx = Prisma.TransactionClient;

/** Who may see one version of an event: a store (its endpoints), or the marketplace (the admin's: null). */
export interface WebhookAudience {
  vendorId: number | null;
  /** The event's `data`: only what this audience may already read through the API. */
  data: Record<string, unknown>;
}

/** The body every webhook carries (Standard Webhooks' shape). */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** `msg_` and 24 random characters: the webhook-id, unique per message. */
export const newMessageId = () => `msg_${crypto.randomBytes(18).toString('base64url')}`;

/** Writes one message for `endpointIds` (already chosen) and queues the first try of each. */
export async function queueMessage(
  services: Pick<DomainServices, 'jobs'>,
  tx: Tx,
  message: { type: string; vendorId: number | null; data: Record<string, unknown> },
  endpointIds: readonly number[],
  now = new Date(),
): Promise<{ deliveryIds: number[] }> {
  const payload: WebhookPayload = { type: message.type, timestamp: now.toISOString(), data: message.data };
  const created = await tx.webhookMessage.create({
    data: { publicId: newMessageId(), type: message.type, vendorId: message.vendorId, payload: payload as unknown as Prisma.InputJsonValue, createdAt: now },
    select: { id: true },
  });
  const deliveryIds: number[] = [];
  for (const endpointId of endpointIds) {
    const delivery = await tx.webhookDelivery.create({ data: { endpointId, messageId: created.id, nextAttemptAt: now }, select: { id: true } });
    await services.jobs.enqueue(tx, QUEUE.webhookDelivery, { deliveryId: delivery.id });
    deliveryIds.push(delivery.id);
  }
  return { deliveryIds };
}

/**
 * Records event `type` for each audience that has an enabled endpoint subscribed to it (an event
 * nobody listens to writes nothing). Subscriptions are matched by name, so a new event type needs
 * no change here.
 */
export async function recordWebhookEvent(services: Pick<DomainServices, 'jobs'>, tx: Tx, type: string, audiences: readonly WebhookAudience[]): Promise<void> {
  const now = new Date();
  for (const audience of audiences) {
    const endpoints = await tx.webhookEndpoint.findMany({ where: { enabled: true, vendorId: audience.vendorId, events: { has: type } }, select: { id: true }, orderBy: { id: 'asc' } });
    if (endpoints.length) await queueMessage(services, tx, { type, vendorId: audience.vendorId, data: audience.data }, endpoints.map((e) => e.id), now);
  }
}

/** The same data for the marketplace and for the store it concerns (a product's events). */
export const storeAndMarketplace = (vendorId: number | null, data: Record<string, unknown>): WebhookAudience[] =>
  vendorId === null ? [{ vendorId: null, data }] : [{ vendorId: null, data }, { vendorId, data }];
