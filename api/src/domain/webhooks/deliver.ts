/**
 * One try of a webhook delivery: the job of the `webhook-delivery` queue (docs/decisions/
 * webhook-retry-schedule.md). It signs the message now, posts it, logs the try, and then either
 * marks the delivery done, queues the next try after the schedule's delay, or, after the last,
 * marks it failed and applies the disabling rule (disabling.ts). A receiver's failure is an
 * outcome, never a thrown error: the queue's own retry is kept for the database being away.
 */
import type { DomainServices } from '../context.ts';
import { QUEUE } from '../../jobs/queues.ts';
import { activeSecrets, webhookHeaders } from './signing.ts';
import { postWebhook, succeeded, type TryOutcome } from './send.ts';
import { disableIfFailingTooLong } from './disabling.ts';

type Services = Pick<DomainServices, 'db' | 'jobs' | 'config' | 'mail'>;

export interface DeliveryJob {
  deliveryId: number;
  /** Sent by hand (redeliver): tried once whatever the delivery's state, outside the schedule. */
  manual?: boolean;
}

const deliveryInclude = {
  endpoint: { select: { id: true, url: true, enabled: true, secret: true, previousSecret: true, previousSecretExpiresAt: true, failingSince: true, vendorId: true } },
  message: { select: { publicId: true, payload: true } },
  _count: { select: { tries: true } },
} as const;

export async function runWebhookTry(services: Services, job: DeliveryJob): Promise<void> {
  const { db } = services;
  const delivery = await db.webhookDelivery.findUnique({ where: { id: job.deliveryId }, include: deliveryInclude });
  if (!delivery) return;
  const manual = job.manual === true;
  if (!manual && delivery.status !== 'PENDING') return;
  if (!delivery.endpoint.enabled) {
    // A disabled endpoint gets nothing; its waiting deliveries end here (redeliver once it is enabled again).
    if (!manual) await db.webhookDelivery.updateMany({ where: { id: delivery.id, status: 'PENDING' }, data: { status: 'FAILED', nextAttemptAt: null } });
    return;
  }
  // Claims this scheduled try: a job run twice (a worker died after the POST) does not try twice.
  if (!manual) {
    const { count } = await db.webhookDelivery.updateMany({ where: { id: delivery.id, status: 'PENDING', attempts: delivery.attempts }, data: { attempts: { increment: 1 } } });
    if (!count) return;
  }
  const now = new Date();
  const body = JSON.stringify(delivery.message.payload);
  const headers = webhookHeaders(activeSecrets(delivery.endpoint, now), delivery.message.publicId, now, body);
  const outcome = await postWebhook(services.config.webhooks, delivery.endpoint.url, headers, body);
  await db.webhookAttempt.create({
    data: { deliveryId: delivery.id, attempt: delivery._count.tries + 1, at: now, manual, statusCode: outcome.statusCode, durationMs: outcome.durationMs, error: outcome.error, responseBody: outcome.responseBody },
  });
  if (succeeded(outcome)) {
    await db.$transaction([
      db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: 'SUCCEEDED', nextAttemptAt: null } }),
      db.webhookEndpoint.update({ where: { id: delivery.endpoint.id }, data: { failingSince: null } }),
    ]);
    return;
  }
  await db.webhookEndpoint.updateMany({ where: { id: delivery.endpoint.id, failingSince: null }, data: { failingSince: now } });
  if (!manual) await afterScheduledFailure(services, delivery.id, delivery.attempts + 1, outcome);
}

/** After scheduled try number `tried` failed: the next try, or the end of the schedule. */
async function afterScheduledFailure(services: Services, deliveryId: number, tried: number, outcome: TryOutcome): Promise<void> {
  const schedule = services.config.webhooks.retryScheduleSeconds;
  if (tried <= schedule.length) {
    const nextAttemptAt = new Date(Date.now() + schedule[tried - 1] * 1000);
    await services.db.$transaction(async (tx) => {
      await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { nextAttemptAt } });
      await services.jobs.enqueue(tx, QUEUE.webhookDelivery, { deliveryId } satisfies DeliveryJob, { startAfter: nextAttemptAt });
    });
    return;
  }
  const delivery = await services.db.webhookDelivery.update({ where: { id: deliveryId }, data: { status: 'FAILED', nextAttemptAt: null }, select: { endpointId: true } });
  await disableIfFailingTooLong(services, delivery.endpointId, outcome);
}
