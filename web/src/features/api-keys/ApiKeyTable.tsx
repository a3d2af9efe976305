import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApiKeyTable_apiKey$key } from '../../__generated__/ApiKeyTable_apiKey.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation.ts';
import admin from '../../components/admin.module.css';
import styles from './ApiKeys.module.css';
import { API_KEY_SCOPE_LABELS, type ApiKeyScopeName } from '@rules/index.ts';

const scopeLabel = (scope: string) => API_KEY_SCOPE_LABELS[scope as ApiKeyScopeName] ?? scope;

/** Every key: name, prefix, scopes, store, dates, status, and Revoke (after a confirmation). */
export function ApiKeyTable({ apiKeys }: { apiKeys: ReadonlyArray<ApiKeyTable_apiKey$key & { readonly id: string }> }) {
  if (!apiKeys.length) return <EmptyText>No API keys yet.</EmptyText>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Store</th>
            <th scope="col">Per minute</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {apiKeys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} />
          ))}
        </tbody>
      </table>
    </div>
  );
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
        active
      }
    `,
    apiKey,
  );
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
        <span className={row.active ? styles.active : styles.revoked}>{row.active ? 'Active' : 'Revoked'}</span>
      </td>
      <td>
        {row.active && (
          <button type="button" className={`${admin.small} ${admin.danger}`} onClick={() => setConfirming(true)} aria-label={`Revoke ${row.name}`}>
            Revoke
          </button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setError(null);
          }}
          title="Revoke API key"
          description={`Revoke "${row.name}" (${row.prefix}…)? Its next request is refused, and this cannot be undone.`}
          onConfirm={() => revoke(row.id, { onDone: () => setConfirming(false), onFailure: setError })}
          busy={revoking}
          error={error}
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          danger
        />
      </td>
    </tr>
  );
}
