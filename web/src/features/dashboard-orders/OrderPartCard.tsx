import { Link } from 'react-router-dom';
import type { OrderList_query$data } from '../../__generated__/OrderList_query.graphql.ts';
import { brandTypeLabel, ORDER_TEXT } from './brandTypes.ts';
import styles from './Orders.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** One vendor's part of an order: the customer, the items and the part's own total. */
export type OrderNode = OrderList_query$data['myOrders']['edges'][number]['node'];
export type OrderPartData = OrderNode['parts'][number];

export function OrderPartCard({ order, part, deleting, onDelete }: { order: OrderNode; part: OrderPartData; deleting: boolean; onDelete?: () => void }) {
  const { client } = order;
  return (
    <article className={styles.card} aria-label={`Order ${order.orderId} from ${part.storeName}`} aria-busy={deleting}>
      <header className={styles.cardHeader}>
        <div>
          <h2 className={styles.orderId}>Order {order.orderId}</h2>
          <p className={styles.muted}>{dateFormat.format(new Date(order.createdAt))}</p>
        </div>
        <p className={styles.store}>
          {part.storeName} <span className={styles.badge}>{brandTypeLabel(part.brandType)}</span>
        </p>
      </header>
      <ul className={styles.items}>
        {part.items.map((item, i) => (
          <li key={`${item.path}-${i}`} className={styles.item}>
            <span>
              <Link to={item.path}>{item.productName}</Link> × {item.quantity} at {item.unitPrice.formatted}
              {item.bookingDate && <span className={styles.muted}> · viewing on {item.bookingDate}</span>}
              {item.promoCode && (
                <span className={styles.muted}>
                  {' '}
                  · {item.promoCode} ({item.promoPercent}% off)
                </span>
              )}
            </span>
            <span className={styles.amount}>{item.lineTotal.formatted}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>Total</span> <strong>{part.total.formatted}</strong>
      </p>
      <dl className={styles.client}>
        <dt>Customer</dt>
        <dd>{client.name}</dd>
        <dt>Phone</dt>
        <dd>{client.phone}</dd>
        {client.email && (
          <>
            <dt>Email</dt>
            <dd>{client.email}</dd>
          </>
        )}
        <dt>Address</dt>
        <dd>{[client.address, client.city, client.state, client.postalCode, client.country].filter(Boolean).join(', ')}</dd>
        <dt>Payment</dt>
        <dd>{order.paymentMethodLabel}</dd>
      </dl>
      {onDelete && (
        <div className={styles.actions}>
          <button type="button" className={styles.delete} onClick={onDelete} disabled={deleting}>
            {deleting ? ORDER_TEXT.deleting : 'Delete'}
          </button>
        </div>
      )}
    </article>
  );
}
