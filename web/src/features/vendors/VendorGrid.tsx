import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { VendorGrid_query$key } from '../../__generated__/VendorGrid_query.graphql.ts';
import { VendorCard } from './VendorCard.tsx';

export const VENDOR_PAGE_SIZE = 24;

/** One brand type's vendors (or all) as grid items, with a way to load more. */
export function useVendorGridPage(query: VendorGrid_query$key | null | undefined) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VendorGrid_query on Query
      @refetchable(queryName: "VendorGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, brandType: { type: "BrandType" }) {
        vendors(first: $count, after: $cursor, brandType: $brandType) @connection(key: "VendorGrid_vendors") {
          edges {
            node {
              id
              ...VendorCard_vendor
            }
          }
        }
      }
    `,
    query ?? null,
  );
  const [, startTransition] = useTransition();
  return {
    items: (data?.vendors.edges ?? []).map((edge) => (
      <li key={edge.node.id}>
        <VendorCard vendor={edge.node} />
      </li>
    )),
    hasNext: Boolean(data) && hasNext,
    isLoadingNext,
    loadNext: () =>
      startTransition(() => {
        loadNext(VENDOR_PAGE_SIZE);
      }),
  };
}
