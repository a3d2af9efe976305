import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { DashboardProductTable_products$data, DashboardProductTable_products$key } from '../../__generated__/DashboardProductTable_products.graphql.ts';
import type { DashboardProductTableDeleteMutation } from '../../__generated__/DashboardProductTableDeleteMutation.graphql.ts';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useToast } from '../../components/ui/Toast.tsx';
import fallbackImage from '../../assets/image-placeholder.svg';
import { formatWithSymbol, isDiscounted } from '../../lib/price.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { invalidateCatalogue, productListConnectionId } from './connection.ts';
import { columnDirection, nextSort, SORT_COLUMNS, type MyProductsSort, type SortColumn } from './productSort.ts';
import buttons from '../../components/Button.module.css';
import styles from './DashboardProductTable.module.css';
import { formatCount } from '../../lib/number-format.ts';
import { productEditUrl } from '../../lib/dashboard-urls.ts';
import { StockCell } from './StockCell.tsx';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import type { Translate } from '../../lib/i18n/translator.ts';
import { messages as productsMessages } from '../../lib/i18n/compiled/en/dashboardProducts.ts';

type ProductsT = Translate<keyof typeof productsMessages>;

const rowsFragment = graphql`
  fragment DashboardProductTable_products on Product @relay(plural: true) {
    id
    slug
    name
    path
    featureImage {
      thumbUrl: url(variant: THUMB)
    }
    price {
      amount
    }
    discountedPrice {
      amount
    }
    category {
      name
    }
    vendor {
      storeName
    }
    hiddenFromSuggestions
    viewCount
    orderLineCount
    catalogue
    stock
    lowStockThreshold
  }
`;

type Row = DashboardProductTable_products$data[number];

/**
 * The products as a table (picture, name, price, category, status, stock, views, orders) with sortable headers
 * and row selection; the selected rows go in one deleteProducts call behind one confirmation.
 * Narrow screens scroll the table inside its own box.
 */
export function DashboardProductTable({ products, sort, onSort, showStore }: { products: DashboardProductTable_products$key; sort: MyProductsSort; onSort: (sort: MyProductsSort) => void; showStore: boolean }) {
  const rows = useFragment(rowsFragment, products);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteProducts(() => {
    setConfirming(false);
    setSelected(new Set());
  });
  // Rows gone from the list (deleted, filtered out) are no longer selected.
  const chosen = rows.filter((row) => selected.has(row.id));
  const t = useT(productsMessages);
  const confirmLabels = useDashboardConfirmLabels();
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.bulk} role="toolbar" aria-label={t('dashboardProducts.selectedProducts')}>
        <span aria-live="polite">{chosen.length ? t('dashboardProducts.selected', { count: chosen.length }) : t('dashboardProducts.selectHint')}</span>
        <button type="button" className={`${buttons.secondary} ${styles.bulkDelete}`} disabled={!chosen.length} onClick={() => setConfirming(true)}>
          {t('dashboardProducts.deleteSelected')}
        </button>
      </div>
      <div className={styles.scroller} role="region" aria-label={t('dashboardProducts.tableLabel')} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.check}>
                <input type="checkbox" aria-label={t('dashboardProducts.selectAll')} checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))} />
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('dashboardProducts.image')}</span>
              </th>
              <SortHeader column="name" sort={sort} onSort={onSort} />
              <SortHeader column="price" sort={sort} onSort={onSort} />
              <SortHeader column="category" sort={sort} onSort={onSort} />
              <SortHeader column="status" sort={sort} onSort={onSort} />
              <th scope="col">{t('dashboardProducts.stock')}</th>
              <SortHeader column="views" sort={sort} onSort={onSort} numeric />
              <SortHeader column="orders" sort={sort} onSort={onSort} numeric />
              <th scope="col">
                <span className="visually-hidden">{t('dashboardProducts.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ProductRow key={row.id} row={row} selected={selected.has(row.id)} onToggle={() => toggle(row.id)} showStore={showStore} />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        {...confirmLabels}
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) deletion.clearError();
        }}
        title={t('dashboardProducts.deleteCountTitle', { count: chosen.length })}
        description={t('dashboardProducts.deleteCountQuestion', { names: describe(t, chosen) })}
        onConfirm={() => deletion.remove(chosen.map((row) => row.id))}
        busy={deletion.deleting}
        error={deletion.error}
      />
    </div>
  );
}

/** One product: its checkbox, picture, name (and store), price, category, status, stock, views, orders and Edit. */
function ProductRow({ row, selected, onToggle, showStore }: { row: Row; selected: boolean; onToggle: () => void; showStore: boolean }) {
  const t = useT(productsMessages);
  return (
    <tr aria-selected={selected}>
        <td className={styles.check}>
          <input type="checkbox" aria-label={t('dashboardProducts.selectName', { name: row.name })} checked={selected} onChange={onToggle} />
        </td>
        <td>
          <FallbackImage src={row.featureImage.thumbUrl} fallbackSrc={fallbackImage} alt="" width={64} height={48} className={styles.thumb} />
        </td>
        <th scope="row" className={styles.name}>
          <Link to={row.path}>{row.name}</Link>
          {showStore && <span className={styles.store}>{row.vendor.storeName}</span>}
        </th>
        <td>
          {/* The list price, which the column sorts by; a lower discounted price below it. */}
          <span>{formatWithSymbol(row.price.amount, 'USD')}</span>
          {isDiscounted(row.price.amount, row.discountedPrice?.amount) && <span className={styles.sale}>{t('dashboardProducts.sale', { price: formatWithSymbol(row.discountedPrice?.amount, 'USD') })}</span>}
        </td>
        <td>{row.category.name}</td>
        <td>
          <span className={row.hiddenFromSuggestions ? styles.hidden : styles.active}>{row.hiddenFromSuggestions ? t('dashboardProducts.hidden') : t('dashboardProducts.active')}</span>
        </td>
        <td>
          <StockCell product={row} />
        </td>
        <td className={styles.numeric}>{formatCount(row.viewCount ?? 0)}</td>
        <td className={styles.numeric}>{formatCount(row.orderLineCount ?? 0)}</td>
        <td>
          <Link to={productEditUrl(row.slug)} className={styles.edit} aria-label={t('dashboardProducts.editName', { name: row.name })}>
            {t('dashboardProducts.edit')}
          </Link>
        </td>
    </tr>
  );
}

/** Deletes the chosen products in one call; `onDeleted` clears the selection and the confirmation, a toast says how many went. */
function useDeleteProducts(onDeleted: () => void) {
  const [error, setError] = useState<string | null>(null);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const t = useT(productsMessages);
  const serverText = useServerText();
  const [commit, deleting] = useMutation<DashboardProductTableDeleteMutation>(graphql`
    mutation DashboardProductTableDeleteMutation($ids: [ID!]!, $connections: [ID!]!) {
      deleteProducts(ids: $ids) {
        __typename
        ... on DeleteProductsSuccess {
          deletedIds @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove(ids: string[]) {
    setError(null);
    commit({
      variables: { ids, connections: [productListConnectionId()] },
      onCompleted: ({ deleteProducts }) => {
        if (deleteProducts.__typename !== 'DeleteProductsSuccess') {
          setError(serverText(typedErrorMessage(deleteProducts) ?? '') || t('dashboardProducts.deleteFailed'));
          return;
        }
        onDeleted();
        invalidateCatalogue(environment);
        const count = deleteProducts.deletedIds?.length ?? 0;
        toast({ title: t('dashboardProducts.deletedCount', { count }) });
      },
      onError: (e) => setError(serverText(e.message) || t('dashboardProducts.deleteFailed')),
    });
  }
  return { remove, deleting, error, clearError: () => setError(null) };
}

function SortHeader({ column, sort, onSort, numeric }: { column: SortColumn; sort: MyProductsSort; onSort: (sort: MyProductsSort) => void; numeric?: boolean }) {
  const t = useT(productsMessages);
  const direction = columnDirection(sort, column);
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={numeric ? styles.numeric : undefined}>
      <button type="button" className={styles.sort} onClick={() => onSort(nextSort(sort, column))}>
        {t(SORT_COLUMNS[column].label)}
        <span aria-hidden="true" className={styles.arrow}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The names of what will be deleted: all of a few, the first ones and a count of many. */
function describe(t: ProductsT, rows: readonly Row[]): string {
  const names = rows.map((row) => row.name);
  if (names.length <= 3) return names.join(', ');
  return t('dashboardProducts.namesAndMore', { names: names.slice(0, 3).join(', '), count: names.length - 3 });
}
