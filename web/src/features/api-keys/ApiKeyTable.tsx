import { graphql, useFragment } from 'react-relay';
import type { ApiKeyTable_apiKey$key } from '../../__generated__/ApiKeyTable_apiKey.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions } from '../../components/admin-table/RowActions.tsx';
import { useDisplayDate } from '../../hooks/useDisplayDate.ts';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation.ts';
import styles from './ApiKeys.module.css';
import type { ApiKeyScopeName } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardApiKeys.ts';
import { SCOPE_IDS } from './scope-labels.ts';


/** Every key: name, prefix, scopes, store, dates, status, and Revoke (after a confirmation). */
export function ApiKeyTable({ apiKeys }: { apiKeys: ReadonlyArray<ApiKeyTable_apiKey$key & { readonly id: string }> }) {
  const t = useT(messages);
  const columns = (['dashboardApiKeys.name', 'dashboardApiKeys.key', 'dashboardApiKeys.scopes', 'dashboardApiKeys.store', 'dashboardApiKeys.perMinute', 'dashboardApiKeys.created', 'dashboardApiKeys.lastUsed', 'dashboardApiKeys.status'] as const).map((id) => t(id));
  return <AdminTable columns={columns} rows={apiKeys} empty={t('dashboardApiKeys.none')} renderRow={(key) => <ApiKeyRow key={key.id} apiKey={key} />} />;
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKeyTable_apiKey$key }) {
  const row = useFragment(
    graphql`
      fragment ApiKeyTable_apiKey on ApiKey {
        id
        name
        prefix
        scopes
        storeId
        requestsPerMinute
        createdAt
        lastUsedAt
        revokedAt
        expiresAt
        active
      }
    `,
    apiKey,
  );
  const t = useT(messages);
  const displayDate = useDisplayDate();
  const scopeLabel = (scope: string) => (scope in SCOPE_IDS ? t(SCOPE_IDS[scope as ApiKeyScopeName]) : scope);
  const [revoke, revoking] = useRevokeApiKeyMutation();

  return (
    <tr>
      <td>
        <strong>{row.name}</strong>
      </td>
      <td>
        <code>{row.prefix}…</code>
      </td>
      <td>{row.scopes.map(scopeLabel).join(', ')}</td>
      <td>{row.storeId ?? '—'}</td>
      <td>{row.requestsPerMinute}</td>
      <td>{displayDate(String(row.createdAt))}</td>
      <td>{row.lastUsedAt ? displayDate(String(row.lastUsedAt)) : t('dashboardApiKeys.never')}</td>
      <td>
        <span className={row.active ? styles.active : styles.revoked}>{row.active ? (row.expiresAt ? t('dashboardApiKeys.activeUntil', { date: displayDate(String(row.expiresAt)) }) : t('dashboardApiKeys.active')) : row.expiresAt && !row.revokedAt ? t('dashboardApiKeys.expired') : t('dashboardApiKeys.revoked')}</span>
      </td>
      <RowActions>
        <ConfirmedRowAction
          label={t('dashboardApiKeys.revoke')}
          ariaLabel={t('dashboardApiKeys.revokeNamed', { name: row.name })}
          title={t('dashboardApiKeys.revokeTitle')}
          description={t('dashboardApiKeys.revokeQuestion', { name: row.name, prefix: row.prefix })}
          run={({ close, fail }) => revoke(row.id, { onDone: close, onFailure: fail })}
          busy={revoking}
          busyLabel={t('dashboardApiKeys.revoking')}
          offered={row.active}
        />
      </RowActions>
    </tr>
  );
}
