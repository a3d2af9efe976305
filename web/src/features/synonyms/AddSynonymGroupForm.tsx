import { useState, type FormEvent } from 'react';
import { useCreateSynonymGroupMutation } from './useCreateSynonymGroupMutation.ts';
import { parseTerms } from './terms.ts';
import buttons from '../../components/Button.module.css';
import styles from './Synonyms.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

/** The Add form: terms separated by commas; the server checks them (2-12 terms of 1-3 words, each in one group only). */
export function AddSynonymGroupForm({ onError }: { onError: (message: string | null) => void }) {
  const t = useT(messages);
  const [text, setText] = useState('');
  const [create, saving] = useCreateSynonymGroupMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const terms = parseTerms(text);
    if (terms.length < 2) {
      onError(t('dashboardSynonyms.atLeastTwo'));
      return;
    }
    onError(null);
    create(terms, { onCreated: () => setText(''), onFailure: onError });
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label={t('dashboardSynonyms.addForm')} noValidate>
      <label className={styles.field}>
        {t('dashboardSynonyms.terms')}
        <input value={text} onChange={(e) => setText(e.target.value)} required maxLength={500} placeholder={t('dashboardSynonyms.termsPlaceholder')} />
      </label>
      <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
        {t(saving ? 'dashboardSynonyms.adding' : 'dashboardSynonyms.add')}
      </button>
    </form>
  );
}
