/**
 * A vendor's balances (issue 36), summed from the ledger by one query at the time of the clock,
 * never read from a stored total. A line belongs to its part's money: pending until the part's
 * money is available (delivered or completed, plus the holding period), available from then on;
 * a line with no part (a payout, an adjustment, a line whose order was deleted) is available at
 * once. Paid out is what the payouts took.
 */
import { Prisma } from '../../generated/prisma/client.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { cents, decimal } from './arithmetic.ts';

export interface Balance {
  currency: string;
  pending: string;
  available: string;
  paidOut: string;
}

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

interface SumRow {
  currency: string;
  pending: string;
  available: string;
  paid_out: string;
}

const byCurrency = (a: { currency: string }, b: { currency: string }) =>
  CURRENCY_CODES.indexOf(a.currency as never) - CURRENCY_CODES.indexOf(b.currency as never);

/**
 * The three sums over lines `e` joined to their parts `p` (LEFT JOIN order_parts p): the one
 * definition of pending, available and paid out, for a vendor's balances and the admin's view.
 */
export const balanceColumns = (now: Date) => Prisma.sql`
  COALESCE(SUM(e.amount) FILTER (WHERE e.part_id IS NOT NULL AND (p.funds_available_at IS NULL OR p.funds_available_at > ${now})), 0)::text AS pending,
  COALESCE(SUM(e.amount) FILTER (WHERE e.part_id IS NULL OR p.funds_available_at <= ${now}), 0)::text AS available,
  COALESCE(-SUM(e.amount) FILTER (WHERE e.kind = 'PAYOUT'), 0)::text AS paid_out`;

/** The balances of `vendorId` at `now`, one per currency it has lines in. */
export async function vendorBalances(db: Reader, vendorId: number, now: Date): Promise<Balance[]> {
  const rows = await db.$queryRaw<SumRow[]>`
    SELECT e.currency, ${balanceColumns(now)}
      FROM ledger_entries e LEFT JOIN order_parts p ON p.id = e.part_id
     WHERE e.vendor_id = ${vendorId}
     GROUP BY e.currency`;
  return rows.map((row) => ({ currency: row.currency, pending: decimal(cents(row.pending)), available: decimal(cents(row.available)), paidOut: decimal(cents(row.paid_out)) })).sort(byCurrency);
}

/** The condition of a line that is available at `now` (payouts.ts pays exactly these). */
export const AVAILABLE_LINE = (now: Date) => ({ OR: [{ partId: null }, { part: { fundsAvailableAt: { lte: now } } }] }) satisfies Prisma.LedgerEntryWhereInput;
