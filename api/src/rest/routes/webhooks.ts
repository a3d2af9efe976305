// Webhooks over REST (issue 38): the same domain functions as GraphQL's (domain/webhooks/). A
// store manages its own endpoints, the admin the marketplace's and may manage every store's;
// ids are the numeric database ids, as elsewhere in this API.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { json } from '../../http/responses.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { Context } from '../../domain/context.ts';
import type { WebhookDeliveryStatus } from '../../generated/prisma/client.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, rotateWebhookSecret, updateWebhookEndpoint, type WebhookEndpointInput } from '../../domain/webhooks/endpoints.ts';
import { deliveryInclude, listWebhookDeliveries, redeliverWebhook, sendTestWebhook, type LoggedDelivery } from '../../domain/webhooks/deliveries.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@rules/webhooks.ts';

const endpointSelect = { id: true, url: true, description: true, events: true, enabled: true, disabledReason: true, previousSecretExpiresAt: true, createdAt: true, vendor: { select: { storeId: true } } } as const;

type EndpointRow = { id: number; url: string; description: string; events: string[]; enabled: boolean; disabledReason: string | null; previousSecretExpiresAt: Date | null; createdAt: Date; vendor: { storeId: string } | null };

const toRestEndpoint = ({ vendor, ...endpoint }: EndpointRow) => ({ ...endpoint, storeId: vendor?.storeId ?? null });

const nullableText = { type: ['string', 'null'] };
const dateTime = { type: 'string', format: 'date-time' };
const endpointSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, url: { type: 'string' }, description: { type: 'string' }, events: { type: 'array', items: { type: 'string' } }, enabled: { type: 'boolean' },
    disabledReason: nullableText, storeId: nullableText, previousSecretExpiresAt: { type: ['string', 'null'], format: 'date-time' }, createdAt: dateTime,
  },
};
const withSecret = { type: 'object', properties: { endpoint: endpointSchema, secret: { type: 'string', description: 'The signing secret (whsec_ + base64): shown this once.' } } };
const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, messageId: { type: 'string' }, eventType: { type: 'string' }, status: { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] }, createdAt: dateTime, nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
    payload: { type: 'object' },
    attempts: {
      type: 'array',
      items: { type: 'object', properties: { attempt: { type: 'integer' }, at: dateTime, statusCode: { type: ['integer', 'null'] }, durationMs: { type: 'integer' }, error: nullableText, responseBody: nullableText, manual: { type: 'boolean' } } },
    },
  },
};

const toRestDelivery = (d: LoggedDelivery) => ({
  id: d.id, messageId: d.message.publicId, eventType: d.message.type, status: d.status, createdAt: d.createdAt, nextAttemptAt: d.nextAttemptAt, payload: d.message.payload,
  attempts: d.tries.map(({ attempt, at, statusCode, durationMs, error, responseBody, manual }) => ({ attempt, at, statusCode, durationMs, error, responseBody, manual })),
});

const loadEndpoint = async (ctx: Context, id: number) => toRestEndpoint(await ctx.db.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect }));
const loadDelivery = async (ctx: Context, id: number) => toRestDelivery(await ctx.db.webhookDelivery.findUniqueOrThrow({ where: { id }, include: deliveryInclude }));

function endpointInput(body: Record<string, unknown>): WebhookEndpointInput {
  const text = (key: string) => {
    const value = body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new ValidationError(`${key} must be a string.`, key);
    return value;
  };
  const { events, enabled } = body;
  if (events !== undefined && events !== null && (!Array.isArray(events) || events.some((e) => typeof e !== 'string'))) throw new ValidationError('events must be a list of event types.', 'events');
  if (enabled !== undefined && enabled !== null && typeof enabled !== 'boolean') throw new ValidationError('enabled must be true or false.', 'enabled');
  return { url: text('url'), description: text('description'), events: events as string[] | undefined, enabled: enabled as boolean | undefined };
}

const STATUSES: readonly WebhookDeliveryStatus[] = ['PENDING', 'SUCCEEDED', 'FAILED'];
function statusParam(value: string | null): WebhookDeliveryStatus | undefined {
  if (!value) return undefined;
  const status = value.trim().toUpperCase() as WebhookDeliveryStatus;
  if (!STATUSES.includes(status)) throw new ValidationError(`status must be one of ${STATUSES.join(', ')}.`, 'status');
  return status;
}

const idParam = { id: { description: "The webhook endpoint's numeric id.", type: 'integer' as const } };
const endpointBody = {
  type: 'object',
  properties: { url: { type: 'string' }, events: { type: 'array', items: { type: 'string' } }, description: { type: 'string' }, enabled: { type: 'boolean' } },
};

export const webhookRoutes: Route[] = [
  {
    method: 'GET',
    path: '/webhooks/event-types',
    doc: { operationId: 'listWebhookEventTypes', tag: 'Webhooks', summary: 'Every event a webhook endpoint can subscribe to.', response: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, label: { type: 'string' } } } } },
    handle: async () => WEBHOOK_EVENT_TYPES.map((name) => ({ name, label: WEBHOOK_EVENT_LABELS[name] })),
  },
  {
    method: 'GET',
    path: '/webhooks/endpoints',
    auth: 'vendor',
    doc: { operationId: 'listWebhookEndpoints', tag: 'Webhooks', summary: "The caller's webhook endpoints (a store's own; for the admin the marketplace's, then every store's). Secrets are never listed.", response: { type: 'array', items: endpointSchema } },
    handle: async ({ ctx }) => (await listWebhookEndpoints(ctx, { select: endpointSelect })).map(toRestEndpoint),
  },
  {
    method: 'POST',
    path: '/webhooks/endpoints',
    auth: 'vendor',
    doc: {
      operationId: 'createWebhookEndpoint', success: [201], tag: 'Webhooks',
      summary: "Registers an endpoint for the caller's store (the marketplace's, for the admin): an https URL of a public address, at least one event. Answers its secret, this once (201).",
      requestBody: { ...endpointBody, required: ['url', 'events'] },
      response: withSecret,
    },
    async handle({ ctx, body }) {
      const created = await createWebhookEndpoint(ctx, endpointInput(await readObject(body)));
      return json({ endpoint: await loadEndpoint(ctx, created.id), secret: created.secret }, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/webhooks/endpoints/{id}',
    auth: 'vendor',
    doc: { operationId: 'updateWebhookEndpoint', errors: [404], params: idParam, tag: 'Webhooks', summary: 'Changes the fields given (url, events, description, enabled).', requestBody: endpointBody, response: endpointSchema },
    async handle({ ctx, params, body }) {
      const { id } = await updateWebhookEndpoint(ctx, intParam(params.id, 'id', { min: 1 }), endpointInput(await readObject(body)));
      return loadEndpoint(ctx, id);
    },
  },
  {
    method: 'DELETE',
    path: '/webhooks/endpoints/{id}',
    auth: 'vendor',
    doc: { operationId: 'deleteWebhookEndpoint', errors: [404], params: idParam, tag: 'Webhooks', summary: 'Deletes an endpoint with its delivery log.', response: { type: 'object', properties: { message: { type: 'string' }, id: { type: 'integer' } } } },
    async handle({ ctx, params }) {
      const { id } = await deleteWebhookEndpoint(ctx, intParam(params.id, 'id', { min: 1 }));
      return { message: 'Webhook endpoint deleted.', id };
    },
  },
  {
    method: 'POST',
    path: '/webhooks/endpoints/{id}/rotate-secret',
    auth: 'vendor',
    doc: { operationId: 'rotateWebhookSecret', errors: [404], params: idParam, tag: 'Webhooks', summary: 'A new secret, answered this once; the previous one also signs until previousSecretExpiresAt.', response: withSecret },
    async handle({ ctx, params }) {
      const rotated = await rotateWebhookSecret(ctx, intParam(params.id, 'id', { min: 1 }));
      return { endpoint: await loadEndpoint(ctx, rotated.id), secret: rotated.secret };
    },
  },
  {
    method: 'POST',
    path: '/webhooks/endpoints/{id}/test',
    auth: 'vendor',
    doc: { operationId: 'sendTestWebhook', errors: [404], params: idParam, tag: 'Webhooks', summary: 'Queues a `webhook.test` event to the endpoint; answers its delivery (the log shows the try within seconds).', response: deliverySchema },
    async handle({ ctx, params }) {
      const { id } = await sendTestWebhook(ctx, intParam(params.id, 'id', { min: 1 }));
      return loadDelivery(ctx, id);
    },
  },
  {
    method: 'GET',
    path: '/webhooks/endpoints/{id}/deliveries',
    auth: 'vendor',
    doc: {
      operationId: 'listWebhookDeliveries', errors: [404], params: idParam, tag: 'Webhooks',
      summary: "An endpoint's delivery log, newest first, each with every try.",
      query: { ...pageQueryDoc({ max: 100, fallback: 20 }), status: { description: 'PENDING, SUCCEEDED or FAILED' }, eventType: { description: 'One event type, e.g. order.placed' } },
      response: { type: 'array', items: deliverySchema },
    },
    async handle({ ctx, params, query }) {
      const { take, skip } = pageParams(query, { max: 100, fallback: 20 });
      const filter = { status: statusParam(query.get('status')), eventType: textParam(query.get('eventType'), 'eventType', 60) };
      return (await listWebhookDeliveries(ctx, intParam(params.id, 'id', { min: 1 }), filter, { limit: take, offset: skip })).map(toRestDelivery);
    },
  },
  {
    method: 'POST',
    path: '/webhooks/deliveries/{id}/redeliver',
    auth: 'vendor',
    doc: { operationId: 'redeliverWebhook', errors: [404], params: { id: { description: "The delivery's numeric id.", type: 'integer' } }, tag: 'Webhooks', summary: "Sends a delivery's event again, once, now (same webhook-id).", response: deliverySchema },
    async handle({ ctx, params }) {
      const { id } = await redeliverWebhook(ctx, intParam(params.id, 'id', { min: 1 }));
      return loadDelivery(ctx, id);
    },
  },
];
