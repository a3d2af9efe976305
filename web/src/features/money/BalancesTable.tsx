import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';

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
  const t = useT(messages);
  return (
    <AdminTable
      label={label}
      columns={[...(showStore ? [t('dashboardMoney.store')] : []), t('dashboardMoney.currency'), t('dashboardMoney.pending'), t('dashboardMoney.available'), t('dashboardMoney.paidOut')]}
      rows={balances}
      empty={t('dashboardMoney.noBalances')}
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
