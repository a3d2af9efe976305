import { Suspense, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardOrdersPageQuery } from '../../../__generated__/DashboardOrdersPageQuery.graphql.ts';
import type { BrandType } from '../../../__generated__/OrderListPaginationQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { OrderList } from '../../../features/dashboard-orders/OrderList.tsx';
import { brandTypeLabel, ORDER_TEXT } from '../../../features/dashboard-orders/brandTypes.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import styles from '../Products/DashboardProductsPage.module.css';

/** /vendor-dashboard/orders: Your Orders (spec §2 Orders). */
export default function DashboardOrdersPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardOrdersPageQuery>;
  const viewer = useDashboardViewer();
  return (
    <DashboardPage heading="Your Orders">
      <ErrorBoundary fallback={(error) => <ErrorText>{error.message || ORDER_TEXT.fetchFailed}</ErrorText>}>
        <Suspense fallback={<LoadingText>{ORDER_TEXT.loading}</LoadingText>}>
          <Orders queryRef={queryRef} canDelete={viewer.isAdmin} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Orders({ queryRef, canDelete }: { queryRef: PreloadedQuery<DashboardOrdersPageQuery>; canDelete: boolean }) {
  const data = usePreloadedQuery<DashboardOrdersPageQuery>(
    graphql`
      query DashboardOrdersPageQuery {
        myOrderBrandTypes
        ...OrderList_query
      }
    `,
    queryRef,
  );
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim());
  const [brandType, setBrandType] = useState<BrandType | 'ALL'>('ALL');
  const filter = useMemo(() => ({ search, brandType: brandType === 'ALL' ? null : brandType }), [search, brandType]);

  const options = [{ value: 'ALL' as const, label: 'All Categories' }, ...data.myOrderBrandTypes.map((b) => ({ value: b, label: brandTypeLabel(b) }))];
  return (
    <>
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          placeholder="Search by Order ID or Store Name..."
          aria-label="Search orders"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <ToggleGroup label="Filter by category" value={brandType} options={options} onValueChange={setBrandType} />
      </div>
      <Suspense fallback={<LoadingText>{ORDER_TEXT.loading}</LoadingText>}>
        <OrderList query={data} filter={filter} canDelete={canDelete} />
      </Suspense>
    </>
  );
}
