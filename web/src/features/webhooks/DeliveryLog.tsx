import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeliveryLogQuery, DeliveryLogQuery$data, WebhookDeliveryStatus } from '../../__generated__/DeliveryLogQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { useRedeliverWebhook } from './useWebhookEndpointActions.ts';
import buttons from '../../components/Button.module.css';
import styles from './Webhooks.module.css';
import admin from '../../components/admin.module.css';

const COLUMNS = ['Event', 'Created', 'Status', 'Tries'];
const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', SUCCEEDED: 'Delivered', FAILED: 'Failed' };

/** One endpoint's delivery log (newest 20), filtered by outcome and event, with Refresh and Redeliver. */
export function DeliveryLog({ endpointId, eventTypes, onError }: { endpointId: string; eventTypes: ReadonlyArray<{ readonly name: string }>; onError: (message: string | null) => void }) {
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
          Status
          <select className={admin.select} value={status} onChange={(e) => setStatus(e.target.value as WebhookDeliveryStatus | '')} aria-label="Filter by status">
            <option value="">All</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <label className={styles.field}>
          Event
          <select className={admin.select} value={eventType} onChange={(e) => setEventType(e.target.value)} aria-label="Filter by event">
            <option value="">All</option>
            {[...eventTypes.map((t) => t.name), 'webhook.test'].map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <button type="button" className={buttons.secondary} onClick={refresh}>Refresh</button>
      </div>
      <AdminTable
        columns={COLUMNS}
        rows={rows}
        empty="No deliveries yet."
        renderRow={(row) => <DeliveryRow key={row.id} row={row} busy={redelivering} onRedeliver={() => redeliver({ id: row.id }, { onDone: refresh, onFailure: (m) => onError(m) })} />}
      />
    </div>
  );
}

type Delivery = NonNullable<DeliveryLogQuery$data['webhookEndpoint']>['deliveries']['edges'][number]['node'];

/** One delivery: its event and message id, when, where it stands, every try, and Redeliver. */
function DeliveryRow({ row, busy, onRedeliver }: { row: Delivery; busy: boolean; onRedeliver: () => void }) {
  return (
    <tr>
      <td>
        <code>{row.eventType}</code>
        <div>{row.messageId}</div>
      </td>
      <td>{formatDisplayDate(row.createdAt)}</td>
      <td>
        {STATUS_LABELS[row.status] ?? row.status}
        {row.nextAttemptAt && <div>Next try {new Date(row.nextAttemptAt).toLocaleString()}</div>}
      </td>
      <td>
        <ol className={styles.tries}>
          {row.attempts.map((a) => (
            <li key={a.attempt}>
              {a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? 'No answer')} in {a.durationMs} ms{a.manual ? ' (by hand)' : ''}
            </li>
          ))}
        </ol>
      </td>
      <RowActions>
        <RowButton disabled={busy} onClick={onRedeliver} aria-label={`Redeliver ${row.messageId}`}>
          Redeliver
        </RowButton>
      </RowActions>
    </tr>
  );
}
