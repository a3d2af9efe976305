/**
 * Moving one vendor's part of an order along its lifecycle (lifecycle.ts): who may, with what
 * input, and the write. A transition locks the part's row, checks the table against the status it
 * finds, updates only while the status is still that one, and records the step in the part's
 * history, all in one transaction: two people acting at once cannot both apply.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, TransitionNotAllowedError, ValidationError } from '../errors.ts';
import { requireSignedIn, assertOwnerOrAdmin } from '../auth/guards.ts';
import { earliestToday, formatDateOnly, parseDateOnly } from '../promo/rules.ts';
import { MAX_BOOKING_DAYS_AHEAD } from '../checkout/quote.ts';
import { queueStatusMails } from './status-mail.ts';
import { shipmentColumns, type ShipmentInput } from './shipment.ts';
import { cancelViewing, rescheduleToDate, rescheduleToSlot, viewingInstant, type LockedViewing, type ViewingChange } from '../viewings/viewing-steps.ts';
import { recordPartTransition } from '../webhooks/order-events.ts';
import { recordPartStep } from '../money-ledger/lifecycle-money.ts';
import { returnPartStock } from '../stock/returns.ts';
import { nextStatus, ORDER_PART_ACTIONS, partKindOf, TRANSITION_MESSAGE, type Actor, type AppliedTransition, type OrderPartAction, type OrderPartStatus, type SystemReason } from './lifecycle.ts';

export interface TransitionInput {
  action: OrderPartAction;
  /** Why (required to cancel); shown in the history and the mails. */
  note?: string | null;
  /** The new viewing date (YYYY-MM-DD or a Date at midnight UTC): required to reschedule. */
  viewingDate?: string | Date | null;
  /** The system's own reason, when the system acts (the note is its English). */
  systemReason?: SystemReason;
  /** A timed viewing's new start (an ISO instant): one of the store's free slots; replaces viewingDate. */
  viewingAt?: string | Date | null;
  /** The carrier and tracking number, only with SHIP (both optional; shipment.ts edits them later). */
  shipment?: ShipmentInput | null;
}

export const NOTE_LIMIT = 500;

const PART_NOT_FOUND = 'Order part not found';

export function parseOrderPartAction(value: unknown): OrderPartAction {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if ((ORDER_PART_ACTIONS as readonly string[]).includes(text)) return text as OrderPartAction;
  throw new ValidationError(`action must be one of ${ORDER_PART_ACTIONS.join(', ')}`, 'action');
}

function cleanNote(note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if (text.length > NOTE_LIMIT) throw new ValidationError(`The note is limited to ${NOTE_LIMIT} characters`, 'note');
  return text || null;
}

/** A new viewing date: a real date, not before today anywhere on Earth, within two years. */
function newViewingDate(value: string | Date | null | undefined, now: Date): Date {
  const text = value instanceof Date ? formatDateOnly(value) : value?.trim();
  if (!text) throw new ValidationError('Please choose the new viewing date', 'viewingDate');
  const date = parseDateOnly(text.slice(0, 10));
  if (!date) throw new ValidationError('The viewing date must be a date like 2026-12-31', 'viewingDate');
  const earliest = earliestToday(now).getTime();
  if (date.getTime() < earliest) throw new ValidationError('The viewing date cannot be in the past', 'viewingDate');
  if (date.getTime() > earliest + MAX_BOOKING_DAYS_AHEAD * 86_400_000) throw new ValidationError('The viewing date must be within the next 2 years', 'viewingDate');
  return date;
}

/** What a viewing's step does to its time and slot (viewings/viewing-steps.ts); null for other steps. */
function viewingChangeOf(tx: Prisma.TransactionClient, input: TransitionInput, actor: Actor, locked: LockedViewing, now: Date): Promise<ViewingChange> | null {
  if (input.action === 'CANCEL') return cancelViewing(tx, locked, now);
  if (input.action !== 'RESCHEDULE') return null;
  if (input.viewingAt) return rescheduleToSlot(tx, locked, viewingInstant(input.viewingAt), now);
  return rescheduleToDate(tx, locked, actor.role === 'SHOPPER', now);
}

/** The shipment columns a SHIP step writes; shipment details with any other step are refused. */
function shipmentOfStep(input: TransitionInput) {
  const given = Boolean(input.shipment?.carrier?.trim() || input.shipment?.trackingNumber?.trim());
  if (input.action !== 'SHIP') {
    if (given) throw new ValidationError('A carrier and tracking number are only given when marking a part shipped', 'trackingNumber');
    return {};
  }
  return shipmentColumns(input.shipment ?? {});
}

/**
 * The vendor of the part or the admin moves it: anonymous 401, another store 403, an unknown part
 * NotFoundError, a step the table does not allow TransitionNotAllowedError, bad input
 * ValidationError; nothing changes on any refusal.
 */
export async function setOrderPartStatus(ctx: Context, partId: number, input: TransitionInput): Promise<AppliedTransition> {
  const viewer = await requireSignedIn(ctx);
  const part = Number.isSafeInteger(partId) ? await ctx.db.orderPart.findUnique({ where: { id: partId }, select: { vendorId: true } }) : null;
  if (!part) throw new NotFoundError(PART_NOT_FOUND);
  // A part whose store was deleted has no vendor: only the admin may still act on it.
  assertOwnerOrAdmin(viewer, part.vendorId ?? -1, 'the orders');
  const actor: Actor = { kind: viewer.kind === 'admin' ? 'ADMIN' : 'VENDOR', vendorId: viewer.vendorId, role: 'STAFF' };
  return applyTransition(ctx, partId, input, actor);
}

/** The write every caller of a transition shares (staff above, the shopper in tracking.ts). */
export async function applyTransition(ctx: Context, partId: number, input: TransitionInput, actor: Actor, now = ctx.services.clock.now()): Promise<AppliedTransition> {
  const note = cleanNote(input.note);
  const applied = await ctx.db.$transaction(
    async (tx) => {
      // The row lock makes a second action wait for the first and then see its status.
      const [locked] = await tx.$queryRaw<Array<{ status: OrderPartStatus; viewing_date: Date | null; order_id: number; vendor_id: number | null; viewing_at: Date | null }>>`
        SELECT status::text AS status, viewing_date, order_id, vendor_id, viewing_at FROM order_parts WHERE id = ${partId} FOR UPDATE`;
      if (!locked) throw new NotFoundError(PART_NOT_FOUND);
      const kind = partKindOf(await tx.orderItem.findMany({ where: { partId }, select: { bookingDate: true } }));
      const to = nextStatus(kind, locked.status, input.action, actor.role);
      if (!to) throw new TransitionNotAllowedError(TRANSITION_MESSAGE(locked.status, input.action), locked.status, input.action);
      if (input.action === 'CANCEL' && !note) throw new ValidationError('Please give the reason for cancelling', 'note');
      if ((input.viewingDate || input.viewingAt) && input.action !== 'RESCHEDULE') throw new ValidationError('A viewing date is only given when rescheduling', 'viewingDate');
      const viewing = kind === 'VIEWINGS' ? await viewingChangeOf(tx, input, actor, { partId, vendorId: locked.vendor_id, viewingAt: locked.viewing_at }, now) : null;
      const viewingDate = viewing?.viewingDate ?? (input.action === 'RESCHEDULE' ? newViewingDate(input.viewingDate, now) : locked.viewing_date);
      const shipment = shipmentOfStep(input);

      const data: Prisma.OrderPartUpdateManyMutationInput = { status: to, ...(input.action === 'RESCHEDULE' ? { viewingDate } : {}), ...viewing?.data, ...shipment };
      // Guarded by the status read under the lock: never applies over a step it did not see.
      const { count } = await tx.orderPart.updateMany({ where: { id: partId, status: locked.status }, data });
      if (count !== 1) throw new TransitionNotAllowedError(TRANSITION_MESSAGE(locked.status, input.action), locked.status, input.action);
      await tx.orderPartEvent.create({
        data: { partId, status: to, at: now, actorKind: actor.kind, actorVendorId: actor.vendorId, note, viewingDate: kind === 'VIEWINGS' ? viewingDate : null },
      });
      const result: AppliedTransition = {
        partId, orderId: locked.order_id, kind, from: locked.status, to, action: input.action, actor, note, viewingDate, previousViewingDate: locked.viewing_date,
        viewingAt: viewing ? viewing.viewingAt : locked.viewing_at, previousViewingAt: locked.viewing_at, systemReason: input.systemReason,
      };
      await recordPartStep(tx, result, now);
      if (to === 'CANCELLED') await returnPartStock(ctx, tx, partId, 'CANCEL');
      await queueStatusMails(ctx, tx, result);
      await recordPartTransition(ctx.services, tx, result);
      return result;
    },
    // PGlite has one connection: concurrent actions queue for it rather than fail.
    { maxWait: 60_000, timeout: 30_000 },
  );
  ctx.services.changes.emit({ kind: 'order', id: applied.orderId });
  return applied;
}
