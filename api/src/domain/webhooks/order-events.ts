/**
 * The webhooks of orders (README "Webhooks"): what each event's `data` holds, and the call each
 * order write makes inside its transaction. A store's endpoints get only that store's parts; the
 * marketplace's get every part. No event carries the shopper's details (name, contact, address):
 * an owner reads those through the API it is allowed to (myOrders with a store key).
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DomainServices } from '../context.ts';
import { partKindOf, type AppliedTransition } from '../orders/lifecycle.ts';
import { recordWebhookEvent, type WebhookAudience } from './outbox.ts';
import { globalIdOf } from './global-ids.ts';

type Tx = Prisma.TransactionClient;
type Services = Pick<DomainServices, 'jobs'>;

const partSelect = {
  id: true,
  vendorId: true,
  storeId: true,
  status: true,
  totalCost: true,
  viewingDate: true,
  viewingAt: true,
  viewingTimeZone: true,
  order: { select: { publicId: true, currency: true, totalCost: true, createdAt: true } },
  items: { select: { productId: true, productName: true, quantity: true, unitPrice: true, lineTotal: true, bookingDate: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderPartSelect;

type LoadedPart = Prisma.OrderPartGetPayload<{ select: typeof partSelect }>;

const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** One part as its events carry it. */
function partData(part: LoadedPart) {
  const currency = part.order.currency;
  return {
    id: globalIdOf('OrderPart', part.id),
    orderId: part.order.publicId,
    storeId: part.storeId,
    kind: partKindOf(part.items),
    status: part.status,
    total: { amount: part.totalCost.toFixed(2), currency },
    viewingDate: dateOnly(part.viewingDate),
    // A timed viewing's start (issue 37 part 3) and the store's zone it is read in; null for a request by date.
    viewingAt: part.viewingAt?.toISOString() ?? null,
    viewingTimeZone: part.viewingTimeZone,
    items: part.items.map((item) => ({
      product: item.productId === null ? null : globalIdOf('Product', item.productId),
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: { amount: item.unitPrice.toFixed(2), currency },
      lineTotal: { amount: item.lineTotal.toFixed(2), currency },
      bookingDate: dateOnly(item.bookingDate),
    })),
  };
}

/** `order.placed` (every part to the marketplace, each store its own) and `viewing.booked` per viewing part. */
export async function recordOrderPlaced(services: Services, tx: Tx, orderId: number): Promise<void> {
  const parts = await tx.orderPart.findMany({ where: { orderId }, select: partSelect, orderBy: { id: 'asc' } });
  if (!parts.length) return;
  const { order } = parts[0];
  const orderData = (shown: LoadedPart[], withTotal: boolean) => ({
    orderId: order.publicId,
    placedAt: order.createdAt.toISOString(),
    ...(withTotal ? { total: { amount: order.totalCost.toFixed(2), currency: order.currency } } : {}),
    parts: shown.map(partData),
  });
  const stores = [...new Set(parts.map((part) => part.vendorId).filter((id): id is number => id !== null))];
  const audiences: WebhookAudience[] = [
    { vendorId: null, data: orderData(parts, true) },
    ...stores.map((vendorId) => ({ vendorId, data: orderData(parts.filter((part) => part.vendorId === vendorId), false) })),
  ];
  await recordWebhookEvent(services, tx, 'order.placed', audiences);
  for (const part of parts) {
    if (partKindOf(part.items) === 'VIEWINGS') await recordWebhookEvent(services, tx, 'viewing.booked', partAudiences(part, partData(part)));
  }
}

/** The marketplace and the part's store see the same part. */
const partAudiences = (part: LoadedPart, data: Record<string, unknown>): WebhookAudience[] =>
  part.vendorId === null ? [{ vendorId: null, data }] : [{ vendorId: null, data }, { vendorId: part.vendorId, data }];

/**
 * A step of a part's lifecycle: `order_part.status_changed` always; `order_part.cancelled` and,
 * for a viewing, `viewing.cancelled` too when the step cancels (an endpoint subscribes to the
 * precise event it wants).
 */
export async function recordPartTransition(services: Services, tx: Tx, step: AppliedTransition): Promise<void> {
  const part = await tx.orderPart.findUnique({ where: { id: step.partId }, select: partSelect });
  if (!part) return;
  const data = { part: partData(part), from: step.from, to: step.to, action: step.action, actor: step.actor.kind, note: step.note };
  const audiences = partAudiences(part, data);
  await recordWebhookEvent(services, tx, 'order_part.status_changed', audiences);
  if (step.kind === 'VIEWINGS' && step.action === 'RESCHEDULE') await recordWebhookEvent(services, tx, 'viewing.rescheduled', audiences);
  if (step.to !== 'CANCELLED') return;
  await recordWebhookEvent(services, tx, 'order_part.cancelled', audiences);
  if (step.kind === 'VIEWINGS') await recordWebhookEvent(services, tx, 'viewing.cancelled', audiences);
}
