import { useEffect, useState, type ReactNode } from 'react';
import type { BrandType } from '../../__generated__/DashboardOrdersPageQuery.graphql.ts';
import { ToggleGroup } from '../../components/ui/ToggleGroup.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { ORDER_BRAND_TYPES, type OrderBrandTypeName, type OrderFilters } from '../../lib/order-filters.ts';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';
import { dashboardCatalogueLabel } from '../../lib/i18n/dashboard-labels.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';
import styles from './Orders.module.css';

export interface OrderFiltersBarProps {
  filters: OrderFilters;
  brandTypes: readonly BrandType[];
  /** `replace`: the change replaces the current history entry (a search being typed). */
  onChange: (next: OrderFilters, replace?: boolean) => void;
  /** Shown at the end of the bar (the export). */
  actions?: ReactNode;
  /** Above the bar: the status tabs. */
  children?: ReactNode;
}

const isOrderBrandType = (value: string): value is OrderBrandTypeName => (ORDER_BRAND_TYPES as readonly string[]).includes(value);

/** Search, category and date range of the orders; every value is the URL's. */
export function OrderFiltersBar({ filters, brandTypes, onChange, actions, children }: OrderFiltersBarProps) {
  const urlSearch = filters.search ?? '';
  const [text, setText] = useState(urlSearch);
  const [settled] = useDebouncedValue(text.trim());
  const [shownSearch, setShownSearch] = useState(urlSearch);
  // The URL changed under the box (back button, a link): show its search.
  if (urlSearch !== shownSearch) {
    setShownSearch(urlSearch);
    if (urlSearch !== text.trim()) setText(urlSearch);
  }
  useEffect(() => {
    if (settled !== urlSearch) onChange({ ...filters, search: settled || undefined }, true);
    // Only a settled search writes the URL; the filters themselves are the URL's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const t = useT(ordersMessages);
  const kitT = useT(kitMessages);
  const categories = [{ value: 'ALL' as const, label: t('dashboardOrders.allCategories') }, ...brandTypes.filter(isOrderBrandType).map((b) => ({ value: b, label: dashboardCatalogueLabel(kitT, b) }))];
  return (
    <div className={styles.filters}>
      {children}
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          placeholder={t('dashboardOrders.searchPlaceholder')}
          aria-label={t('dashboardOrders.searchLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <ToggleGroup
          label={t('dashboardOrders.filterByCategory')}
          value={filters.brandType ?? 'ALL'}
          options={categories}
          onValueChange={(value) => onChange({ ...filters, brandType: value === 'ALL' ? undefined : value })}
        />
      </div>
      <div className={styles.tools}>
        <label className={styles.date}>
          {t('dashboardOrders.from')}
          <input type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })} />
        </label>
        <label className={styles.date}>
          {t('dashboardOrders.to')}
          <input type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })} />
        </label>
        {(filters.from || filters.to) && (
          <button type="button" className={styles.linkButton} onClick={() => onChange({ ...filters, from: undefined, to: undefined })}>
            {t('dashboardOrders.anyDate')}
          </button>
        )}
        <span className={styles.spacer} />
        {actions}
      </div>
    </div>
  );
}
