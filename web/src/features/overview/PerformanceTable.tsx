import { Link } from 'react-router-dom';
import { useT } from '../../components/context/locale.tsx';
import { messages as dashboardInsights } from '../../lib/i18n/compiled/en/dashboardInsights.ts';
import type { dashboardInsights as insightsIds } from '../../lib/i18n/catalogues/en/dashboardInsights.ts';
import { productEditUrl } from '../../lib/dashboard-urls.ts';
import { formatCount } from '../../lib/number-format.ts';
import { formatWithSymbol } from '../../lib/price.ts';
import { SORTABLE_MEASURES, nextSort, type PerformanceSort, type SortableMeasure } from './performance-sort.ts';
import styles from './Overview.module.css';

export interface PerformanceRow {
  readonly databaseId: number;
  readonly name: string;
  readonly slug: string;
  readonly storeName: string;
  readonly views: number;
  readonly enquiries: number;
  readonly saves: number;
  readonly viewings: number;
  readonly orders: number;
  readonly revenueByCurrency: ReadonlyArray<{ readonly currency: string; readonly amount: number }>;
}

const HEADER = {
  VIEWS: 'insights.table.views', ENQUIRIES: 'insights.table.enquiries', SAVES: 'insights.table.saves',
  VIEWINGS: 'insights.table.viewings', ORDERS: 'insights.table.orders', REVENUE: 'insights.table.revenue',
} as const satisfies Record<SortableMeasure, keyof typeof insightsIds>;

const COUNT: Record<Exclude<SortableMeasure, 'REVENUE'>, (row: PerformanceRow) => number> = {
  VIEWS: (r) => r.views, ENQUIRIES: (r) => r.enquiries, SAVES: (r) => r.saves, VIEWINGS: (r) => r.viewings, ORDERS: (r) => r.orders,
};

/** Revenue as the dashboard writes amounts (the currency's symbol), one line per currency; a dash when none. */
const revenueText = (row: PerformanceRow) => row.revenueByCurrency.map((r) => formatWithSymbol(r.amount, r.currency)).join(' · ') || '–';

/**
 * Listing performance (issue 37 part 6): each listing's figures over the overview's period, sorted
 * by the header the vendor chose (kept in the URL by the caller), each listing linking to its edit page.
 */
export function PerformanceTable({ rows, sort, onSort, showStore }: { rows: readonly PerformanceRow[]; sort: PerformanceSort; onSort: (sort: PerformanceSort) => void; showStore: boolean }) {
  const t = useT(dashboardInsights);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('insights.table.listing')}</th>
            {showStore && <th scope="col">{t('insights.table.store')}</th>}
            {SORTABLE_MEASURES.map((measure) => {
              const sorted = sort.measure === measure;
              return (
                <th key={measure} scope="col" className={styles.numeric} aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                  <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(sort, measure))}>
                    {t(HEADER[measure])}
                    {sorted && <span className="visually-hidden">, {t(sort.descending ? 'insights.table.sortedDown' : 'insights.table.sortedUp')}</span>}
                    <span aria-hidden="true">{sorted ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.databaseId}>
              <th scope="row"><Link to={productEditUrl(row.slug)}>{row.name}</Link></th>
              {showStore && <td>{row.storeName}</td>}
              {SORTABLE_MEASURES.map((measure) => (
                <td key={measure} className={styles.numeric}>{measure === 'REVENUE' ? revenueText(row) : formatCount(COUNT[measure](row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
