/**
 * Webhook endpoints (issue 38): a store registers its own (they receive only its events); the
 * admin registers the marketplace's (they receive every store's), and may read and change any
 * endpoint, as it may any product. A partner's API key manages none (requireSignedIn refuses it).
 * The secret is answered on creation and rotation only, never listed.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireSignedIn, assertOwnerOrAdmin, type SignedIn } from '../auth/guards.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { checkWebhookUrl } from './address-guard.ts';
import { newWebhookSecret } from './signing.ts';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_ENDPOINTS_PER_OWNER, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@rules/webhooks.ts';

export interface WebhookEndpointInput {
  url?: string | null;
  events?: readonly string[] | null;
  description?: string | null;
  enabled?: boolean | null;
}

/** The endpoints the viewer may manage: its store's; the admin every one (the marketplace's first). */
export const endpointScope = (viewer: SignedIn): Prisma.WebhookEndpointWhereInput => (viewer.kind === 'admin' ? {} : { vendorId: viewer.vendorId });

/** Whose endpoints a new one joins: the vendor's store, or the marketplace (null) for the admin. */
const ownerOf = (viewer: SignedIn): number | null => (viewer.kind === 'admin' ? null : viewer.vendorId);

export async function listWebhookEndpoints<A extends Omit<Prisma.WebhookEndpointFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, args?: A): Promise<Prisma.WebhookEndpointGetPayload<A>[]> {
  const viewer = await requireSignedIn(ctx);
  return ctx.db.webhookEndpoint.findMany({ ...args, where: endpointScope(viewer), orderBy: [{ vendorId: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }] }) as Promise<Prisma.WebhookEndpointGetPayload<A>[]>;
}

/** An endpoint the viewer may manage: unknown 404, another store's 403 (nothing learned beyond that it exists). */
export async function endpointToManage(ctx: Context, id: number): Promise<{ viewer: SignedIn; endpoint: { id: number; vendorId: number | null; enabled: boolean } }> {
  const viewer = await requireSignedIn(ctx);
  const endpoint = Number.isSafeInteger(id) ? await ctx.db.webhookEndpoint.findUnique({ where: { id }, select: { id: true, vendorId: true, enabled: true } }) : null;
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  // The marketplace's endpoints (no store) are the admin's alone.
  assertOwnerOrAdmin(viewer, endpoint.vendorId ?? -1, 'the webhooks');
  return { viewer, endpoint };
}

function checkedEvents(events: readonly string[] | null | undefined): string[] {
  const unique = [...new Set((events ?? []).map((event) => event.trim()))];
  if (!unique.length) throw new ValidationError(WEBHOOK_MESSAGES.eventsRequired, 'events');
  const unknown = unique.find((event) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event));
  if (unknown !== undefined) throw new ValidationError(WEBHOOK_MESSAGES.unknownEvent(unknown.slice(0, 60)), 'events');
  return unique;
}

function checkedDescription(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (text.length > WEBHOOK_DESCRIPTION_MAX_LENGTH) throw new ValidationError(WEBHOOK_MESSAGES.descriptionTooLong, 'description');
  return text;
}

/** Creates an endpoint for the viewer's store (the marketplace for the admin) and answers its secret, this once. */
export async function createWebhookEndpoint(ctx: Context, input: WebhookEndpointInput): Promise<{ id: number; secret: string }> {
  const viewer = await requireSignedIn(ctx);
  const data = {
    url: checkWebhookUrl(input.url, ctx.services.config.webhooks),
    events: checkedEvents(input.events),
    description: checkedDescription(input.description),
    enabled: input.enabled ?? true,
  };
  const vendorId = ownerOf(viewer);
  if ((await ctx.db.webhookEndpoint.count({ where: { vendorId } })) >= WEBHOOK_ENDPOINTS_PER_OWNER) throw new ValidationError(WEBHOOK_MESSAGES.tooMany, 'url');
  const secret = newWebhookSecret();
  const created = await ctx.db.webhookEndpoint.create({ data: { ...data, vendorId, secret }, select: { id: true } });
  return { id: created.id, secret };
}

/**
 * Changes what is given and keeps the rest. Enabling an endpoint the server switched off clears
 * its reason and its failure clock: it gets the full disabling period again.
 */
export async function updateWebhookEndpoint(ctx: Context, id: number, input: WebhookEndpointInput): Promise<{ id: number }> {
  await endpointToManage(ctx, id);
  const data: Prisma.WebhookEndpointUpdateInput = {};
  if (input.url !== undefined && input.url !== null) data.url = checkWebhookUrl(input.url, ctx.services.config.webhooks);
  if (input.events !== undefined && input.events !== null) data.events = checkedEvents(input.events);
  if (input.description !== undefined && input.description !== null) data.description = checkedDescription(input.description);
  if (input.enabled !== undefined && input.enabled !== null) Object.assign(data, input.enabled ? { enabled: true, disabledReason: null, failingSince: null } : { enabled: false });
  await ctx.db.webhookEndpoint.update({ where: { id }, data });
  return { id };
}

/**
 * A new secret, answered this once; the previous one keeps signing for the grace period
 * (docs/decisions/webhook-secret-rotation.md), so a receiver can switch without losing a message.
 */
export async function rotateWebhookSecret(ctx: Context, id: number, now = new Date()): Promise<{ id: number; secret: string }> {
  await endpointToManage(ctx, id);
  const graceMs = ctx.services.config.webhooks.secretGraceHours * 3_600_000;
  const secret = newWebhookSecret();
  await ctx.db.$transaction(async (tx) => {
    const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: { secret: true } });
    await tx.webhookEndpoint.update({ where: { id }, data: { secret, previousSecret: current.secret, previousSecretExpiresAt: new Date(now.getTime() + graceMs) } });
  });
  return { id, secret };
}

/** Deletes an endpoint with its deliveries and their log. */
export async function deleteWebhookEndpoint(ctx: Context, id: number): Promise<{ id: number }> {
  await endpointToManage(ctx, id);
  await ctx.db.webhookEndpoint.deleteMany({ where: { id } });
  return { id };
}
