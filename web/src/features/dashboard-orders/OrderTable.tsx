import { useState, useTransition } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { OrderTable_query$key } from '../../__generated__/OrderTable_query.graphql.ts';
import type { OrderTableDeleteMutation } from '../../__generated__/OrderTableDeleteMutation.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import { orderFilterVariables, writeOrderFilters, type OrderFilters } from '../../lib/order-filters.ts';
import { OrderPartRow } from './OrderPartRow.tsx';
import { orderDeletionText, type DeletedPart } from './orderDeletion.ts';
import styles from './Orders.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';

const PAGE_SIZE = 20;
const CONNECTION_KEY = 'OrderTable_myOrders';


/** The viewer's orders, one page at a time, with every field a row and its details show. */
const orderTableFragment = graphql`
  fragment OrderTable_query on Query
  @refetchable(queryName: "OrderTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    search: { type: "String" }
    brandType: { type: "BrandType" }
    status: { type: "OrderPartStatus" }
    from: { type: "Date" }
    to: { type: "Date" }
  ) {
    myOrders(first: $count, after: $cursor, search: $search, brandType: $brandType, status: $status, from: $from, to: $to)
      @connection(key: "OrderTable_myOrders", filters: []) {
      edges {
        node {
          # Fields inline, not in row fragments: every fragment level multiplies the
          # query cost the server limits (graphql-armor), and these lists nest deep.
          orderId
          createdAt
          client {
            name
            email
            phone
            address
            city
            state
            country
            postalCode
          }
          parts {
            id
            status
            statusLabel
            allowedActions
            isViewing
            viewingDate
            viewingTime
            viewingTimeZone
            paymentMethodLabel
            history {
              status
              statusLabel
              at
              actor
              note
              viewingDate
            }
            storeId
            storeName
            brandType
            total {
              amount
              currency
            }
            items {
              product
              productName
              path
              quantity
              bookingDate
              promoCode
              promoPercent
              unitPrice {
                amount
                currency
              }
              lineTotal {
                amount
                currency
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * The viewer's orders as a table, one row per vendor part (the server sends only the parts the
 * viewer may see), newest first, with Load more. A row opens to the items, the customer and the
 * part's history; the admin can delete an order. Under 768 px the rows become cards.
 */
export function OrderTable({ query, filters, isAdmin, onChanged }: { query: OrderTable_query$key; filters: OrderFilters; isAdmin: boolean; onChanged: () => void }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(orderTableFragment, query);
  const [, startTransition] = useTransition();
  const deletion = useDeleteOrder();
  const key = writeOrderFilters(filters).toString();
  useRefetchOnChange(key, () => refetch({ ...orderFilterVariables(filters), count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }));

  const t = useT(ordersMessages);
  const rows = data.myOrders.edges.flatMap((edge) =>
    edge.node.parts.filter((part) => (!filters.brandType || part.brandType === filters.brandType)).map((part) => ({ order: edge.node, part })),
  );
  if (!rows.length) return <EmptyText>{t('dashboardOrders.empty')}</EmptyText>;
  return (
    <>
      <div className={styles.tableBox}>
        <table className={styles.table} aria-label={t('dashboardOrders.ordersTable')}>
          <OrderTableHead />
          {rows.map(({ order, part }) => (
            <OrderPartRow
              key={part.id}
              order={order}
              part={part}
              deleting={deletion.deleting && deletion.toDelete?.orderId === order.orderId}
              onDelete={isAdmin ? () => deletion.ask({ orderId: order.orderId, parts: order.parts }) : undefined}
              onChanged={onChanged}
            />
          ))}
        </table>
      </div>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
      <DeleteOrderDialog deletion={deletion} />
    </>
  );
}

function OrderTableHead() {
  const t = useT(ordersMessages);
  return (
    <thead>
      <tr>
        <th scope="col">{t('dashboardOrders.order')}</th>
        <th scope="col">{t('dashboardOrders.customer')}</th>
        <th scope="col">{t('dashboardOrders.store')}</th>
        <th scope="col">{t('dashboardOrders.items')}</th>
        <th scope="col" className={styles.numeric}>
          {t('dashboardOrders.total')}
        </th>
        <th scope="col">{t('dashboardOrders.status')}</th>
        <th scope="col">
          <span className={styles.visuallyHidden}>{t('dashboardOrders.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * The admin's Delete: the order whose Delete was pressed (the dialog names every store's part it
 * takes), the mutation, and the failure to show in the dialog. A deleted order leaves the list.
 */
function useDeleteOrder() {
  const [toDelete, setToDelete] = useState<{ orderId: string; parts: readonly DeletedPart[] } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const t = useT(ordersMessages);
  const serverText = useServerText();
  const [commitDelete, deleting] = useMutation<OrderTableDeleteMutation>(graphql`
    mutation OrderTableDeleteMutation($input: DeleteOrderInput!) {
      deleteOrder(input: $input) {
        __typename
        ... on DeletedOrder {
          orderId
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove(orderId: string) {
    setDeleteError(null);
    commitDelete({
      variables: { input: { orderId } },
      updater: (store, response) => {
        if (response?.deleteOrder.__typename !== 'DeletedOrder') return;
        const connection = ConnectionHandler.getConnection(store.get(ROOT_ID)!, CONNECTION_KEY);
        const edge = connection?.getLinkedRecords('edges')?.find((e) => e?.getLinkedRecord('node')?.getValue('orderId') === orderId);
        const node = edge?.getLinkedRecord('node');
        if (connection && node) ConnectionHandler.deleteNode(connection, node.getDataID());
      },
      onCompleted: (response) => {
        if (response.deleteOrder.__typename === 'DeletedOrder') setToDelete(null);
        else setDeleteError(serverText(('message' in response.deleteOrder && response.deleteOrder.message) || '') || t('dashboardOrders.deleteFailed'));
      },
      onError: (error) => setDeleteError(serverText(error.message) || t('dashboardOrders.deleteUnknown')),
    });
  }
  return { toDelete, ask: setToDelete, cancel: () => setToDelete(null), remove, deleting, deleteError };
}

function DeleteOrderDialog({ deletion }: { deletion: ReturnType<typeof useDeleteOrder> }) {
  const { toDelete } = deletion;
  const t = useT(ordersMessages);
  const labels = useDashboardConfirmLabels();
  return (
    <ConfirmDialog
      {...labels}
      open={toDelete !== null}
      onOpenChange={(open) => {
        if (!open) deletion.cancel();
      }}
      title={t('dashboardOrders.deleteTitle', { orderId: toDelete?.orderId ?? '' })}
      description={toDelete ? orderDeletionText(t, toDelete.orderId, toDelete.parts) : t('dashboardOrders.confirmDelete')}
      onConfirm={() => toDelete && deletion.remove(toDelete.orderId)}
      busy={deletion.deleting}
      error={deletion.deleteError}
      busyLabel={t('dashboardOrders.deleting')}
      danger
    />
  );
}
