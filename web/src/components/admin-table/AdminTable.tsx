import type { ReactNode } from 'react';
import { EmptyText } from '../StatusText.tsx';
import styles from './AdminTable.module.css';
import { useT } from '../context/locale.tsx';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';

export interface AdminTableProps<Row> {
  /** The column headers, in order; the last column (the row's actions) is added, named for screen readers only. */
  columns: readonly string[];
  rows: ReadonlyArray<Row>;
  /** One keyed `<tr>` per row (a component, so each row may read its own fragment). */
  renderRow: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The table's accessible name, when the page's heading does not name it. */
  label?: string;
  /** Cells keep their text on one line (the box scrolls); off for cells of free text. */
  nowrap?: boolean;
}

/**
 * An admin list as a table (issue 33): every admin table has the same box (it scrolls sideways at
 * 390 px without widening the page), headers and a last column of row actions.
 */
export function AdminTable<Row>({ columns, rows, renderRow, empty, label, nowrap = true }: AdminTableProps<Row>) {
  const t = useT(kitMessages);
  if (!rows.length) return <EmptyText>{empty}</EmptyText>;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${nowrap ? styles.nowrap : ''}`} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('dashboardKit.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{rows.map(renderRow)}</tbody>
      </table>
    </div>
  );
}
