import { Suspense, useMemo } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardProductsPageQuery } from '../../../__generated__/DashboardProductsPageQuery.graphql.ts';
import type { Catalogue } from '../../../__generated__/DashboardProductListPaginationQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { DashboardProductList, type ProductListView } from '../../../features/dashboard-products/DashboardProductList.tsx';
import { ProductsCsv } from '../../../features/dashboard-products/ProductsCsv.tsx';
import { parseSort, type MyProductsSort } from '../../../features/dashboard-products/productSort.ts';
import { useSuccessBanner } from '../../../hooks/useSuccessBanner.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useSetUrlParam, useUrlSearch } from '../../../hooks/useUrlState.ts';
import buttons from '../../../components/Button.module.css';
import styles from './DashboardProductsPage.module.css';
import { dashboardUrl } from '../../../lib/dashboard-urls.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as productsMessages } from '../../../lib/i18n/compiled/en/dashboardProducts.ts';
import { messages as kitMessages } from '../../../lib/i18n/compiled/en/dashboardKit.ts';
import { dashboardCatalogueLabel } from '../../../lib/i18n/dashboard-labels.ts';

/** /vendor-dashboard/products: the products list of docs/spec/vendor-admin.md §2 (the overview has its own page). */
export default function DashboardProductsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardProductsPageQuery>;
  const viewer = useDashboardViewer();
  const banner = useSuccessBanner();
  const t = useT(productsMessages);
  return (
    <DashboardPage
      heading={t('dashboardProducts.heading')}
      actions={
        !viewer.isAdmin && (
          <Link to={dashboardUrl('products/create')} className={buttons.primary}>
            {t('dashboardProducts.addNew')}
          </Link>
        )
      }
    >
      {banner && (
        <p role="status" className={styles.banner}>
          {banner}
        </p>
      )}
      <ErrorBoundary fallback={(error) => <ErrorText>{t('dashboardProducts.failed', { reason: error.message })}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardProducts.loading')}</LoadingText>}>
          <Products queryRef={queryRef} showStore={viewer.isAdmin} />
        </Suspense>
      </ErrorBoundary>
      <ProductsCsv />
    </DashboardPage>
  );
}

function Products({ queryRef, showStore }: { queryRef: PreloadedQuery<DashboardProductsPageQuery>; showStore: boolean }) {
  const data = usePreloadedQuery<DashboardProductsPageQuery>(
    graphql`
      query DashboardProductsPageQuery($search: String, $catalogue: Catalogue, $sort: MyProductsSort) {
        myProductCatalogues
        ...DashboardProductList_query @arguments(search: $search, catalogue: $catalogue, sort: $sort)
      }
    `,
    queryRef,
  );
  // Search, category, view and sort live in the URL: a reload, a shared link or Back keeps them.
  const [params] = useSearchParams();
  const setParam = useSetUrlParam();
  const t = useT(productsMessages);
  const kitT = useT(kitMessages);
  const { text: searchText, setText: setSearchText, search } = useUrlSearch();
  const catalogue = parseCatalogue(params.get('category'), data.myProductCatalogues);
  const view: ProductListView = params.get('view') === 'table' ? 'table' : 'cards';
  const sort = parseSort(params.get('sort'));
  const filter = useMemo(() => ({ search, catalogue: catalogue === 'ALL' ? null : catalogue, sort }), [search, catalogue, sort]);

  const options = [{ value: 'ALL' as const, label: t('dashboardProducts.all') }, ...data.myProductCatalogues.map((c) => ({ value: c, label: dashboardCatalogueLabel(kitT, c) }))];
  const views = [
    { value: 'cards' as const, label: t('dashboardProducts.cards') },
    { value: 'table' as const, label: t('dashboardProducts.table') },
  ];
  return (
    <>
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          placeholder={t('dashboardProducts.searchPlaceholder')}
          aria-label={t('dashboardProducts.searchLabel')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <ToggleGroup label={t('dashboardProducts.filterByCategory')} value={catalogue} options={options} onValueChange={(value) => setParam('category', value === 'ALL' ? null : value)} />
        <ToggleGroup label={t('dashboardProducts.view')} value={view} options={views} onValueChange={(value) => setParam('view', value === 'table' ? 'table' : null)} />
      </div>
      <DashboardProductList query={data} filter={filter} view={view} onSort={(next: MyProductsSort) => setParam('sort', next === 'NEWEST' ? null : next)} showStore={showStore} />
    </>
  );
}

/** A category from the URL: one of the vendor's catalogues, else All. */
function parseCatalogue(value: string | null, catalogues: readonly Catalogue[]): Catalogue | 'ALL' {
  return catalogues.includes(value as Catalogue) ? (value as Catalogue) : 'ALL';
}
