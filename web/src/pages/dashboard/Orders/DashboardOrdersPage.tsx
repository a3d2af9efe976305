import { Suspense, useMemo, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardOrdersPageQuery } from '../../../__generated__/DashboardOrdersPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { OrderTable } from '../../../features/dashboard-orders/OrderTable.tsx';
import { OrderStatusTabs } from '../../../features/dashboard-orders/OrderStatusTabs.tsx';
import { OrderFiltersBar } from '../../../features/dashboard-orders/OrderFiltersBar.tsx';
import { ExportOrdersButton } from '../../../features/dashboard-orders/ExportOrdersButton.tsx';
import { useLocale, useT } from '../../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../../lib/i18n/compiled/en/dashboardOrders.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { readOrderFilters, writeOrderFilters, type OrderFilters } from '../../../lib/order-filters.ts';

/** /vendor-dashboard/orders: Your Orders (docs/spec/vendor-admin.md §2 Orders, issue 21): a table a vendor works from. */
export default function DashboardOrdersPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardOrdersPageQuery>;
  const viewer = useDashboardViewer();
  const t = useT(ordersMessages);
  const locale = useLocale();
  return (
    <DashboardPage heading={t('dashboardOrders.heading')}>
      {/* docs/spec/vendor-admin.md: the server's message, else "Failed to fetch orders"; in Arabic and Urdu the
          page's own sentence, never an English one (the message of a failed load is the API's or the network's). */}
      <ErrorBoundary fallback={(error) => <ErrorText>{(locale === 'en' && error.message) || t('dashboardOrders.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardOrders.loading')}</LoadingText>}>
          <Orders queryRef={queryRef} isAdmin={viewer.isAdmin} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Orders({ queryRef, isAdmin }: { queryRef: PreloadedQuery<DashboardOrdersPageQuery>; isAdmin: boolean }) {
  const data = usePreloadedQuery<DashboardOrdersPageQuery>(
    graphql`
      query DashboardOrdersPageQuery($search: String, $brandType: BrandType, $status: OrderPartStatus, $from: Date, $to: Date) {
        myOrderBrandTypes
        ...OrderTable_query @arguments(search: $search, brandType: $brandType, status: $status, from: $from, to: $to)
      }
    `,
    queryRef,
  );
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(params), [params]);
  // Typing replaces the history entry (one entry per search, not per letter); a tab or a date adds one.
  const change = (next: OrderFilters, replace = false) => setParams(writeOrderFilters(next), { replace, preventScrollReset: true });
  // Bumped after every step taken on a part: the counts per status reload.
  const [countsKey, setCountsKey] = useState(0);
  const t = useT(ordersMessages);

  return (
    <>
      <OrderFiltersBar filters={filters} brandTypes={data.myOrderBrandTypes} onChange={change} actions={<ExportOrdersButton filters={filters} />}>
        <Suspense fallback={null}>
          <OrderStatusTabs filters={filters} fetchKey={countsKey} onChange={(status) => change({ ...filters, status })} />
        </Suspense>
      </OrderFiltersBar>
      <Suspense fallback={<LoadingText>{t('dashboardOrders.loading')}</LoadingText>}>
        <OrderTable query={data} filters={filters} isAdmin={isAdmin} onChanged={() => setCountsKey((key) => key + 1)} />
      </Suspense>
    </>
  );
}
