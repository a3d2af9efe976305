import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointTable_endpoint$key } from '../../__generated__/WebhookEndpointTable_endpoint.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useSendTestWebhook, useUpdateWebhookEndpoint } from './useWebhookEndpointActions.ts';
import styles from './Webhooks.module.css';

const COLUMNS = ['URL', 'Store', 'Events', 'Status'];

export interface EndpointTableHandlers {
  /** Opens the endpoint's delivery log. */
  onShowLog: (id: string, url: string) => void;
  onSecret: (secret: string) => void;
  onMessage: (message: string) => void;
  onError: (message: string | null) => void;
}

/** Every endpoint the viewer manages, with enable/disable, rotate, test, log and delete. */
export function WebhookEndpointTable({ endpoints, ...handlers }: { endpoints: ReadonlyArray<WebhookEndpointTable_endpoint$key & { readonly id: string }> } & EndpointTableHandlers) {
  return <AdminTable columns={COLUMNS} rows={endpoints} empty="No webhook endpoints yet." renderRow={(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} {...handlers} />} />;
}

function EndpointRow({ endpoint, onShowLog, onSecret, onMessage, onError }: { endpoint: WebhookEndpointTable_endpoint$key } & EndpointTableHandlers) {
  const row = useFragment(
    graphql`
      fragment WebhookEndpointTable_endpoint on WebhookEndpoint {
        id
        url
        description
        events
        enabled
        disabledReason
        storeId
      }
    `,
    endpoint,
  );
  const [update, updating] = useUpdateWebhookEndpoint();
  const [rotate, rotating] = useRotateWebhookSecret();
  const [sendTest, testing] = useSendTestWebhook();
  const [remove, removing] = useDeleteWebhookEndpoint();
  const fail = (message: string) => onError(message);

  return (
    <tr>
      <td>
        <strong>{row.url}</strong>
        {row.description && <div>{row.description}</div>}
      </td>
      <td>{row.storeId ?? 'Marketplace'}</td>
      <td>{row.events.join(', ')}</td>
      <td>
        <span className={row.enabled ? styles.enabled : styles.disabled}>{row.enabled ? 'Enabled' : 'Disabled'}</span>
        {row.disabledReason && <div>{row.disabledReason}</div>}
      </td>
      <RowActions>
        <RowButton onClick={() => onShowLog(row.id, row.url)} aria-label={`Deliveries of ${row.url}`}>
          Deliveries
        </RowButton>
        <RowButton
          disabled={testing || !row.enabled}
          onClick={() => sendTest({ id: row.id }, { onDone: () => onMessage(`A test event is on its way to ${row.url}.`), onFailure: fail })}
          aria-label={`Send test event to ${row.url}`}
        >
          Send test event
        </RowButton>
        <RowButton disabled={updating} onClick={() => update({ id: row.id, enabled: !row.enabled }, { onDone: () => onError(null), onFailure: fail })} aria-label={`${row.enabled ? 'Disable' : 'Enable'} ${row.url}`}>
          {row.enabled ? 'Disable' : 'Enable'}
        </RowButton>
        <ConfirmedRowAction
          label="Rotate secret"
          ariaLabel={`Rotate the secret of ${row.url}`}
          title="Rotate signing secret"
          description="A new secret is shown once. The current one keeps signing for 24 hours, so your receiver can switch without missing an event."
          run={({ close, fail: failed }) => rotate({ id: row.id }, { onDone: (secret) => { close(); onSecret(secret); }, onFailure: failed })}
          busy={rotating}
          busyLabel="Rotating..."
          confirmLabel="Rotate"
        />
        <ConfirmedRowAction
          label="Delete"
          ariaLabel={`Delete ${row.url}`}
          title="Delete webhook endpoint"
          description={`Delete ${row.url} and its delivery log? Events are no longer sent to it.`}
          run={({ close, fail: failed }) => remove({ id: row.id }, { onDone: close, onFailure: failed })}
          busy={removing}
        />
      </RowActions>
    </tr>
  );
}
