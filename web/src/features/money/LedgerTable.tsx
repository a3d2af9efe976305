import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';
import { kindLabel, stateLabel } from './money-labels.ts';

export interface LedgerRow {
  databaseId: number;
  kind: string;
  kindLabel: string;
  currency: string;
  amount: string;
  note?: string | null;
  createdAt: unknown;
  orderId?: string | null;
  state: string;
}

/** A vendor's ledger lines, newest first (the page filters them through its URL). */
export function LedgerTable({ lines }: { lines: readonly LedgerRow[] }) {
  const t = useT(messages);
  return (
    <AdminTable
      label={t('dashboardMoney.ledger')}
      columns={[t('dashboardMoney.date'), t('dashboardMoney.type'), t('dashboardMoney.order'), t('dashboardMoney.amount'), t('dashboardMoney.status'), t('dashboardMoney.note')]}
      rows={lines}
      empty={t('dashboardMoney.noLines')}
      nowrap={false}
      renderRow={(line) => (
        <tr key={line.databaseId}>
          <td>{String(line.createdAt).slice(0, 10)}</td>
          <td>{kindLabel(t, line)}</td>
          <td>{line.orderId ?? ''}</td>
          <td>{formatWithCode(line.amount, line.currency)}</td>
          <td>{stateLabel(t, line.state)}</td>
          <td>{line.note ?? ''}</td>
          <td />
        </tr>
      )}
    />
  );
}
