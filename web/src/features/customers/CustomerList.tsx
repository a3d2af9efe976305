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

export type { CustomerPeriod };

const PAGE_SIZE = 24;

export const CUSTOMER_PERIODS = [
  { value: 'ALL', label: 'All' },
  { value: 'LAST_WEEK', label: 'Last Week' },
  { value: 'LAST_MONTH', label: 'Last Month' },
] as const satisfies readonly { value: CustomerPeriod; label: string }[];

export interface CustomerFilter {
  term: string;
  field: CustomerFieldChoice;
  period: CustomerPeriod;
}

/** The customers matching the filter, ranked by the server; a changed filter refetches the list. */
export function CustomerList({ query, filter, onNotice }: { query: CustomerList_query$key; filter: CustomerFilter; onNotice: (m: string) => void }) {
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
  const [, startTransition] = useTransition();
  useRefetchOnChange(
    `${filter.field}|${filter.period}|${filter.term}`,
    () => refetch({ search: filter.term || null, field: filter.field, period: filter.period, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    'ALL|ALL|',
  );

  const { edges, totalCount } = data.customers;
  return (
    <>
      {filter.term && <p role="status">{resultLine(totalCount, filter.term, filter.field)}</p>}
      {!edges.length ? (
        <EmptyText>{emptyText(filter.term)}</EmptyText>
      ) : (
        <ul className={admin.grid} aria-label="Customers">
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
