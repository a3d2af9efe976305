import { graphql, useFragment } from 'react-relay';
import type { ApiKeyTable_apiKey$key } from '../../__generated__/ApiKeyTable_apiKey.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions } from '../../components/admin-table/RowActions.tsx';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation.ts';
import styles from './ApiKeys.module.css';
import { API_KEY_SCOPE_LABELS, type ApiKeyScopeName } from '@rules/index.ts';

const scopeLabel = (scope: string) => API_KEY_SCOPE_LABELS[scope as ApiKeyScopeName] ?? scope;

const COLUMNS = ['Name', 'Key', 'Scopes', 'Store', 'Per minute', 'Created', 'Last used', 'Status'];

/** Every key: name, prefix, scopes, store, dates, status, and Revoke (after a confirmation). */
export function ApiKeyTable({ apiKeys }: { apiKeys: ReadonlyArray<ApiKeyTable_apiKey$key & { readonly id: string }> }) {
  return <AdminTable columns={COLUMNS} rows={apiKeys} empty="No API keys yet." renderRow={(key) => <ApiKeyRow key={key.id} apiKey={key} />} />;
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
      <td>{formatDisplayDate(row.createdAt)}</td>
      <td>{row.lastUsedAt ? formatDisplayDate(row.lastUsedAt) : 'Never'}</td>
      <td>
        <span className={row.active ? styles.active : styles.revoked}>{row.active ? (row.expiresAt ? `Active until ${formatDisplayDate(row.expiresAt)}` : 'Active') : row.expiresAt && !row.revokedAt ? 'Expired' : 'Revoked'}</span>
      </td>
      <RowActions>
        <ConfirmedRowAction
          label="Revoke"
          ariaLabel={`Revoke ${row.name}`}
          title="Revoke API key"
          description={`Revoke "${row.name}" (${row.prefix}…)? Its next request is refused, and this cannot be undone.`}
          run={({ close, fail }) => revoke(row.id, { onDone: close, onFailure: fail })}
          busy={revoking}
          busyLabel="Revoking..."
          offered={row.active}
        />
      </RowActions>
    </tr>
  );
}
