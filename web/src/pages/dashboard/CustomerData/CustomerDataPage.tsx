import { Suspense, useState, useTransition } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, useFragment, useMutation, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CustomerDataPageQuery } from '../../../__generated__/CustomerDataPageQuery.graphql.ts';
import type { CustomerList_query$key } from '../../../__generated__/CustomerList_query.graphql.ts';
import type { CustomerCard_customer$key } from '../../../__generated__/CustomerCard_customer.graphql.ts';
import type { CustomerDataPageDeleteMutation } from '../../../__generated__/CustomerDataPageDeleteMutation.graphql.ts';
import type { CustomerPeriod } from '../../../__generated__/CustomerListPaginationQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useFlashMessage } from '../../../hooks/useFlashMessage.ts';
import { useRefetchOnChange } from '../../../hooks/useRefetchOnChange.ts';
import { customerConnectionId } from '../../../features/admin/connections.ts';
import { formatDisplayDate } from '../../../lib/admin-dates.ts';
import { CUSTOMER_FIELDS, emptyText, orNA, resultLine, searchPlaceholder, type CustomerFieldChoice } from '../../../lib/customer-search.ts';
import admin from '../../../features/admin/admin.module.css';

const PAGE_SIZE = 24;
const PERIODS = [
  { value: 'ALL', label: 'All' },
  { value: 'LAST_WEEK', label: 'Last Week' },
  { value: 'LAST_MONTH', label: 'Last Month' },
] as const satisfies readonly { value: CustomerPeriod; label: string }[];

interface Filter {
  term: string;
  field: CustomerFieldChoice;
  period: CustomerPeriod;
}

/** /vendor-dashboard/customerdata: "Customer List" with ranked search, periods, Delete (spec §2). */
export default function CustomerDataPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CustomerDataPageQuery>;
  const [field, setField] = useState<CustomerFieldChoice>('ALL');
  const [period, setPeriod] = useState<CustomerPeriod>('ALL');
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim());
  const [notice, setNotice] = useFlashMessage();

  return (
    <DashboardPage heading="Customer List">
      <div className={admin.tools}>
        <Select label="Search field" value={field} options={CUSTOMER_FIELDS} onValueChange={setField} />
        <div className={admin.searchBox}>
          <input type="search" className={admin.search} placeholder={searchPlaceholder(field)} aria-label={searchPlaceholder(field)} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <ToggleGroup label="Joined" value={period} options={PERIODS} onValueChange={setPeriod} />
      </div>
      {notice && (
        <p role="status" className={admin.success}>
          {notice}
        </p>
      )}
      <ErrorBoundary fallback={() => <ErrorText>Failed to load customer data</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading customers...</LoadingText>}>
          <Customers queryRef={queryRef} filter={{ term, field, period }} onNotice={setNotice} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Customers({ queryRef, filter, onNotice }: { queryRef: PreloadedQuery<CustomerDataPageQuery>; filter: Filter; onNotice: (m: string) => void }) {
  const data = usePreloadedQuery<CustomerDataPageQuery>(
    graphql`
      query CustomerDataPageQuery {
        ...CustomerList_query
      }
    `,
    queryRef,
  );
  return <CustomerList query={data} filter={filter} onNotice={onNotice} />;
}

function CustomerList({ query, filter, onNotice }: { query: CustomerList_query$key; filter: Filter; onNotice: (m: string) => void }) {
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

function CustomerCard({ customer, onNotice }: { customer: CustomerCard_customer$key; onNotice: (m: string) => void }) {
  const c = useFragment(
    graphql`
      fragment CustomerCard_customer on Customer {
        id
        name
        email
        phone
        address
        city
        country
        vendorName
        productName
        createdAt
      }
    `,
    customer,
  );
  const [commitDelete, deleting] = useMutation<CustomerDataPageDeleteMutation>(graphql`
    mutation CustomerDataPageDeleteMutation($input: DeleteCustomerInput!, $connections: [ID!]!) {
      deleteCustomer(input: $input) {
        __typename
        ... on DeleteCustomerSuccess {
          deletedCustomerId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = () =>
    commitDelete({
      variables: { input: { id: c.id }, connections: [customerConnectionId()] },
      onCompleted: ({ deleteCustomer }) => onNotice(deleteCustomer.__typename === 'DeleteCustomerSuccess' ? 'Customer Deleted.' : ('message' in deleteCustomer && deleteCustomer.message) || 'Failed to delete customer'),
      onError: (e) => onNotice(e.message || 'Failed to delete customer'),
    });

  const address = [c.address, c.city, c.country].filter((part) => part.trim()).join(', ');
  const headingId = `customer-${c.id}`;
  return (
    <article className={admin.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={admin.cardTitle}>
        {orNA(c.name)}
      </h2>
      <dl className={admin.fields}>
        <dt>Email</dt>
        <dd>{orNA(c.email)}</dd>
        <dt>Phone</dt>
        <dd>{orNA(c.phone)}</dd>
        <dt>Address</dt>
        <dd>{orNA(address)}</dd>
        <dt>Vendor</dt>
        <dd>{orNA(c.vendorName)}</dd>
        <dt>Product</dt>
        <dd>{orNA(c.productName)}</dd>
        <dt>Joined</dt>
        <dd>{formatDisplayDate(c.createdAt)}</dd>
      </dl>
      <div className={admin.actions}>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={remove} disabled={deleting} aria-label={`Delete ${c.name}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}
