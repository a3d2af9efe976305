import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeliveryLogQuery, DeliveryLogQuery$data, WebhookDeliveryStatus } from '../../__generated__/DeliveryLogQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDisplayDate } from '../../hooks/useDisplayDate.ts';
import { useRedeliverWebhook } from './useWebhookEndpointActions.ts';
import buttons from '../../components/Button.module.css';
import styles from './Webhooks.module.css';
import admin from '../../components/admin.module.css';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { DELIVERY_STATUS_IDS } from './event-labels.ts';

/** One endpoint's delivery log (newest 20), filtered by outcome and event, with Refresh and Redeliver. */
export function DeliveryLog({ endpointId, eventTypes, onError }: { endpointId: string; eventTypes: ReadonlyArray<{ readonly name: string }>; onError: (message: string | null) => void }) {
  const t = useT(messages);
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [eventType, setEventType] = useState('');
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<DeliveryLogQuery>(
    graphql`
      query DeliveryLogQuery($id: ID!, $status: WebhookDeliveryStatus, $eventType: String) {
        webhookEndpoint(id: $id) {
          deliveries(first: 20, status: $status, eventType: $eventType) {
            edges {
              node {
                id
                messageId
                eventType
                status
                createdAt
                nextAttemptAt
                attempts { attempt at statusCode durationMs error manual }
              }
            }
          }
        }
      }
    `,
    { id: endpointId, status: status || null, eventType: eventType || null },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [redeliver, redelivering] = useRedeliverWebhook();
  const rows = data.webhookEndpoint?.deliveries.edges.map((edge) => edge.node) ?? [];
  const refresh = () => setFetchKey((key) => key + 1);

  return (
    <div className={styles.log}>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('dashboardWebhooks.status')}
          <select className={admin.select} value={status} onChange={(e) => setStatus(e.target.value as WebhookDeliveryStatus | '')} aria-label={t('dashboardWebhooks.filterStatus')}>
            <option value="">{t('dashboardWebhooks.all')}</option>
            {Object.entries(DELIVERY_STATUS_IDS).map(([value, id]) => <option key={value} value={value}>{t(id)}</option>)}
          </select>
        </label>
        <label className={styles.field}>
          {t('dashboardWebhooks.event')}
          <select className={admin.select} value={eventType} onChange={(e) => setEventType(e.target.value)} aria-label={t('dashboardWebhooks.filterEvent')}>
            <option value="">{t('dashboardWebhooks.all')}</option>
            {[...eventTypes.map((type) => type.name), 'webhook.test'].map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <button type="button" className={buttons.secondary} onClick={refresh}>{t('dashboardWebhooks.refresh')}</button>
      </div>
      <AdminTable
        columns={[t('dashboardWebhooks.event'), t('dashboardWebhooks.created'), t('dashboardWebhooks.status'), t('dashboardWebhooks.tries')]}
        rows={rows}
        empty={t('dashboardWebhooks.noDeliveries')}
        renderRow={(row) => <DeliveryRow key={row.id} row={row} busy={redelivering} onRedeliver={() => redeliver({ id: row.id }, { onDone: refresh, onFailure: (m) => onError(m) })} />}
      />
    </div>
  );
}

type Delivery = NonNullable<DeliveryLogQuery$data['webhookEndpoint']>['deliveries']['edges'][number]['node'];

/** One delivery: its event and message id, when, where it stands, every try, and Redeliver. */
function DeliveryRow({ row, busy, onRedeliver }: { row: Delivery; busy: boolean; onRedeliver: () => void }) {
  const t = useT(messages);
  const locale = useLocale();
  const displayDate = useDisplayDate();
  return (
    <tr>
      <td>
        <code>{row.eventType}</code>
        <div>{row.messageId}</div>
      </td>
      <td>{displayDate(String(row.createdAt))}</td>
      <td>
        {DELIVERY_STATUS_IDS[row.status] ? t(DELIVERY_STATUS_IDS[row.status]!) : row.status}
        {row.nextAttemptAt && <div>{t('dashboardWebhooks.nextTry', { when: dateFormat(locale, 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(String(row.nextAttemptAt))) })}</div>}
      </td>
      <td>
        <ol className={styles.tries}>
          {row.attempts.map((a) => (
            <li key={a.attempt}>
              {t(a.manual ? 'dashboardWebhooks.attemptByHand' : 'dashboardWebhooks.attempt', { outcome: a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? t('dashboardWebhooks.noAnswer')), ms: a.durationMs })}
            </li>
          ))}
        </ol>
      </td>
      <RowActions>
        <RowButton disabled={busy} onClick={onRedeliver} aria-label={t('dashboardWebhooks.redeliverId', { id: row.messageId })}>
          {t('dashboardWebhooks.redeliver')}
        </RowButton>
      </RowActions>
    </tr>
  );
}
