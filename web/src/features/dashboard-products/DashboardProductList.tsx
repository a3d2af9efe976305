import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DashboardProductList_query$key } from '../../__generated__/DashboardProductList_query.graphql.ts';
import type { Catalogue } from '../../__generated__/DashboardProductListPaginationQuery.graphql.ts';
import { CardGrid } from '../catalogue/CardGrid.tsx';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { DashboardProductCard } from './DashboardProductCard.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';

const PAGE_SIZE = 24;

export interface ProductListFilter {
  search: string;
  catalogue: Catalogue | null;
}

/** The vendor's products matching the search and main category, with Load more. */
export function DashboardProductList({ query, filter, showStore }: { query: DashboardProductList_query$key; filter: ProductListFilter; showStore: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment DashboardProductList_query on Query
      @refetchable(queryName: "DashboardProductListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        catalogue: { type: "Catalogue" }
      ) {
        myProducts(first: $count, after: $cursor, search: $search, catalogue: $catalogue)
          @connection(key: "DashboardProductList_myProducts", filters: []) {
          edges {
            node {
              id
              ...DashboardProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();

  // The page query loads the list unfiltered; a changed filter refetches it (the old list stays meanwhile).
  useRefetchOnChange(
    `${filter.catalogue ?? ''}|${filter.search}`,
    () => refetch({ search: filter.search || null, catalogue: filter.catalogue, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    '|',
  );

  const edges = data.myProducts.edges;
  if (!edges.length) return <EmptyText>No products found</EmptyText>;
  return (
    <>
      <CardGrid columns="three">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <DashboardProductCard product={edge.node} showStore={showStore} />
          </li>
        ))}
      </CardGrid>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}
