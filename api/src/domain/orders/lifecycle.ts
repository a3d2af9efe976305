/**
 * The lifecycle of one vendor's part of an order: the one table of allowed transitions, who may
 * take each, and the words people read. Pure: no database, so every rule is checked by a unit
 * test and read by the writers (part-status.ts), the answers (allowedActions) and the mails.
 *
 *   products: PLACED → CONFIRMED → SHIPPED → DELIVERED
 *   viewings: REQUESTED → CONFIRMED | RESCHEDULED (a new date); RESCHEDULED → CONFIRMED |
 *             RESCHEDULED | COMPLETED; CONFIRMED → RESCHEDULED | COMPLETED
 *   either:   → CANCELLED (with a reason) from any state that is not final; the shopper only
 *             while PLACED or REQUESTED, the vendor and the admin from any.
 *   viewings: the shopper may also reschedule or cancel a viewing that is not final (issue 37
 *             part 3: an appointment is theirs to move, with notice to the vendor).
 */
import type { OrderActorKind, OrderPartStatus } from '../../generated/prisma/client.ts';

export type { OrderActorKind, OrderPartStatus };

export const ORDER_PART_STATUSES = ['PLACED', 'REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const satisfies readonly OrderPartStatus[];

export const ORDER_PART_ACTIONS = ['CONFIRM', 'SHIP', 'DELIVER', 'RESCHEDULE', 'COMPLETE', 'CANCEL'] as const;
export type OrderPartAction = (typeof ORDER_PART_ACTIONS)[number];

/** A part of products ships; a part of property viewings is an appointment. */
export type PartKind = 'PRODUCTS' | 'VIEWINGS';

/** Who is asking, for what they may do: the part's own vendor and the admin act alike. */
export type ActorRole = 'STAFF' | 'SHOPPER';

export const STATUS_LABELS: Record<OrderPartStatus, string> = {
  PLACED: 'Placed',
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  RESCHEDULED: 'Rescheduled',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const ACTOR_LABELS: Record<OrderActorKind, string> = { VENDOR: 'Vendor', ADMIN: 'Admin', SHOPPER: 'Shopper', SYSTEM: 'System' };

export const ACTION_LABELS: Record<OrderPartAction, string> = {
  CONFIRM: 'Confirm',
  SHIP: 'Mark shipped',
  DELIVER: 'Mark delivered',
  RESCHEDULE: 'Reschedule',
  COMPLETE: 'Mark completed',
  CANCEL: 'Cancel',
};

type Table = Record<PartKind, Partial<Record<OrderPartStatus, Partial<Record<OrderPartAction, OrderPartStatus>>>>>;

/** THE table: kind → from → action → to. Anything missing is not allowed. */
const TRANSITIONS: Table = {
  PRODUCTS: {
    PLACED: { CONFIRM: 'CONFIRMED', CANCEL: 'CANCELLED' },
    CONFIRMED: { SHIP: 'SHIPPED', CANCEL: 'CANCELLED' },
    SHIPPED: { DELIVER: 'DELIVERED', CANCEL: 'CANCELLED' },
  },
  VIEWINGS: {
    REQUESTED: { CONFIRM: 'CONFIRMED', RESCHEDULE: 'RESCHEDULED', CANCEL: 'CANCELLED' },
    CONFIRMED: { RESCHEDULE: 'RESCHEDULED', COMPLETE: 'COMPLETED', CANCEL: 'CANCELLED' },
    RESCHEDULED: { CONFIRM: 'CONFIRMED', RESCHEDULE: 'RESCHEDULED', COMPLETE: 'COMPLETED', CANCEL: 'CANCELLED' },
  },
};

/** The states a shopper may still cancel from: nothing has been done for them yet. */
const SHOPPER_CANCELLABLE: ReadonlySet<OrderPartStatus> = new Set(['PLACED', 'REQUESTED']);

export const INITIAL_STATUS: Record<PartKind, OrderPartStatus> = { PRODUCTS: 'PLACED', VIEWINGS: 'REQUESTED' };

/** A shopper cancels goods nothing was done for yet, and moves or cancels their own viewing. */
function shopperMay(kind: PartKind, from: OrderPartStatus, action: OrderPartAction): boolean {
  if (kind === 'VIEWINGS') return action === 'CANCEL' || action === 'RESCHEDULE';
  return action === 'CANCEL' && SHOPPER_CANCELLABLE.has(from);
}

/** Where `action` takes a part of `kind` from `from` for `role`, or null when it may not. */
export function nextStatus(kind: PartKind, from: OrderPartStatus, action: OrderPartAction, role: ActorRole): OrderPartStatus | null {
  const to = TRANSITIONS[kind][from]?.[action] ?? null;
  if (!to) return null;
  if (role === 'SHOPPER' && !shopperMay(kind, from, action)) return null;
  return to;
}

/** The actions `role` may take on a part in `status`, in the table's order. */
export function allowedActions(kind: PartKind, status: OrderPartStatus, role: ActorRole): OrderPartAction[] {
  return ORDER_PART_ACTIONS.filter((action) => nextStatus(kind, status, action, role) !== null);
}

/** A part with no way forward. */
export const isFinal = (kind: PartKind, status: OrderPartStatus) => !TRANSITIONS[kind][status];

/** Viewings are the lines with a booking date (properties); a part holds one catalogue only. */
export const partKindOf = (items: ReadonlyArray<{ bookingDate: Date | null }>): PartKind => (items.some((item) => item.bookingDate) ? 'VIEWINGS' : 'PRODUCTS');

/** The status each action names (where it leads whenever it is allowed). */
export const ACTION_TARGETS: Record<OrderPartAction, OrderPartStatus> = {
  CONFIRM: 'CONFIRMED',
  SHIP: 'SHIPPED',
  DELIVER: 'DELIVERED',
  RESCHEDULE: 'RESCHEDULED',
  COMPLETE: 'COMPLETED',
  CANCEL: 'CANCELLED',
};

export const TRANSITION_MESSAGE = (from: OrderPartStatus, action: OrderPartAction) =>
  `This part cannot go from ${STATUS_LABELS[from]} to ${STATUS_LABELS[ACTION_TARGETS[action]]}.`;

export interface Actor {
  kind: OrderActorKind;
  /** The vendor or admin account acting (null for the shopper and the system). */
  vendorId: number | null;
  role: ActorRole;
}

/** What a transition did, for the caller's answer and the mails. */
export interface AppliedTransition {
  partId: number;
  orderId: number;
  kind: PartKind;
  from: OrderPartStatus;
  to: OrderPartStatus;
  action: OrderPartAction;
  actor: Actor;
  note: string | null;
  viewingDate: Date | null;
  /** The viewing date before this step (a reschedule moves it). */
  previousViewingDate: Date | null;
  /** The system's own reason (its note is the English of it): the mails say it in their reader's language. */
  systemReason?: SystemReason;
  /** A timed viewing's start after this step, and before it (null: date only). */
  viewingAt?: Date | null;
  previousViewingAt?: Date | null;
}

/** Why the system moved a part by itself: a bank transfer that did not arrive within `days`. */
export interface SystemReason {
  kind: 'BANK_TRANSFER_EXPIRED';
  days: number;
}
