import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatWithSymbol } from '../../lib/price.ts';
import { brandTypeLabel, ORDER_TEXT } from './brandTypes.ts';
import { OrderStatusActions } from './OrderStatusActions.tsx';
import { OrderHistory } from '../../components/orders/OrderHistory.tsx';
import type { OrderNode, OrderPartData } from './orderNodes.ts';
import styles from './Orders.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

const money = (value: { amount: unknown; currency: string }) => formatWithSymbol(value.amount, value.currency);

/** One vendor's part of an order: a summary row, and its details (items, customer) when opened. */
export function OrderPartRow({ order, part, deleting, onDelete, onChanged }: { order: OrderNode; part: OrderPartData; deleting: boolean; onDelete?: () => void; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { client } = order;
  const count = part.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <tbody className={styles.part} aria-busy={deleting} aria-label={`Order ${order.orderId} from ${part.storeName}`}>
      <tr>
        <td data-label="Order">
          <strong className={styles.orderId}>{order.orderId}</strong>
          <span className={styles.muted}>{dateFormat.format(new Date(order.createdAt))}</span>
        </td>
        <td data-label="Customer">{client.name}</td>
        <td data-label="Store">
          {part.storeName} <span className={styles.badge}>{brandTypeLabel(part.brandType)}</span>
        </td>
        <td data-label="Items">
          {part.items.map((item) => item.productName).join(', ')} <span className={styles.muted}>({count})</span>
        </td>
        <td data-label="Total" className={styles.numeric}>
          <strong>{money(part.total)}</strong>
          {part.isViewing && <span className={styles.muted}>No payment due</span>}
        </td>
        <td data-label="Status">
          <span className={styles.status} data-status={part.status} data-testid="part-status">
            {part.statusLabel}
          </span>
          {part.viewingDate && (
            <span className={styles.muted}>
              Viewing {part.viewingDate}
              {part.viewingTime && ` at ${part.viewingTime} (${part.viewingTimeZone})`}
            </span>
          )}
        </td>
        <td className={styles.rowActions}>
          <OrderStatusActions partId={part.id} subject={`order ${order.orderId}, ${part.storeName}`} actions={part.allowedActions} onChanged={onChanged} product={part.isViewing ? (part.items.find((item) => item.product)?.product ?? null) : null} />
          <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : 'Details'}
          </button>
          {onDelete && (
            // The whole order goes, not this row's part: the button says so (its dialog names every part).
            <button type="button" className={styles.delete} onClick={onDelete} disabled={deleting} aria-label={`Delete order ${order.orderId} (every store's part)`}>
              {deleting ? ORDER_TEXT.deleting : 'Delete order'}
            </button>
          )}
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className={styles.detailsRow}>
        <td colSpan={7}>
          <OrderPartDetails part={part} client={client} />
        </td>
      </tr>
    </tbody>
  );
}

/** The opened part: its items, the customer and their address, payment, and the status history. */
function OrderPartDetails({ part, client }: { part: OrderPartData; client: OrderNode['client'] }) {
  return (
    <div className={styles.details}>
      <ul className={styles.items} aria-label="Items">
        {part.items.map((item, i) => (
          <li key={`${item.path}-${i}`} className={styles.item}>
            <span>
              <Link to={item.path}>{item.productName}</Link> × {item.quantity} at {money(item.unitPrice)}
              {/* A rescheduled viewing is on the part's date now, not the one first asked for. */}
              {item.bookingDate && <span className={styles.muted}> · viewing on {part.viewingDate ?? item.bookingDate}</span>}
              {item.promoCode && (
                <span className={styles.muted}>
                  {' '}
                  · {item.promoCode} ({item.promoPercent}% off)
                </span>
              )}
            </span>
            <span className={styles.amount}>{money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
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
        <dd>{part.paymentMethodLabel}</dd>
      </dl>
      <OrderHistory events={part.history} />
    </div>
  );
}
