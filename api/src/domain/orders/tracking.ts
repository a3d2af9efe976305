/**
 * Guest tracking: the shopper proves an order is theirs by its id and the email given at checkout,
 * or by the signed token of the link in every order mail. Any mismatch answers null (never which
 * half was wrong), and lookups are rate limited per address so order ids cannot be probed.
 */
import type { Context } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { consumeRate } from '../shared/rate-limit.ts';
import { TRACKING_LIMITED_TEXT } from '@rules/order-tracking.ts';
import { normalizeEmail } from '../auth/email.ts';
import { partInclude } from './orders.ts';
import { applyTransition } from './part-status.ts';
import type { AppliedTransition } from './lifecycle.ts';

const TRACKING_RATE = { name: 'order-tracking:ip', limit: 30, windowSeconds: 600, message: TRACKING_LIMITED_TEXT };

export interface TrackingProof {
  orderId: string;
  email?: string | null;
  token?: string | null;
}


const trackedInclude = { parts: { orderBy: { id: 'asc' }, include: partInclude } } as const;

async function provenOrder(ctx: Context, proof: TrackingProof) {
  // Personal and counted: never from the shared answer cache.
  ctx.notShareable();
  const orderId = proof.orderId?.trim().toUpperCase() ?? '';
  const token = proof.token?.trim();
  const email = proof.email?.trim();
  // A valid signature already proves the order (no database needed to check it) and cannot be
  // guessed, so the mails' link is not counted against the limit on guesses: the page it opens
  // (rendered by the server, then asked again by the browser) costs nothing, and still opens for a
  // shopper whose address was limited (docs/decisions/signed-tracking-link-not-counted.md).
  const signed = !!token && /^ORD-[A-Z0-9]{4,20}$/.test(orderId) && ctx.services.readySigner().verify('order-tracking', orderId, token);
  if (!signed) await consumeRate(ctx, TRACKING_RATE, ctx.clientIp);
  if (!/^ORD-[A-Z0-9]{4,20}$/.test(orderId)) return null;
  const order = await ctx.db.order.findUnique({ where: { publicId: orderId }, include: trackedInclude });
  if (!order) return null;
  const byEmail = !!email && !!order.clientEmail && normalizeEmail(email) === normalizeEmail(order.clientEmail);
  return signed || byEmail ? order : null;
}

export type TrackedOrder = NonNullable<Awaited<ReturnType<typeof provenOrder>>>;

/** The order with every part, if the proof matches; else null. */
export function trackOrder(ctx: Context, proof: TrackingProof): Promise<TrackedOrder | null> {
  return provenOrder(ctx, proof);
}

/**
 * The shopper cancels one part of their order while it is still placed or requested (the table
 * says so), with a reason; recorded with actor Shopper. A proof that does not match, or a part of
 * another order, is NotFoundError.
 */
export async function cancelTrackedOrderPart(ctx: Context, proof: TrackingProof, partId: number, reason: string | null | undefined): Promise<AppliedTransition> {
  if (!reason?.trim()) throw new ValidationError('Please give the reason for cancelling', 'reason');
  const order = await provenOrder(ctx, proof);
  if (!order || !order.parts.some((part) => part.id === partId)) throw new NotFoundError('Order not found');
  return applyTransition(ctx, partId, { action: 'CANCEL', note: reason }, { kind: 'SHOPPER', vendorId: null, role: 'SHOPPER' });
}

/**
 * The shopper moves their viewing from the tracking page: to one of the store's free times
 * (`viewingAt`), or to a date when the store takes date-only requests; recorded with actor Shopper,
 * and the vendor is mailed (status-mail.ts). A proof that does not match, or a part of another
 * order, is NotFoundError.
 */
export async function rescheduleTrackedViewing(ctx: Context, proof: TrackingProof, partId: number, when: { viewingAt?: string | Date | null; viewingDate?: string | Date | null }): Promise<AppliedTransition> {
  const order = await provenOrder(ctx, proof);
  if (!order || !order.parts.some((part) => part.id === partId)) throw new NotFoundError('Order not found');
  return applyTransition(ctx, partId, { action: 'RESCHEDULE', viewingAt: when.viewingAt ?? null, viewingDate: when.viewingAt ? null : (when.viewingDate ?? null) }, { kind: 'SHOPPER', vendorId: null, role: 'SHOPPER' });
}
