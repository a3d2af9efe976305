// The webhook mutations (issue 38): create, update (enable, disable, change), rotate the secret,
// delete, send a test event, redeliver. Who may is the domain's rule (domain/webhooks/endpoints.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../../domain/context.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, rotateWebhookSecret, updateWebhookEndpoint } from '../../domain/webhooks/endpoints.ts';
import { deliveryInclude, redeliverWebhook, sendTestWebhook } from '../../domain/webhooks/deliveries.ts';
import { WebhookDelivery, WebhookEndpoint } from './webhook.ts';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '@rules/webhooks.ts';

/** Another type's id names nothing here: the domain answers Not found. */
const databaseId = (typename: string) => (globalId: { typename: string; id: string }) => (globalId.typename === typename ? Number(globalId.id) : 0);
const endpointId = databaseId('WebhookEndpoint');
const deliveryId = databaseId('WebhookDelivery');

const urlDescription = `https:// (http:// only where the server allows it, in development); a public address; at most ${WEBHOOK_URL_MAX_LENGTH} characters.`;

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: urlDescription }),
    events: t.stringList({ required: true, description: 'At least one event type (webhookEventTypes).' }),
    description: t.string({ required: false, description: `What receives it; at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.` }),
    enabled: t.boolean({ required: false, description: 'Default true.' }),
  }),
});

const UpdateWebhookEndpointInput = builder.inputType('UpdateWebhookEndpointInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'A WebhookEndpoint id.' }),
    url: t.string({ required: false, description: urlDescription }),
    events: t.stringList({ description: 'The event types to receive (WebhookEventType names); absent: unchanged.', required: false }),
    description: t.string({ description: 'A note to tell endpoints apart; absent: unchanged.', required: false }),
    enabled: t.boolean({ required: false, description: 'Enabling an endpoint the server switched off starts its failure count afresh.' }),
  }),
});

const WebhookEndpointIdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.globalID({ required: true, description: 'A WebhookEndpoint id.' }) }) });
const RotateWebhookSecretInput = WebhookEndpointIdInput('RotateWebhookSecretInput');
const DeleteWebhookEndpointInput = WebhookEndpointIdInput('DeleteWebhookEndpointInput');
const SendTestWebhookInput = WebhookEndpointIdInput('SendTestWebhookInput');
const RedeliverWebhookInput = builder.inputType('RedeliverWebhookInput', { fields: (t) => ({ id: t.globalID({ required: true, description: 'A WebhookDelivery id.' }) }) });

const loadEndpoint = (ctx: Context, query: object, id: number) => ctx.db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id } });

const WebhookEndpointSecret = builder.objectRef<{ id: number; secret: string }>('WebhookEndpointSecret').implement({
  description: 'An endpoint with its new secret.',
  fields: (t) => ({
    endpoint: t.prismaField({ description: 'The endpoint.', type: WebhookEndpoint, resolve: (query, result, _args, ctx) => loadEndpoint(ctx, query, result.id) }),
    secret: t.exposeString('secret', { description: 'The signing secret (`whsec_` + base64). Shown this once: keep it in the receiver.' }),
  }),
});

const WebhookEndpointResult = builder.objectRef<{ id: number }>('WebhookEndpointSuccess').implement({
  fields: (t) => ({ endpoint: t.prismaField({ description: 'The endpoint as saved.', type: WebhookEndpoint, resolve: (query, result, _args, ctx) => loadEndpoint(ctx, query, result.id) }) }),
});

const DeleteWebhookEndpointResult = builder.objectRef<{ id: number }>('DeleteWebhookEndpointSuccess').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'The global id of the endpoint deleted.', resolve: (r) => encodeGlobalID('WebhookEndpoint', r.id) }) }),
});

const WebhookDeliveryResult = builder.objectRef<{ id: number }>('WebhookDeliverySuccess').implement({
  description: 'The delivery queued: its log shows the try within seconds.',
  fields: (t) => ({ delivery: t.field({ description: 'The delivery queued.', type: WebhookDelivery, resolve: (r, _a, ctx) => ctx.db.webhookDelivery.findUniqueOrThrow({ where: { id: r.id }, include: deliveryInclude }) }) }),
});

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointSecret,
    description: "Registers an endpoint for the viewer's store (the marketplace's, for the admin) and answers its secret, this once.",
    errors: { directResult: true },
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: (_root, { input }, ctx) => createWebhookEndpoint(ctx, input),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointResult,
    description: 'Changes the fields given (URL, events, description, enabled) and keeps the others.',
    errors: { directResult: true },
    args: { input: t.arg({ type: UpdateWebhookEndpointInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateWebhookEndpoint(ctx, endpointId(input.id), input),
  }),
  rotateWebhookSecret: t.field({
    type: WebhookEndpointSecret,
    description: 'A new secret, answered this once; the previous one also signs until previousSecretExpiresAt (24 hours by default).',
    errors: { directResult: true },
    args: { input: t.arg({ type: RotateWebhookSecretInput, required: true }) },
    resolve: (_root, { input }, ctx) => rotateWebhookSecret(ctx, endpointId(input.id)),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeleteWebhookEndpointResult,
    description: 'Deletes an endpoint with its delivery log.',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeleteWebhookEndpointInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteWebhookEndpoint(ctx, endpointId(input.id)),
  }),
  sendTestWebhook: t.field({
    type: WebhookDeliveryResult,
    description: 'Sends a `webhook.test` event to the endpoint (whatever it subscribes to).',
    errors: { directResult: true },
    args: { input: t.arg({ type: SendTestWebhookInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendTestWebhook(ctx, endpointId(input.id)),
  }),
  redeliverWebhook: t.field({
    type: WebhookDeliveryResult,
    description: "Sends a delivery's event again, once, now (same webhook-id, new timestamp and signature).",
    errors: { directResult: true },
    args: { input: t.arg({ type: RedeliverWebhookInput, required: true }) },
    resolve: (_root, { input }, ctx) => redeliverWebhook(ctx, deliveryId(input.id)),
  }),
}));
