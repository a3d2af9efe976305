import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynonymGroupTable_synonymGroup$key } from '../../__generated__/SynonymGroupTable_synonymGroup.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDeleteSynonymGroupMutation } from './useDeleteSynonymGroupMutation.ts';
import { useUpdateSynonymGroupMutation } from './useUpdateSynonymGroupMutation.ts';
import { formatTerms, parseTerms } from './terms.ts';
import styles from './Synonyms.module.css';

type OnError = (message: string | null) => void;

/** Every synonym group with Edit and Delete. */
export function SynonymGroupTable({ groups, onError }: { groups: ReadonlyArray<SynonymGroupTable_synonymGroup$key & { readonly id: string }>; onError: OnError }) {
  return <AdminTable columns={['Terms that mean the same']} rows={groups} nowrap={false} empty="No synonym groups yet." renderRow={(group) => <SynonymGroupRow key={group.id} group={group} onError={onError} />} />;
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
  const [remove, deleting] = useDeleteSynonymGroupMutation();
  const label = formatTerms(row.terms);

  if (editing !== null) return <SynonymGroupEditRow id={row.id} label={label} terms={editing} onChange={setEditing} onError={onError} />;
  return (
    <tr>
      <td>
        <ul className={styles.terms}>
          {row.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </td>
      <RowActions>
        <RowButton onClick={() => setEditing(label)} aria-label={`Edit ${label}`}>
          Edit
        </RowButton>
        <ConfirmedRowAction
          label="Delete"
          ariaLabel={`Delete ${label}`}
          title="Delete synonym group"
          description={`Delete the synonym group ${label}? Searches for one of these words no longer find the others.`}
          run={({ close }) =>
            remove(row.id, (message) => {
              close();
              onError(message);
            })
          }
          busy={deleting}
        />
      </RowActions>
    </tr>
  );
}

/** A group's row while it is edited: its terms in one field, Save and Cancel (`onChange(null)` ends the edit). */
function SynonymGroupEditRow({ id, label, terms, onChange, onError }: { id: string; label: string; terms: string; onChange: (terms: string | null) => void; onError: OnError }) {
  const [save, saving] = useUpdateSynonymGroupMutation();
  return (
    <tr>
      <td>
        <input className={styles.edit} value={terms} onChange={(e) => onChange(e.target.value)} aria-label={`Terms of ${label}`} maxLength={500} />
      </td>
      <RowActions>
        <RowButton
          disabled={saving}
          onClick={() => {
            onError(null);
            save(id, parseTerms(terms), { onSaved: () => onChange(null), onFailure: onError });
          }}
        >
          {saving ? 'Saving...' : 'Save'}
        </RowButton>
        <RowButton onClick={() => onChange(null)} disabled={saving}>
          Cancel
        </RowButton>
      </RowActions>
    </tr>
  );
}
