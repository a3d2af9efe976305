import { useState, useTransition } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { OrderList_query$key } from '../../__generated__/OrderList_query.graphql.ts';
import type { BrandType } from '../../__generated__/OrderListPaginationQuery.graphql.ts';
import type { OrderListDeleteMutation } from '../../__generated__/OrderListDeleteMutation.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { OrderPartCard } from './OrderPartCard.tsx';
import { ORDER_TEXT } from './brandTypes.ts';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import styles from './Orders.module.css';

const PAGE_SIZE = 20;
const CONNECTION_KEY = 'OrderList_myOrders';

export interface OrderFilter {
  search: string;
  brandType: BrandType | null;
}

/**
 * The viewer's orders, one card per vendor part (the server sends only the parts the viewer may
 * see), newest first, with Load more; the admin can delete an order.
 */
export function OrderList({ query, filter, canDelete }: { query: OrderList_query$key; filter: OrderFilter; canDelete: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment OrderList_query on Query
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        brandType: { type: "BrandType" }
      ) {
        myOrders(first: $count, after: $cursor, search: $search, brandType: $brandType) @connection(key: "OrderList_myOrders", filters: []) {
          edges {
            node {
              # Fields inline, not in card fragments: every fragment level multiplies the
              # query cost the server limits (graphql-armor), and these lists nest deep.
              orderId
              createdAt
              paymentMethodLabel
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
                storeId
                storeName
                brandType
                total {
                  formatted
                }
                items {
                  productName
                  path
                  quantity
                  bookingDate
                  promoCode
                  promoPercent
                  unitPrice {
                    formatted
                  }
                  lineTotal {
                    formatted
                  }
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [commitDelete] = useMutation<OrderListDeleteMutation>(graphql`
    mutation OrderListDeleteMutation($input: DeleteOrderInput!) {
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

  useRefetchOnChange(
    `${filter.brandType ?? ''}|${filter.search}`,
    () => refetch({ search: filter.search || null, brandType: filter.brandType, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    '|',
  );

  function remove(orderId: string) {
    if (!window.confirm(ORDER_TEXT.confirmDelete)) return;
    setDeleting(orderId);
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
        setDeleting(null);
        if (response.deleteOrder.__typename !== 'DeletedOrder') window.alert(('message' in response.deleteOrder && response.deleteOrder.message) || ORDER_TEXT.deleteFailed);
      },
      onError: (error) => {
        setDeleting(null);
        window.alert(error.message || ORDER_TEXT.deleteUnknown);
      },
    });
  }

  const cards = data.myOrders.edges.flatMap((edge) =>
    edge.node.parts.filter((part) => !filter.brandType || part.brandType === filter.brandType).map((part) => ({ order: edge.node, part })),
  );
  if (!cards.length) return <EmptyText>{ORDER_TEXT.empty}</EmptyText>;
  return (
    <>
      <ul className={styles.cards} aria-label="Orders">
        {cards.map(({ order, part }) => (
          <li key={`${order.orderId}-${part.storeId}`}>
            <OrderPartCard order={order} part={part} deleting={deleting === order.orderId} onDelete={canDelete ? () => remove(order.orderId) : undefined} />
          </li>
        ))}
      </ul>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}
