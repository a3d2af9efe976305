import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';

export interface LedgerRow {
  databaseId: number;
  kindLabel: string;
  currency: string;
  amount: string;
  note?: string | null;
  createdAt: unknown;
  orderId?: string | null;
  state: string;
}

const STATE_LABELS: Record<string, string> = { PENDING: 'Pending', AVAILABLE: 'Available', PAID_OUT: 'Paid out' };

/** A vendor's ledger lines, newest first (the page filters them through its URL). */
export function LedgerTable({ lines }: { lines: readonly LedgerRow[] }) {
  return (
    <AdminTable
      label="Ledger"
      columns={['Date', 'Type', 'Order', 'Amount', 'Status', 'Note']}
      rows={lines}
      empty="No ledger lines match these filters."
      nowrap={false}
      renderRow={(line) => (
        <tr key={line.databaseId}>
          <td>{String(line.createdAt).slice(0, 10)}</td>
          <td>{line.kindLabel}</td>
          <td>{line.orderId ?? ''}</td>
          <td>{formatWithCode(line.amount, line.currency)}</td>
          <td>{STATE_LABELS[line.state] ?? line.state}</td>
          <td>{line.note ?? ''}</td>
          <td />
        </tr>
      )}
    />
  );
}
