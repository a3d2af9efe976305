import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointTable_endpoint$key } from '../../__generated__/WebhookEndpointTable_endpoint.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useSendTestWebhook, useUpdateWebhookEndpoint } from './useWebhookEndpointActions.ts';
import styles from './Webhooks.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';

export interface EndpointTableHandlers {
  /** Opens the endpoint's delivery log. */
  onShowLog: (id: string, url: string) => void;
  onSecret: (secret: string) => void;
  onMessage: (message: string) => void;
  onError: (message: string | null) => void;
}

/** Every endpoint the viewer manages, with enable/disable, rotate, test, log and delete. */
export function WebhookEndpointTable({ endpoints, ...handlers }: { endpoints: ReadonlyArray<WebhookEndpointTable_endpoint$key & { readonly id: string }> } & EndpointTableHandlers) {
  const t = useT(messages);
  const columns = [t('dashboardWebhooks.url'), t('dashboardWebhooks.store'), t('dashboardWebhooks.events'), t('dashboardWebhooks.status')];
  return <AdminTable columns={columns} rows={endpoints} empty={t('dashboardWebhooks.none')} renderRow={(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} {...handlers} />} />;
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
  const t = useT(messages);
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
      <td>{row.storeId ?? t('dashboardWebhooks.marketplace')}</td>
      <td>{row.events.join(', ')}</td>
      <td>
        <span className={row.enabled ? styles.enabled : styles.disabled}>{t(row.enabled ? 'dashboardWebhooks.enabled' : 'dashboardWebhooks.disabled')}</span>
        {row.disabledReason && <div>{row.disabledReason}</div>}
      </td>
      <RowActions>
        <RowButton onClick={() => onShowLog(row.id, row.url)} aria-label={t('dashboardWebhooks.deliveriesOf', { url: row.url })}>
          {t('dashboardWebhooks.deliveries')}
        </RowButton>
        <RowButton
          disabled={testing || !row.enabled}
          onClick={() => sendTest({ id: row.id }, { onDone: () => onMessage(t('dashboardWebhooks.testSent', { url: row.url })), onFailure: fail })}
          aria-label={t('dashboardWebhooks.sendTestTo', { url: row.url })}
        >
          {t('dashboardWebhooks.sendTest')}
        </RowButton>
        <RowButton disabled={updating} onClick={() => update({ id: row.id, enabled: !row.enabled }, { onDone: () => onError(null), onFailure: fail })} aria-label={t(row.enabled ? 'dashboardWebhooks.disableUrl' : 'dashboardWebhooks.enableUrl', { url: row.url })}>
          {t(row.enabled ? 'dashboardWebhooks.disable' : 'dashboardWebhooks.enable')}
        </RowButton>
        <ConfirmedRowAction
          label={t('dashboardWebhooks.rotateSecret')}
          ariaLabel={t('dashboardWebhooks.rotateSecretOf', { url: row.url })}
          title={t('dashboardWebhooks.rotateTitle')}
          description={t('dashboardWebhooks.rotateQuestion')}
          run={({ close, fail: failed }) => rotate({ id: row.id }, { onDone: (secret) => { close(); onSecret(secret); }, onFailure: failed })}
          busy={rotating}
          busyLabel={t('dashboardWebhooks.rotating')}
          confirmLabel={t('dashboardWebhooks.rotate')}
        />
        <ConfirmedRowAction
          label={t('dashboardWebhooks.delete')}
          busyLabel={t('dashboardWebhooks.deleting')}
          ariaLabel={t('dashboardWebhooks.deleteUrl', { url: row.url })}
          title={t('dashboardWebhooks.deleteTitle')}
          description={t('dashboardWebhooks.deleteQuestion', { url: row.url })}
          run={({ close, fail: failed }) => remove({ id: row.id }, { onDone: close, onFailure: failed })}
          busy={removing}
        />
      </RowActions>
    </tr>
  );
}
