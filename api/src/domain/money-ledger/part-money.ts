/**
 * What one order part's money stands at, read under the part's row lock by the writes that must
 * not overdraw it (refunds, funds received): paid, refunded, and the rate it was placed under.
 */
import type { OrderPartStatus, PaymentMethod, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../errors.ts';
import { cents, decimal } from './arithmetic.ts';

export interface PartMoney {
  id: number;
  orderId: number;
  orderPublicId: string;
  vendorId: number | null;
  status: OrderPartStatus;
  currency: string;
  paymentMethod: PaymentMethod | null;
  totalCents: bigint;
  paidCents: bigint;
  refundedCents: bigint;
  commissionPercent: string;
}

export const PART_NOT_FOUND = 'Order part not found';

/** Locks the part's row (FOR UPDATE) and reads its money; a second writer waits for the first. */
export async function lockPartMoney(tx: Prisma.TransactionClient, partId: number): Promise<PartMoney> {
  const [row] = await tx.$queryRaw<
    Array<{ id: number; order_id: number; public_id: string; vendor_id: number | null; status: OrderPartStatus; currency: string; payment_method: PaymentMethod | null; total_cost: string; commission_percent: string }>
  >`SELECT p.id, p.order_id, o.public_id, p.vendor_id, p.status::text AS status, o.currency, o.payment_method::text AS payment_method,
           p.total_cost::text AS total_cost, p.commission_percent::text AS commission_percent
      FROM order_parts p JOIN orders o ON o.id = p.order_id
     WHERE p.id = ${partId} FOR UPDATE OF p`;
  if (!row) throw new NotFoundError(PART_NOT_FOUND);
  const [paid, refunded] = await Promise.all([
    tx.partPayment.aggregate({ where: { partId }, _sum: { amount: true } }),
    tx.ledgerEntry.aggregate({ where: { partId, kind: 'REFUND' }, _sum: { amount: true } }),
  ]);
  return {
    id: row.id,
    orderId: row.order_id,
    orderPublicId: row.public_id,
    vendorId: row.vendor_id,
    status: row.status,
    currency: row.currency,
    paymentMethod: row.payment_method,
    totalCents: cents(row.total_cost),
    paidCents: paid._sum.amount ? cents(paid._sum.amount) : BigInt(0),
    refundedCents: refunded._sum.amount ? -cents(refunded._sum.amount) : BigInt(0),
    commissionPercent: row.commission_percent,
  };
}

/** The part's payment state as people read it. */
export type PaymentState = 'NOT_PAYABLE' | 'AWAITING_PAYMENT' | 'PAID' | 'PAY_ON_DELIVERY';

export function paymentStateOf(part: Pick<PartMoney, 'paymentMethod' | 'totalCents' | 'paidCents'>): PaymentState {
  if (!part.paymentMethod || part.totalCents === BigInt(0)) return 'NOT_PAYABLE';
  if (part.paidCents >= part.totalCents) return 'PAID';
  return part.paymentMethod === 'BANK_TRANSFER' ? 'AWAITING_PAYMENT' : 'PAY_ON_DELIVERY';
}

export interface PartRefund {
  amount: string;
  reason: string | null;
  at: Date;
}

/** What the shopper and the staff read of a part's money (no lock: a read of the committed state). */
export async function partMoneyView(db: Pick<Prisma.TransactionClient, 'partPayment' | 'ledgerEntry'>, part: { id: number; totalCost: { toFixed(n: number): string }; paymentMethod: PaymentMethod | null }) {
  const [paid, refunds] = await Promise.all([
    db.partPayment.aggregate({ where: { partId: part.id }, _sum: { amount: true } }),
    db.ledgerEntry.findMany({ where: { partId: part.id, kind: 'REFUND' }, orderBy: { id: 'asc' }, select: { amount: true, note: true, createdAt: true } }),
  ]);
  const paidCents = paid._sum.amount ? cents(paid._sum.amount) : BigInt(0);
  const refundedCents = refunds.reduce((sum, refund) => sum - cents(refund.amount), BigInt(0));
  return {
    state: paymentStateOf({ paymentMethod: part.paymentMethod, totalCents: cents(part.totalCost), paidCents }),
    paid: decimal(paidCents),
    refunded: decimal(refundedCents),
    refunds: refunds.map((refund): PartRefund => ({ amount: decimal(-cents(refund.amount)), reason: refund.note, at: refund.createdAt })),
  };
}
