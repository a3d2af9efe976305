import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { EmptyText } from '../../components/StatusText.tsx';
import type { ProductGrid_query$key } from '../../__generated__/ProductGrid_query.graphql.ts';
import { ProductCard, type ProductCardVariant } from '../../components/cards/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid, type CardGridColumns } from '../../components/cards/CardGrid.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

export const PRODUCT_PAGE_SIZE = 12;

export interface ProductGridProps {
  query: ProductGrid_query$key;
  columns: CardGridColumns;
  cardVariant?: ProductCardVariant;
  emptyText?: string;
  /** How many of the first cards load their image first (the listing is the top of its page). */
  priorityImages?: number;
}

/** Storefront listings (any filter) in a grid, more loaded on demand. */
export function ProductGrid({ query, columns, cardVariant = 'tile', emptyText, priorityImages = 0 }: ProductGridProps) {
  const t = useT(commonMessages);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProductGrid_query on Query
      @refetchable(queryName: "ProductGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }, filter: { type: "ProductFilter" }) {
        products(first: $count, after: $cursor, filter: $filter) @connection(key: "ProductGrid_products") {
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
  const edges = data.products.edges;

  if (!edges.length) return <EmptyText>{emptyText ?? t('common.noProducts')}</EmptyText>;
  return (
    <>
      <CardGrid columns={columns}>
        {edges.map((edge, index) => (
          <li key={edge.node.id}>
            <ProductCard product={edge.node} variant={cardVariant} imageSizes={CARD_GRID_IMAGE_SIZES[columns]} priority={index < priorityImages} />
          </li>
        ))}
      </CardGrid>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => {
            loadNext(PRODUCT_PAGE_SIZE);
          })} />}
    </>
  );
}
