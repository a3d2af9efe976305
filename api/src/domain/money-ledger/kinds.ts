/**
 * What each line of a vendor's ledger means, and its sign on the vendor's balance (issue 36):
 *   SALE +            the part's total, written when the part is placed
 *   COMMISSION −      the marketplace's share of the sale, at the rate the part was placed under
 *   BOOKING_FEE −     a viewing part's fee, when the admin set one
 *   REFUND −          money given back to the shopper
 *   COMMISSION_RETURN + the commission on what was refunded or cancelled
 *   CANCELLATION −    what was left of a cancelled part's sale
 *   PAYOUT −          the admin paid the vendor
 *   ADJUSTMENT ±      the admin's correction, with a reason
 */
import type { LedgerEntryKind } from '../../generated/prisma/client.ts';

export type { LedgerEntryKind };

export const LEDGER_ENTRY_KINDS = ['SALE', 'COMMISSION', 'BOOKING_FEE', 'REFUND', 'COMMISSION_RETURN', 'CANCELLATION', 'PAYOUT', 'ADJUSTMENT'] as const satisfies readonly LedgerEntryKind[];

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  SALE: 'Sale',
  COMMISSION: 'Commission',
  BOOKING_FEE: 'Booking fee',
  REFUND: 'Refund',
  COMMISSION_RETURN: 'Commission returned',
  CANCELLATION: 'Cancellation',
  PAYOUT: 'Payout',
  ADJUSTMENT: 'Adjustment',
};

/** The kinds that are the marketplace's own earnings (their negation is what it earned). */
export const MARKETPLACE_KINDS: readonly LedgerEntryKind[] = ['COMMISSION', 'BOOKING_FEE', 'COMMISSION_RETURN'];

export const isLedgerEntryKind = (value: unknown): value is LedgerEntryKind => (LEDGER_ENTRY_KINDS as readonly string[]).includes(value as string);
