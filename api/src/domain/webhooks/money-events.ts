/**
 * The webhooks of money (issue 36 through issue 38's outbox): a part's payment received, a part
 * refunded, a payout recorded. Each goes to the marketplace and to the store it concerns, inside
 * the transaction that wrote the money. Amounts are decimal texts in the order's currency, ids
 * global ids (README "Webhooks"); no event names the shopper.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DomainServices } from '../context.ts';
import { globalIdOf } from './global-ids.ts';
import { recordWebhookEvent, storeAndMarketplace } from './outbox.ts';

type Tx = Prisma.TransactionClient;
type Services = Pick<DomainServices, 'jobs'>;

interface PartMoneyEvent {
  partId: number;
  orderPublicId: string;
  vendorId: number | null;
  currency: string;
}

const money = (amount: string, currency: string) => ({ amount, currency });

const partFields = (part: PartMoneyEvent) => ({ part: globalIdOf('OrderPart', part.partId), orderId: part.orderPublicId });

/** `order_part.payment_received`: a bank transfer (or part of one) arrived. */
export function recordPaymentReceived(services: Services, tx: Tx, part: PartMoneyEvent, payment: { amount: string; paid: string; total: string; receivedOn: string }): Promise<void> {
  const data = { ...partFields(part), amount: money(payment.amount, part.currency), paid: money(payment.paid, part.currency), total: money(payment.total, part.currency), receivedOn: payment.receivedOn };
  return recordWebhookEvent(services, tx, 'order_part.payment_received', storeAndMarketplace(part.vendorId, data));
}

/** `order_part.refunded`: a full or partial refund, with the reason the vendor or admin gave. */
export function recordPartRefunded(services: Services, tx: Tx, part: PartMoneyEvent, refund: { amount: string; refunded: string; paid: string; reason: string }): Promise<void> {
  const data = { ...partFields(part), amount: money(refund.amount, part.currency), refunded: money(refund.refunded, part.currency), paid: money(refund.paid, part.currency), reason: refund.reason };
  return recordWebhookEvent(services, tx, 'order_part.refunded', storeAndMarketplace(part.vendorId, data));
}

/** `payout.recorded`: the admin paid a store its available balance in one currency. */
export function recordPayoutRecorded(services: Services, tx: Tx, payout: { id: number; vendorId: number; currency: string; amount: string; bankReference: string; createdAt: Date }): Promise<void> {
  const data = { payout: payout.id, vendor: globalIdOf('Vendor', payout.vendorId), amount: money(payout.amount, payout.currency), bankReference: payout.bankReference, paidAt: payout.createdAt.toISOString() };
  return recordWebhookEvent(services, tx, 'payout.recorded', storeAndMarketplace(payout.vendorId, data));
}
