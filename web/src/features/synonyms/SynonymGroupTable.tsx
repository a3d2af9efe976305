import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynonymGroupTable_synonymGroup$key } from '../../__generated__/SynonymGroupTable_synonymGroup.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useDeleteSynonymGroupMutation } from './useDeleteSynonymGroupMutation.ts';
import { useUpdateSynonymGroupMutation } from './useUpdateSynonymGroupMutation.ts';
import { formatTerms, parseTerms } from './terms.ts';
import admin from '../../components/admin.module.css';
import styles from './Synonyms.module.css';

type OnError = (message: string | null) => void;

/** Every synonym group with Edit and Delete. */
export function SynonymGroupTable({ groups, onError }: { groups: ReadonlyArray<SynonymGroupTable_synonymGroup$key & { readonly id: string }>; onError: OnError }) {
  if (!groups.length) return <EmptyText>No synonym groups yet.</EmptyText>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Terms that mean the same</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <SynonymGroupRow key={group.id} group={group} onError={onError} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SynonymGroupRow({ group, onError }: { group: SynonymGroupTable_synonymGroup$key; onError: OnError }) {
  const row = useFragment(
    graphql`
      fragment SynonymGroupTable_synonymGroup on SynonymGroup {
        id
        terms
      }
    `,
    group,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [save, saving] = useUpdateSynonymGroupMutation();
  const [remove, deleting] = useDeleteSynonymGroupMutation();
  const [confirming, setConfirming] = useState(false);
  const label = formatTerms(row.terms);

  if (editing !== null) {
    return (
      <tr>
        <td>
          <input className={styles.edit} value={editing} onChange={(e) => setEditing(e.target.value)} aria-label={`Terms of ${label}`} maxLength={500} />
        </td>
        <td className={styles.actions}>
          <button
            type="button"
            className={admin.small}
            disabled={saving}
            onClick={() => {
              onError(null);
              save(row.id, parseTerms(editing), { onSaved: () => setEditing(null), onFailure: onError });
            }}
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className={admin.small} onClick={() => setEditing(null)} disabled={saving}>
            Cancel
          </button>
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td>
        <ul className={styles.terms}>
          {row.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </td>
      <td className={styles.actions}>
        <button type="button" className={admin.small} onClick={() => setEditing(label)} aria-label={`Edit ${label}`}>
          Edit
        </button>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={() => setConfirming(true)} disabled={deleting} aria-label={`Delete ${label}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete synonym group"
          description={`Delete the synonym group ${label}? Searches for one of these words no longer find the others.`}
          onConfirm={() =>
            remove(row.id, (message) => {
              setConfirming(false);
              onError(message);
            })
          }
          busy={deleting}
        />
      </td>
    </tr>
  );
}
