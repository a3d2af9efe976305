// Webhooks over GraphQL (issue 38): a store's endpoints and the marketplace's (the admin's), their
// delivery log, and the event types. Every rule is the domain's (domain/webhooks/); the mutations
// are in webhook-mutations.ts.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { LIMITS } from '../limits.ts';
import { countWebhookDeliveries, listWebhookDeliveries, type LoggedDelivery } from '../../domain/webhooks/deliveries.ts';
import { endpointToManage, listWebhookEndpoints } from '../../domain/webhooks/endpoints.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@rules/webhooks.ts';
import type { WebhookAttempt as AttemptRow } from '../../generated/prisma/client.ts';

export const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where a delivery stands.',
  values: {
    PENDING: { description: 'Not delivered yet: a try is under way or scheduled.' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every scheduled try failed (or the endpoint was disabled); it can be redelivered by hand.' },
  } as const,
});

const WebhookEventType = builder.objectRef<{ name: string; label: string }>('WebhookEventType').implement({
  description: 'An event an endpoint can subscribe to (README "Webhooks" shows each payload).',
  fields: (t) => ({ name: t.exposeString('name', { description: 'As sent in `type`, e.g. "order.placed".' }), label: t.exposeString('label', { description: 'The event in words, as the dashboard shows it.' }) }),
});

const WebhookAttempt = builder.objectRef<AttemptRow>('WebhookAttempt').implement({
  description: 'One try of a delivery.',
  fields: (t) => ({
    attempt: t.exposeInt('attempt', { description: '1 for the first try.' }),
    at: t.expose('at', { description: 'When the try was made.', type: 'DateTime' }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The HTTP status answered; null when no answer came (see `error`).' }),
    durationMs: t.exposeInt('durationMs', { description: 'How long the endpoint took to answer, in milliseconds.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why no answer came: a refused address, a DNS failure, a timeout, a reset.' }),
    responseBody: t.exposeString('responseBody', { nullable: true, description: 'The start of the answer (at most 2,048 characters).' }),
    manual: t.exposeBoolean('manual', { description: 'Sent by hand (redeliver), not by the retry schedule.' }),
  }),
});

export const WebhookDelivery = builder.objectRef<LoggedDelivery>('WebhookDelivery').implement({
  description: 'One event sent to one endpoint, with every try.',
  fields: (t) => ({
    id: t.globalID({ description: "The delivery's global id, for `redeliverWebhook`.", resolve: (d) => ({ type: 'WebhookDelivery', id: d.id }) }),
    messageId: t.string({ description: 'The webhook-id header: the same on every try.', resolve: (d) => d.message.publicId }),
    eventType: t.string({ description: 'The event type (a WebhookEventType name).', resolve: (d) => d.message.type }),
    payload: t.string({ description: 'The JSON body sent.', resolve: (d) => JSON.stringify(d.message.payload) }),
    status: t.field({ description: 'Where the delivery stands.', type: WebhookDeliveryStatusEnum, resolve: (d) => d.status }),
    createdAt: t.expose('createdAt', { description: 'When the event happened and the delivery was queued.', type: 'DateTime' }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true, description: 'When the next scheduled try goes (null when none is).' }),
    attempts: t.field({ type: [WebhookAttempt], description: 'Every try, oldest first.', resolve: (d) => d.tries }),
  }),
});

export const WebhookEndpoint = builder.prismaObject('WebhookEndpoint', {
  description: "A URL that receives webhooks: a store's (its own events) or the marketplace's (every store's). The secret is shown only when created or rotated.",
  fields: (t) => ({
    id: t.globalID({ description: "The endpoint's global id.", resolve: (e) => ({ type: 'WebhookEndpoint', id: e.id }) }),
    url: t.exposeString('url', { description: 'The https:// URL the events are posted to.' }),
    description: t.exposeString('description', { description: 'A note to tell endpoints apart; blank when none.' }),
    events: t.exposeStringList('events', { description: 'The event types it receives (WebhookEventType.name).' }),
    enabled: t.exposeBoolean('enabled', { description: 'False when switched off by hand or after repeated failures: it then gets nothing.' }),
    disabledReason: t.exposeString('disabledReason', { nullable: true, description: 'Why the server switched it off (repeated failure); null otherwise.' }),
    storeId: t.string({ nullable: true, description: "The store whose events it receives; null for the marketplace's.", select: { vendor: { select: { storeId: true } } }, resolve: (e) => e.vendor?.storeId ?? null }),
    previousSecretExpiresAt: t.expose('previousSecretExpiresAt', { type: 'DateTime', nullable: true, description: 'After a rotation: until when the previous secret signs too.' }),
    createdAt: t.expose('createdAt', { description: 'When the endpoint was created.', type: 'DateTime' }),
    deliveries: t.connection(
      {
        type: WebhookDelivery,
        description: 'The delivery log, newest first.',
        args: {
          status: t.arg({ description: 'Only deliveries in this status.', type: WebhookDeliveryStatusEnum, required: false }),
          eventType: t.arg.string({ description: 'Only deliveries of this event type.', required: false }),
        },
        resolve: async (endpoint, args, ctx) => {
          const filter = { status: args.status, eventType: args.eventType };
          const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, ({ limit, offset }) =>
            listWebhookDeliveries(ctx, endpoint.id, filter, { limit, offset }),
          );
          return Object.assign(connection, { totalCount: () => countWebhookDeliveries(ctx, endpoint.id, filter) });
        },
      },
      {
        fields: (c) => ({
          totalCount: c.int({ description: 'All deliveries the filter matches, across pages.', resolve: (connection) => (connection as unknown as { totalCount: () => Promise<number> }).totalCount() }),
        }),
      },
    ),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.prismaField({
    type: [WebhookEndpoint],
    description: "The viewer's webhook endpoints: a store's own; for the admin the marketplace's first, then every store's (at most 10 each: no paging).",
    resolve: (query, _root, _args, ctx) => listWebhookEndpoints(ctx, query),
  }),
  webhookEndpoint: t.prismaField({
    type: WebhookEndpoint,
    description: 'One endpoint the viewer may manage (its store\'s; any, for the admin): another store\'s is refused, an unknown one Not found.',
    args: { id: t.arg.globalID({ required: true, description: 'A WebhookEndpoint id.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const { endpoint } = await endpointToManage(ctx, id.typename === 'WebhookEndpoint' ? Number(id.id) : 0);
      return ctx.db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: endpoint.id } });
    },
  }),
  webhookEventTypes: t.field({
    type: [WebhookEventType],
    description: 'Every event an endpoint can subscribe to.',
    resolve: () => WEBHOOK_EVENT_TYPES.map((name) => ({ name, label: WEBHOOK_EVENT_LABELS[name] })),
  }),
}));
