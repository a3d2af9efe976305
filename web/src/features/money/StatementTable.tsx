import { formatWithCode } from '../../lib/price.ts';
import styles from './Statement.module.css';

export interface StatementCurrencyRow {
  currency: string;
  opening: string;
  closing: string;
  lines: readonly { databaseId: number; createdAt: unknown; kindLabel: string; orderId?: string | null; amount: string; note?: string | null }[];
}

/** One currency of a monthly statement: the opening balance, the month's lines oldest first, the closing balance. */
export function StatementTable({ row, firstDay, lastDay }: { row: StatementCurrencyRow; firstDay: string; lastDay: string }) {
  return (
    <table className={styles.table}>
      <caption>{row.currency}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Type</th>
          <th scope="col">Order</th>
          <th scope="col">Note</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className={styles.balance}>
          <td>{firstDay}</td>
          <td colSpan={3}>Opening balance</td>
          <td className={styles.amount}>{formatWithCode(row.opening, row.currency)}</td>
        </tr>
        {row.lines.map((line) => (
          <tr key={line.databaseId}>
            <td>{String(line.createdAt).slice(0, 10)}</td>
            <td>{line.kindLabel}</td>
            <td>{line.orderId ?? ''}</td>
            <td>{line.note ?? ''}</td>
            <td className={styles.amount}>{formatWithCode(line.amount, row.currency)}</td>
          </tr>
        ))}
        <tr className={styles.balance}>
          <td>{lastDay}</td>
          <td colSpan={3}>Closing balance</td>
          <td className={styles.amount}>{formatWithCode(row.closing, row.currency)}</td>
        </tr>
      </tbody>
    </table>
  );
}
