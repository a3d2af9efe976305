import { useMemo, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DashboardProductList_query$key } from '../../__generated__/DashboardProductList_query.graphql.ts';
import type { Catalogue } from '../../__generated__/DashboardProductListPaginationQuery.graphql.ts';
import { CardGrid } from '../../components/cards/CardGrid.tsx';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { DashboardProductCard } from './DashboardProductCard.tsx';
import { DashboardProductTable } from './DashboardProductTable.tsx';
import type { MyProductsSort } from './productSort.ts';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as productsMessages } from '../../lib/i18n/compiled/en/dashboardProducts.ts';

const PAGE_SIZE = 24;

export interface ProductListFilter {
  search: string;
  catalogue: Catalogue | null;
  sort: MyProductsSort;
}

export type ProductListView = 'cards' | 'table';

/** The vendor's products matching the search and main category, as cards or a table, with Load more. */
export function DashboardProductList({ query, filter, view, onSort, showStore }: { query: DashboardProductList_query$key; filter: ProductListFilter; view: ProductListView; onSort: (sort: MyProductsSort) => void; showStore: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment DashboardProductList_query on Query
      @refetchable(queryName: "DashboardProductListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        catalogue: { type: "Catalogue" }
        sort: { type: "MyProductsSort" }
      ) {
        myProducts(first: $count, after: $cursor, search: $search, catalogue: $catalogue, sort: $sort)
          @connection(key: "DashboardProductList_myProducts", filters: []) {
          edges {
            node {
              id
              ...DashboardProductCard_product
              ...DashboardProductTable_products
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const t = useT(productsMessages);

  // The page query loads the list as the URL asked; a changed filter or sort refetches it (the old
  // list stays meanwhile).
  useRefetchOnChange(`${filter.catalogue ?? ''}|${filter.search}|${filter.sort}`, () =>
    refetch({ search: filter.search || null, catalogue: filter.catalogue, sort: filter.sort, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
  );

  const edges = data.myProducts.edges;
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);
  if (!edges.length) return <EmptyText>{t('dashboardProducts.empty')}</EmptyText>;
  return (
    <>
      {view === 'table' ? (
        <DashboardProductTable products={nodes} sort={filter.sort} onSort={onSort} showStore={showStore} />
      ) : (
        <CardGrid columns="three">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <DashboardProductCard product={edge.node} showStore={showStore} />
            </li>
          ))}
        </CardGrid>
      )}
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}
