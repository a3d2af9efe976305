import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatWithSymbol } from '../../lib/price.ts';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';
import { dashboardCatalogueLabel } from '../../lib/i18n/dashboard-labels.ts';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';
import { messages as orderStepsMessages } from '../../lib/i18n/compiled/en/orderSteps.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { orderStatusLabel } from '../../lib/order-step-labels.ts';
import { OrderStatusActions } from './OrderStatusActions.tsx';
import { OrderHistory } from '../../components/orders/OrderHistory.tsx';
import type { OrderNode, OrderPartData } from './orderNodes.ts';
import styles from './Orders.module.css';

const PLACED_AT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };

const money = (value: { amount: unknown; currency: string }) => formatWithSymbol(value.amount, value.currency);

/** One vendor's part of an order: a summary row, and its details (items, customer) when opened. */
export function OrderPartRow({ order, part, deleting, onDelete, onChanged }: { order: OrderNode; part: OrderPartData; deleting: boolean; onDelete?: () => void; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { client } = order;
  const count = part.items.reduce((sum, item) => sum + item.quantity, 0);
  const t = useT(ordersMessages);
  const kitT = useT(kitMessages);
  const stepsT = useT(orderStepsMessages);
  const locale = useLocale();
  return (
    <tbody className={styles.part} aria-busy={deleting} aria-label={t('dashboardOrders.partOf', { orderId: order.orderId, store: part.storeName })}>
      <tr>
        <td data-label={t('dashboardOrders.order')}>
          <strong className={styles.orderId}>{order.orderId}</strong>
          <span className={styles.muted}>{dateFormat(locale, 'en-US', PLACED_AT).format(new Date(order.createdAt))}</span>
        </td>
        <td data-label={t('dashboardOrders.customer')}>{client.name}</td>
        <td data-label={t('dashboardOrders.store')}>
          {part.storeName} <span className={styles.badge}>{dashboardCatalogueLabel(kitT, part.brandType)}</span>
        </td>
        <td data-label={t('dashboardOrders.items')}>
          {part.items.map((item) => item.productName).join(', ')} <span className={styles.muted}>({count})</span>
        </td>
        <td data-label={t('dashboardOrders.total')} className={styles.numeric}>
          <strong>{money(part.total)}</strong>
          {part.isViewing && <span className={styles.muted}>{t('dashboardOrders.noPaymentDue')}</span>}
        </td>
        <td data-label={t('dashboardOrders.status')}>
          <span className={styles.status} data-status={part.status} data-testid="part-status">
            {orderStatusLabel(stepsT, part.status, part.statusLabel)}
          </span>
          {part.viewingDate && (
            <span className={styles.muted}>
              {part.viewingTime ? t('dashboardOrders.viewingOnAt', { date: part.viewingDate, time: part.viewingTime, timeZone: part.viewingTimeZone ?? '' }) : t('dashboardOrders.viewingOn', { date: part.viewingDate })}
            </span>
          )}
        </td>
        <td className={styles.rowActions}>
          <OrderStatusActions partId={part.id} subject={{ orderId: order.orderId, store: part.storeName }} actions={part.allowedActions} onChanged={onChanged} product={part.isViewing ? (part.items.find((item) => item.product)?.product ?? null) : null} />
          <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? t('dashboardOrders.hideDetails') : t('dashboardOrders.details')}
          </button>
          {onDelete && (
            // The whole order goes, not this row's part: the button says so (its dialog names every part).
            <button type="button" className={styles.delete} onClick={onDelete} disabled={deleting} aria-label={t('dashboardOrders.deleteOrderLabel', { orderId: order.orderId })}>
              {deleting ? t('dashboardOrders.deleting') : t('dashboardOrders.deleteOrder')}
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
  const t = useT(ordersMessages);
  return (
    <div className={styles.details}>
      <ul className={styles.items} aria-label={t('dashboardOrders.items')}>
        {part.items.map((item, i) => (
          <li key={`${item.path}-${i}`} className={styles.item}>
            <span>
              <Link to={item.path}>{item.productName}</Link> {t('dashboardOrders.itemLine', { quantity: item.quantity, price: money(item.unitPrice) })}
              {/* A rescheduled viewing is on the part's date now, not the one first asked for. */}
              {item.bookingDate && <span className={styles.muted}>{t('dashboardOrders.itemViewingOn', { date: part.viewingDate ?? item.bookingDate })}</span>}
              {item.promoCode && <span className={styles.muted}> {t('dashboardOrders.itemPromo', { code: item.promoCode, percent: item.promoPercent ?? 0 })}</span>}
            </span>
            <span className={styles.amount}>{money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.client}>
        <dt>{t('dashboardOrders.customer')}</dt>
        <dd>{client.name}</dd>
        <dt>{t('dashboardOrders.phone')}</dt>
        <dd>{client.phone}</dd>
        {client.email && (
          <>
            <dt>{t('dashboardOrders.email')}</dt>
            <dd>{client.email}</dd>
          </>
        )}
        <dt>{t('dashboardOrders.address')}</dt>
        <dd>{[client.address, client.city, client.state, client.postalCode, client.country].filter(Boolean).join(', ')}</dd>
        <dt>{t('dashboardOrders.payment')}</dt>
        <dd>{part.paymentMethodLabel}</dd>
      </dl>
      <OrderHistory events={part.history} />
    </div>
  );
}
