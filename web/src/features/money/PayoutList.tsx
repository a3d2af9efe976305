import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';
import { formatCount } from '../../lib/number-format.ts';
import { kindLabel } from './money-labels.ts';

export interface PayoutRow {
  databaseId: number;
  currency: string;
  amount: string;
  bankReference: string;
  createdAt: unknown;
  lines: readonly { databaseId: number; kind: string; kindLabel: string; orderId?: string | null; amount: string }[];
}

/** The payouts a vendor received, each with the lines it paid (folded under the row). */
export function PayoutList({ payouts }: { payouts: readonly PayoutRow[] }) {
  const t = useT(messages);
  return (
    <AdminTable
      label={t('dashboardMoney.payouts')}
      columns={[t('dashboardMoney.date'), t('dashboardMoney.amount'), t('dashboardMoney.bankReference'), t('dashboardMoney.linesPaid')]}
      rows={payouts}
      empty={t('dashboardMoney.noPayouts')}
      nowrap={false}
      renderRow={(payout) => (
        <tr key={payout.databaseId}>
          <td>{String(payout.createdAt).slice(0, 10)}</td>
          <td>{formatWithCode(payout.amount, payout.currency)}</td>
          <td>{payout.bankReference}</td>
          <td>
            <details>
              <summary>{t('dashboardMoney.payoutLines', { count: payout.lines.length, shown: formatCount(payout.lines.length) })}</summary>
              <ul>
                {payout.lines.map((line) => (
                  <li key={line.databaseId}>
                    {kindLabel(t, line)} {line.orderId ?? ''} {formatWithCode(line.amount, payout.currency)}
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
