import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynonymGroupTable_synonymGroup$key } from '../../__generated__/SynonymGroupTable_synonymGroup.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDeleteSynonymGroupMutation } from './useDeleteSynonymGroupMutation.ts';
import { useUpdateSynonymGroupMutation } from './useUpdateSynonymGroupMutation.ts';
import { formatTerms, parseTerms } from './terms.ts';
import styles from './Synonyms.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

type OnError = (message: string | null) => void;

/** Every synonym group with Edit and Delete. */
export function SynonymGroupTable({ groups, onError }: { groups: ReadonlyArray<SynonymGroupTable_synonymGroup$key & { readonly id: string }>; onError: OnError }) {
  const t = useT(messages);
  return <AdminTable columns={[t('dashboardSynonyms.column')]} rows={groups} nowrap={false} empty={t('dashboardSynonyms.none')} renderRow={(group) => <SynonymGroupRow key={group.id} group={group} onError={onError} />} />;
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
  const t = useT(messages);
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
        <RowButton onClick={() => setEditing(label)} aria-label={t('dashboardSynonyms.editNamed', { label })}>
          {t('dashboardSynonyms.edit')}
        </RowButton>
        <ConfirmedRowAction
          label={t('dashboardSynonyms.delete')}
          busyLabel={t('dashboardSynonyms.deleting')}
          ariaLabel={t('dashboardSynonyms.deleteNamed', { label })}
          title={t('dashboardSynonyms.deleteTitle')}
          description={t('dashboardSynonyms.deleteQuestion', { label })}
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
  const t = useT(messages);
  const [save, saving] = useUpdateSynonymGroupMutation();
  return (
    <tr>
      <td>
        <input className={styles.edit} value={terms} onChange={(e) => onChange(e.target.value)} aria-label={t('dashboardSynonyms.termsOf', { label })} maxLength={500} />
      </td>
      <RowActions>
        <RowButton
          disabled={saving}
          onClick={() => {
            onError(null);
            save(id, parseTerms(terms), { onSaved: () => onChange(null), onFailure: onError });
          }}
        >
          {t(saving ? 'dashboardSynonyms.saving' : 'dashboardSynonyms.save')}
        </RowButton>
        <RowButton onClick={() => onChange(null)} disabled={saving}>
          {t('dashboardSynonyms.cancel')}
        </RowButton>
      </RowActions>
    </tr>
  );
}
