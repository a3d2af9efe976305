import { Suspense, useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardProductsPageQuery } from '../../../__generated__/DashboardProductsPageQuery.graphql.ts';
import type { Catalogue } from '../../../__generated__/DashboardProductListPaginationQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { DashboardProductList } from '../../../features/dashboard-products/DashboardProductList.tsx';
import { useSuccessBanner } from '../../../hooks/useSuccessBanner.ts';
import { catalogueLabel } from '../../../features/dashboard-products/connection.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import buttons from '../../../components/Button.module.css';
import styles from './DashboardProductsPage.module.css';

/** /vendor-dashboard/products: the products list of spec §2 (the overview has its own page). */
export default function DashboardProductsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardProductsPageQuery>;
  const viewer = useDashboardViewer();
  const banner = useSuccessBanner();
  return (
    <DashboardPage
      heading="Products"
      actions={
        !viewer.isAdmin && (
          <Link to="/vendor-dashboard/products/create" className={buttons.primary}>
            Add New
          </Link>
        )
      }
    >
      {banner && (
        <p role="status" className={styles.banner}>
          {banner}
        </p>
      )}
      <ErrorBoundary fallback={(error) => <ErrorText>Failed to load products: {error.message}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading products...</LoadingText>}>
          <Products queryRef={queryRef} showStore={viewer.isAdmin} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Products({ queryRef, showStore }: { queryRef: PreloadedQuery<DashboardProductsPageQuery>; showStore: boolean }) {
  const data = usePreloadedQuery<DashboardProductsPageQuery>(
    graphql`
      query DashboardProductsPageQuery {
        myProductCatalogues
        ...DashboardProductList_query
      }
    `,
    queryRef,
  );
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim());
  const [catalogue, setCatalogue] = useState<Catalogue | 'ALL'>('ALL');
  const filter = useMemo(() => ({ search, catalogue: catalogue === 'ALL' ? null : catalogue }), [search, catalogue]);

  const options = [{ value: 'ALL' as const, label: 'All' }, ...data.myProductCatalogues.map((c) => ({ value: c, label: catalogueLabel(c) }))];
  return (
    <>
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          placeholder="Search products..."
          aria-label="Search products"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <ToggleGroup label="Filter by category" value={catalogue} options={options} onValueChange={setCatalogue} />
      </div>
      <DashboardProductList query={data} filter={filter} showStore={showStore} />
    </>
  );
}
