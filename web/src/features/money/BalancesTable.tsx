import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';

export interface BalanceRow {
  currency: string;
  pending: string;
  available: string;
  paidOut: string;
  /** The store, in the admin's list of every vendor's balances. */
  storeName?: string;
}

/** Balances per currency: pending (not yet delivered, or held), available (the next payout), paid out. */
export function BalancesTable({ balances, label, showStore = false }: { balances: readonly BalanceRow[]; label: string; showStore?: boolean }) {
  return (
    <AdminTable
      label={label}
      columns={[...(showStore ? ['Store'] : []), 'Currency', 'Pending', 'Available', 'Paid out']}
      rows={balances}
      empty="No money has moved yet: balances appear with the first order."
      renderRow={(row) => (
        <tr key={`${row.storeName ?? ''}-${row.currency}`}>
          {showStore && <td>{row.storeName}</td>}
          <td>{row.currency}</td>
          <td>{formatWithCode(row.pending, row.currency)}</td>
          <td>{formatWithCode(row.available, row.currency)}</td>
          <td>{formatWithCode(row.paidOut, row.currency)}</td>
          <td />
        </tr>
      )}
    />
  );
}
