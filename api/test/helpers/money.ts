// The money tests' shared reading (issue 36): a vendor's balances summed straight from the ledger
// in SQL, written apart from the app's own query so each checks the other, and moving the app's clock.
import type { TestApp } from './test-app.ts';

export interface SqlBalance {
  pending: string;
  available: string;
  paidOut: string;
}

/** pending / available / paid out of `vendorId` in `currency` at `now`, by a plain SQL sum of the ledger. */
export async function sqlBalance(t: TestApp, vendorId: number, currency: string, now: Date): Promise<SqlBalance> {
  const [row] = await t.db.$queryRawUnsafe<Array<{ pending: string; available: string; paid_out: string }>>(
    `SELECT
       (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN order_parts p ON p.id = e.part_id
         WHERE e.vendor_id = $1 AND e.currency = $2 AND (p.funds_available_at IS NULL OR p.funds_available_at > $3))::numeric(16,2)::text AS pending,
       (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e LEFT JOIN order_parts p ON p.id = e.part_id
         WHERE e.vendor_id = $1 AND e.currency = $2 AND (e.part_id IS NULL OR p.funds_available_at <= $3))::numeric(16,2)::text AS available,
       (SELECT COALESCE(-SUM(e.amount), 0) FROM ledger_entries e WHERE e.vendor_id = $1 AND e.currency = $2 AND e.kind = 'PAYOUT')::numeric(16,2)::text AS paid_out`,
    vendorId,
    currency,
    now,
  );
  return { pending: row!.pending, available: row!.available, paidOut: row!.paid_out };
}

/** Moves the app's clock to `at` (the money rules read it: the holding period, payouts, expiry). */
export function setClock(t: TestApp, at: Date): void {
  t.app.services.clock.now = () => new Date(at);
}

export const DAY_MS = 86_400_000;
