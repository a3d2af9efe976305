import { useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrderStatusTabsQuery } from '../../__generated__/OrderStatusTabsQuery.graphql.ts';
import { ToggleGroup } from '../../components/ui/ToggleGroup.tsx';
import { ORDER_PART_STATUSES, type OrderFilters, type OrderPartStatusName } from '../../lib/order-filters.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';
import { messages as orderStepsMessages } from '../../lib/i18n/compiled/en/orderSteps.ts';
import { orderStatusLabel } from '../../lib/order-step-labels.ts';

const isStatus = (value: string): value is OrderPartStatusName => (ORDER_PART_STATUSES as readonly string[]).includes(value);

/**
 * All and one tab per status, each with how many orders it holds under the other filters. The
 * counts reload after every step taken on a part (`fetchKey`); the old ones stay until then.
 */
export function OrderStatusTabs({ filters, fetchKey, onChange }: { filters: OrderFilters; fetchKey: number; onChange: (status: OrderPartStatusName | undefined) => void }) {
  const variables = useDeferredValue({ search: filters.search ?? null, brandType: filters.brandType ?? null, from: filters.from ?? null, to: filters.to ?? null });
  const deferredKey = useDeferredValue(fetchKey);
  const t = useT(ordersMessages);
  const stepsT = useT(orderStepsMessages);
  const data = useLazyLoadQuery<OrderStatusTabsQuery>(
    graphql`
      query OrderStatusTabsQuery($search: String, $brandType: BrandType, $from: Date, $to: Date) {
        myOrderStatusCounts(search: $search, brandType: $brandType, from: $from, to: $to) {
          status
          statusLabel
          count
        }
      }
    `,
    variables,
    { fetchKey: deferredKey, fetchPolicy: 'store-and-network' },
  );
  const counts = data.myOrderStatusCounts.filter((entry) => isStatus(entry.status));
  const options = [
    { value: 'ALL', label: t('dashboardOrders.all') },
    ...counts.map((entry) => ({ value: entry.status, label: `${orderStatusLabel(stepsT, entry.status, entry.statusLabel)} (${entry.count})` })),
  ];
  return <ToggleGroup label={t('dashboardOrders.filterByStatus')} value={filters.status ?? 'ALL'} options={options} onValueChange={(value) => onChange(isStatus(value) ? value : undefined)} />;
}
