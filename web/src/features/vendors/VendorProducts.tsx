import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { VendorProducts_vendor$key } from '../../__generated__/VendorProducts_vendor.graphql.ts';
import { ProductCard } from '../../components/cards/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid } from '../../components/cards/CardGrid.tsx';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages as vendorsMessages } from '../../lib/i18n/compiled/en/vendors.ts';

export const VENDOR_PRODUCTS_PAGE_SIZE = 12;

/** A vendor's listings, newest first, more on demand. */
export function VendorProducts({ vendor }: { vendor: VendorProducts_vendor$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VendorProducts_vendor on Vendor
      @refetchable(queryName: "VendorProductsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        products(first: $count, after: $cursor) @connection(key: "VendorProducts_products") {
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    vendor,
  );
  const [, startTransition] = useTransition();
  const t = useT(vendorsMessages);
  const edges = data.products.edges;
  if (!edges.length) return <EmptyText>{t('vendors.noProductsYet')}</EmptyText>;
  return (
    <>
      <CardGrid columns="three">
        {edges.map((edge, index) => (
          <li key={edge.node.id}>
            {/* The store's listing is the top of its page: its first two images load first. */}
            <ProductCard product={edge.node} variant="listing" imageSizes={CARD_GRID_IMAGE_SIZES.three} priority={index < 2} />
          </li>
        ))}
      </CardGrid>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => {
            loadNext(VENDOR_PRODUCTS_PAGE_SIZE);
          })} />}
    </>
  );
}
