/**
 * The admin's view of the marketplace's money (issue 36), per currency: the commission earned
 * (commission and booking fees taken, less what refunds returned), what is owed to vendors
 * (every vendor's pending and available), what payouts are due (the vendors' positive available
 * balances) and what was paid out; and each vendor's balances, for recording a payout.
 */
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { cents, decimal } from './arithmetic.ts';
import { balanceColumns } from './balances.ts';

export interface VendorBalanceRow {
  vendorId: number;
  storeName: string;
  currency: string;
  pending: string;
  available: string;
  paidOut: string;
}

export interface MarketplaceTotals {
  currency: string;
  commissionEarned: string;
  owedToVendors: string;
  payoutsDue: string;
  paidOut: string;
}

interface Row {
  vendor_id: number;
  store_name: string;
  currency: string;
  pending: string;
  available: string;
  paid_out: string;
  earned: string;
}

export async function marketplaceMoney(ctx: Context): Promise<{ totals: MarketplaceTotals[]; vendors: VendorBalanceRow[] }> {
  await requireAdmin(ctx);
  const now = ctx.services.clock.now();
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT e.vendor_id, v.store_name, e.currency, ${balanceColumns(now)},
           COALESCE(-SUM(e.amount) FILTER (WHERE e.kind IN ('COMMISSION', 'BOOKING_FEE', 'COMMISSION_RETURN')), 0)::text AS earned
      FROM ledger_entries e JOIN vendors v ON v.id = e.vendor_id LEFT JOIN order_parts p ON p.id = e.part_id
     GROUP BY e.vendor_id, v.store_name, e.currency
     ORDER BY v.store_name, e.vendor_id, e.currency`;
  const zero = BigInt(0);
  const totals = CURRENCY_CODES.map((currency) => {
    const of = rows.filter((row) => row.currency === currency);
    const sum = (pick: (row: Row) => bigint) => decimal(of.reduce((total, row) => total + pick(row), zero));
    return {
      currency,
      commissionEarned: sum((row) => cents(row.earned)),
      owedToVendors: sum((row) => cents(row.pending) + cents(row.available)),
      payoutsDue: sum((row) => (cents(row.available) > zero ? cents(row.available) : zero)),
      paidOut: sum((row) => cents(row.paid_out)),
      lines: of.length,
    };
  })
    .filter((total) => total.lines > 0)
    .map(({ lines: _lines, ...total }) => total);
  const vendors = rows.map((row) => ({ vendorId: row.vendor_id, storeName: row.store_name, currency: row.currency, pending: decimal(cents(row.pending)), available: decimal(cents(row.available)), paidOut: decimal(cents(row.paid_out)) }));
  return { totals, vendors };
}
