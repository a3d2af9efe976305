import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminVendorList_query$key } from '../../__generated__/AdminVendorList_query.graphql.ts';
import type { BrandType } from '../../__generated__/AdminVendorListPaginationQuery.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { AdminVendorCard } from './AdminVendorCard.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import styles from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardVendors.ts';

const PAGE_SIZE = 24;

export type VendorFilter = 'ALL' | 'REAL_ESTATE' | 'HOME_PRODUCTS';

/** Home Products includes Electronics stores, as on the storefront's vendor filter. */
const BRAND_TYPES: Record<VendorFilter, BrandType[] | null> = { ALL: null, REAL_ESTATE: ['REAL_ESTATE'], HOME_PRODUCTS: ['HOME_PRODUCTS', 'ELECTRONICS'] };

export function AdminVendorList({
  query,
  search,
  filter,
  onOutcome,
}: {
  query: AdminVendorList_query$key;
  search: string;
  filter: VendorFilter;
  onOutcome: (outcome: { ok: boolean; message: string }) => void;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AdminVendorList_query on Query
      @refetchable(queryName: "AdminVendorListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        brandTypes: { type: "[BrandType!]" }
      ) {
        adminVendors(first: $count, after: $cursor, search: $search, brandTypes: $brandTypes)
          @connection(key: "AdminVendorList_adminVendors", filters: []) {
          edges {
            node {
              id
              ...AdminVendorCard_vendor
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT(messages);
  const [, startTransition] = useTransition();

  // The page query loads the whole list; a changed search or filter refetches it (the old list stays meanwhile).
  useRefetchOnChange(
    `${filter}|${search}`,
    () => refetch({ search: search || null, brandTypes: BRAND_TYPES[filter], count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    'ALL|',
  );

  const edges = data.adminVendors.edges;
  if (!edges.length) return <EmptyText>{t('dashboardVendors.noneFound', { search })}</EmptyText>;
  return (
    <>
      <ul className={styles.grid} aria-label={t('dashboardVendors.list')}>
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <AdminVendorCard vendor={edge.node} onOutcome={onOutcome} />
          </li>
        ))}
      </ul>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}
