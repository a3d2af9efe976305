import { formatWithCode } from '../../lib/price.ts';
import styles from './Statement.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';
import { kindLabel } from './money-labels.ts';

export interface StatementCurrencyRow {
  currency: string;
  opening: string;
  closing: string;
  lines: readonly { databaseId: number; createdAt: unknown; kind: string; kindLabel: string; orderId?: string | null; amount: string; note?: string | null }[];
}

/** One currency of a monthly statement: the opening balance, the month's lines oldest first, the closing balance. */
export function StatementTable({ row, firstDay, lastDay }: { row: StatementCurrencyRow; firstDay: string; lastDay: string }) {
  const t = useT(messages);
  return (
    <table className={styles.table}>
      <caption>{row.currency}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboardMoney.date')}</th>
          <th scope="col">{t('dashboardMoney.type')}</th>
          <th scope="col">{t('dashboardMoney.order')}</th>
          <th scope="col">{t('dashboardMoney.note')}</th>
          <th scope="col" className={styles.amount}>
            {t('dashboardMoney.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className={styles.balance}>
          <td>{firstDay}</td>
          <td colSpan={3}>{t('dashboardMoney.opening')}</td>
          <td className={styles.amount}>{formatWithCode(row.opening, row.currency)}</td>
        </tr>
        {row.lines.map((line) => (
          <tr key={line.databaseId}>
            <td>{String(line.createdAt).slice(0, 10)}</td>
            <td>{kindLabel(t, line)}</td>
            <td>{line.orderId ?? ''}</td>
            <td>{line.note ?? ''}</td>
            <td className={styles.amount}>{formatWithCode(line.amount, row.currency)}</td>
          </tr>
        ))}
        <tr className={styles.balance}>
          <td>{lastDay}</td>
          <td colSpan={3}>{t('dashboardMoney.closing')}</td>
          <td className={styles.amount}>{formatWithCode(row.closing, row.currency)}</td>
        </tr>
      </tbody>
    </table>
  );
}
