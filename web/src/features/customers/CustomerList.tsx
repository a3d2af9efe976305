import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CustomerList_query$key } from '../../__generated__/CustomerList_query.graphql.ts';
import type { CustomerPeriod } from '../../__generated__/CustomerListPaginationQuery.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import { emptyText, resultLine, type CustomerFieldChoice } from '../../lib/customer-search.ts';
import { CustomerCard } from './CustomerCard.tsx';
import admin from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardCustomers.ts';

export type { CustomerPeriod };

const PAGE_SIZE = 24;

/** The Joined filter's periods, each with its message id (written out: the build shortens literal ids). */
export const CUSTOMER_PERIODS = [
  { value: 'ALL', label: 'dashboardCustomers.periodAll' },
  { value: 'LAST_WEEK', label: 'dashboardCustomers.periodWeek' },
  { value: 'LAST_MONTH', label: 'dashboardCustomers.periodMonth' },
] as const satisfies readonly { value: CustomerPeriod; label: keyof typeof messages }[];

export interface CustomerFilter {
  term: string;
  field: CustomerFieldChoice;
  period: CustomerPeriod;
}

/** The customers matching the filter, ranked by the server; a changed filter refetches the list. */
export function CustomerList({ query, filter, onNotice }: { query: CustomerList_query$key; filter: CustomerFilter; onNotice: (m: string, ok: boolean) => void }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment CustomerList_query on Query
      @refetchable(queryName: "CustomerListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        field: { type: "CustomerField", defaultValue: ALL }
        period: { type: "CustomerPeriod", defaultValue: ALL }
      ) {
        customers(first: $count, after: $cursor, search: $search, field: $field, period: $period)
          @connection(key: "CustomerList_customers", filters: []) {
          totalCount
          edges {
            node {
              id
              ...CustomerCard_customer
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT(messages);
  const [, startTransition] = useTransition();
  useRefetchOnChange(
    `${filter.field}|${filter.period}|${filter.term}`,
    () => refetch({ search: filter.term || null, field: filter.field, period: filter.period, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    'ALL|ALL|',
  );

  const { edges, totalCount } = data.customers;
  return (
    <>
      {filter.term && <p role="status">{resultLine(t, totalCount, filter.term, filter.field)}</p>}
      {!edges.length ? (
        <EmptyText>{emptyText(t, filter.term)}</EmptyText>
      ) : (
        <ul className={admin.grid} aria-label={t('dashboardCustomers.list')}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <CustomerCard customer={edge.node} onNotice={onNotice} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}
