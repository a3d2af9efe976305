import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid } from '../catalogue/CardGrid.tsx';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';

export const SEARCH_PAGE_SIZE = 24;

/** Products and properties matching the query, best match first. */
export function SearchResults({ query }: { query: SearchResults_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        search(query: $query, first: $count, after: $cursor) @connection(key: "SearchResults_search") {
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const edges = data.search.edges;
  if (!edges.length) return <EmptyText>No products found.</EmptyText>;
  return (
    <>
      <CardGrid columns="four">
        {edges.map((edge, index) => (
          <li key={edge.node.id}>
            {/* The results are the top of their page: the first two images load first. */}
            <ProductCard product={edge.node} headingLevel="h2" imageSizes={CARD_GRID_IMAGE_SIZES.four} priority={index < 2} />
          </li>
        ))}
      </CardGrid>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => {
            loadNext(SEARCH_PAGE_SIZE);
          })} />}
    </>
  );
}
