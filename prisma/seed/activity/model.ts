// What the demo's activity plans before it writes anything: orders, their parts and each part's
// life (the steps of domain/orders/lifecycle.ts, the payments, a refund), all in memory, so the
// writer can put them in with a handful of batched inserts.
import type { OrderActorKind, OrderPartStatus, PaymentMethod, Prisma } from '../../../api/src/generated/prisma/client.ts';
import { nextStatus, type OrderPartAction, type PartKind } from '../../../api/src/domain/orders/lifecycle.ts';
import type { Shopper } from './shoppers.ts';

export interface ActivityProduct {
  id: number;
  vendorId: number;
  name: string;
  slug: string;
  catalogue: 'REAL_ESTATE' | 'HOME_PRODUCTS';
  price: Prisma.Decimal;
  discountedPrice: Prisma.Decimal | null;
  /** The stock the product has now (null: not tracked). */
  stock: number | null;
}

export interface ActivityVendor {
  id: number;
  storeId: string;
  storeName: string;
  brandType: 'REAL_ESTATE' | 'HOME_PRODUCTS' | 'ELECTRONICS';
  /** The commission in force over the window (percent, and a USD fee per viewing). */
  rate: { percent: string; bookingFee: string | null };
}

export interface PlannedItem {
  product: ActivityProduct;
  quantity: number;
  unitPrice: Prisma.Decimal;
  lineTotal: Prisma.Decimal;
  promo: { id: number; code: string; percent: number } | null;
  bookingDate: Date | null;
}

export interface PlannedStep {
  status: OrderPartStatus;
  at: Date;
  actorKind: OrderActorKind;
  note?: string;
  viewingDate?: Date | null;
  /** A money step (a payment, a refund): written in the history with the status unchanged. */
  historyOnly?: boolean;
}

export interface PlannedSlot {
  startsAt: Date;
  endsAt: Date;
  /** When the slot was given up (the viewing moved or was cancelled). */
  releasedAt: Date | null;
}

export interface PlannedPart {
  vendor: ActivityVendor;
  kind: PartKind;
  items: PlannedItem[];
  total: Prisma.Decimal;
  status: OrderPartStatus;
  steps: PlannedStep[];
  payments: Array<{ amount: Prisma.Decimal; receivedOn: Date; at: Date; actorKind: OrderActorKind }>;
  /** A refund of the whole part after delivery: the goods came back. */
  refund: { at: Date; reason: string } | null;
  shipment: { carrier: string; trackingNumber: string } | null;
  viewing: { date: Date; at: Date; timeZone: string; sequence: number; slots: PlannedSlot[] } | null;
  fundsAvailableAt: Date | null;
}

export interface PlannedOrder {
  publicId: string;
  shopper: Shopper;
  currency: { code: string; rate: Prisma.Decimal };
  language: string;
  paymentMethod: PaymentMethod | null;
  createdAt: Date;
  parts: PlannedPart[];
}

export const DAY_KEY = (at: Date) => at.toISOString().slice(0, 10);
export const dateOnly = (at: Date) => new Date(`${DAY_KEY(at)}T00:00:00Z`);

/** Moves the part one step, checked against the lifecycle's own table (a wrong path is a bug in the demo). */
export function takeStep(part: PlannedPart, action: OrderPartAction, step: Omit<PlannedStep, 'status'>): void {
  const to = nextStatus(part.kind, part.status, action, step.actorKind === 'SHOPPER' ? 'SHOPPER' : 'STAFF');
  if (!to) throw new Error(`demo activity: ${action} is not allowed on a ${part.kind.toLowerCase()} part ${part.status}`);
  part.status = to;
  part.steps.push({ ...step, status: to });
}
