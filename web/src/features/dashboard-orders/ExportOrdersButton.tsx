import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ExportOrdersButtonQuery, ExportOrdersButtonQuery$data } from '../../__generated__/ExportOrdersButtonQuery.graphql.ts';
import { orderFilterVariables, type OrderFilters } from '../../lib/order-filters.ts';
import { ordersToCsv, type CsvOrder } from '../../lib/orders-csv.ts';
import { downloadText } from '../../lib/download.ts';
import styles from './Orders.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';

/** Pages of 50: the largest the server's query cost allows with every item of every part. */
const EXPORT_PAGE = 50;

const query = graphql`
  query ExportOrdersButtonQuery($first: Int!, $after: String, $search: String, $brandType: BrandType, $status: OrderPartStatus, $from: Date, $to: Date) {
    myOrders(first: $first, after: $after, search: $search, brandType: $brandType, status: $status, from: $from, to: $to) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          orderId
          createdAt
          client {
            name
            email
            phone
          }
          parts {
            storeName
            brandType
            status
            statusLabel
            paymentMethodLabel
            viewingDate
            total {
              amount
              currency
            }
            items {
              productName
              quantity
              bookingDate
              unitPrice {
                amount
              }
              lineTotal {
                amount
              }
            }
          }
        }
      }
    }
  }
`;

type ExportedOrder = ExportOrdersButtonQuery$data['myOrders']['edges'][number]['node'];

function toCsvOrder(order: ExportedOrder, filters: OrderFilters): CsvOrder {
  return {
    orderId: order.orderId,
    createdAt: String(order.createdAt),
    customerName: order.client.name,
    customerEmail: order.client.email,
    customerPhone: order.client.phone,
    parts: order.parts
      .filter((part) => (!filters.brandType || part.brandType === filters.brandType) && (!filters.status || part.status === filters.status))
      .map((part) => ({
        storeName: part.storeName,
        status: part.statusLabel,
        payment: part.paymentMethodLabel,
        viewingDate: part.viewingDate,
        total: String(part.total.amount),
        currency: part.total.currency,
        items: part.items.map((item) => ({ productName: item.productName, quantity: item.quantity, bookingDate: item.bookingDate, unitPrice: String(item.unitPrice.amount), lineTotal: String(item.lineTotal.amount) })),
      })),
  };
}

/** Downloads every order the filters choose (all pages, not only the ones on screen) as CSV. */
export function ExportOrdersButton({ filters }: { filters: OrderFilters }) {
  const t = useT(ordersMessages);
  const serverText = useServerText();
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportCsv() {
    setBusy(true);
    setError(null);
    try {
      const orders: CsvOrder[] = [];
      let after: string | null = null;
      do {
        const page: ExportOrdersButtonQuery$data | undefined = await fetchQuery<ExportOrdersButtonQuery>(environment, query, { ...orderFilterVariables(filters), first: EXPORT_PAGE, after }, { fetchPolicy: 'network-only' }).toPromise();
        if (!page) break;
        orders.push(...page.myOrders.edges.map((edge) => toCsvOrder(edge.node, filters)));
        after = page.myOrders.pageInfo.hasNextPage ? (page.myOrders.pageInfo.endCursor ?? null) : null;
      } while (after);
      downloadText(`orders-${new Date().toISOString().slice(0, 10)}.csv`, ordersToCsv(orders));
    } catch (cause) {
      setError(cause instanceof Error ? serverText(cause.message) : t('dashboardOrders.exportFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={() => void exportCsv()} disabled={busy} aria-busy={busy}>
        {busy ? t('dashboardOrders.exporting') : t('dashboardOrders.exportCsv')}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
