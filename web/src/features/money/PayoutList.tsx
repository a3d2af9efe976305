import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';

export interface PayoutRow {
  databaseId: number;
  currency: string;
  amount: string;
  bankReference: string;
  createdAt: unknown;
  lines: readonly { databaseId: number; kindLabel: string; orderId?: string | null; amount: string }[];
}

/** The payouts a vendor received, each with the lines it paid (folded under the row). */
export function PayoutList({ payouts }: { payouts: readonly PayoutRow[] }) {
  return (
    <AdminTable
      label="Payouts"
      columns={['Date', 'Amount', 'Bank reference', 'Lines paid']}
      rows={payouts}
      empty="No payouts yet."
      nowrap={false}
      renderRow={(payout) => (
        <tr key={payout.databaseId}>
          <td>{String(payout.createdAt).slice(0, 10)}</td>
          <td>{formatWithCode(payout.amount, payout.currency)}</td>
          <td>{payout.bankReference}</td>
          <td>
            <details>
              <summary>{payout.lines.length} lines</summary>
              <ul>
                {payout.lines.map((line) => (
                  <li key={line.databaseId}>
                    {line.kindLabel} {line.orderId ?? ''} {formatWithCode(line.amount, payout.currency)}
                  </li>
                ))}
              </ul>
            </details>
          </td>
          <td />
        </tr>
      )}
    />
  );
}
