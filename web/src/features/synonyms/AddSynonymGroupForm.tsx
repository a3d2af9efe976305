import { useState, type FormEvent } from 'react';
import { useCreateSynonymGroupMutation } from './useCreateSynonymGroupMutation.ts';
import { parseTerms } from './terms.ts';
import buttons from '../../components/Button.module.css';
import styles from './Synonyms.module.css';

/** The Add form: terms separated by commas; the server checks them (2-12 terms of 1-3 words, each in one group only). */
export function AddSynonymGroupForm({ onError }: { onError: (message: string | null) => void }) {
  const [text, setText] = useState('');
  const [create, saving] = useCreateSynonymGroupMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const terms = parseTerms(text);
    if (terms.length < 2) {
      onError('Enter at least 2 terms, separated by commas.');
      return;
    }
    onError(null);
    create(terms, { onCreated: () => setText(''), onFailure: onError });
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label="Add synonym group" noValidate>
      <label className={styles.field}>
        Terms (separated by commas)
        <input value={text} onChange={(e) => setText(e.target.value)} required maxLength={500} placeholder="e.g. sofa, couch, settee" />
      </label>
      <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
        {saving ? 'Adding...' : 'Add Synonyms'}
      </button>
    </form>
  );
}
