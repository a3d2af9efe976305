import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { SearchMeaningsPanelQuery } from '../../__generated__/SearchMeaningsPanelQuery.graphql.ts';
import type { SearchMeaningsPanelSwitchOffMutation } from '../../__generated__/SearchMeaningsPanelSwitchOffMutation.graphql.ts';
import type { SearchMeaningsPanelSwitchOnMutation } from '../../__generated__/SearchMeaningsPanelSwitchOnMutation.graphql.ts';
import { ErrorText, LoadingText } from '../../components/StatusText.tsx';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import buttons from '../../components/Button.module.css';
import styles from './Synonyms.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

type OnError = (message: string | null) => void;

// Message ids, written out (the build shortens literal ids); a value a newer server sends shows nothing.
const RELATION_IDS = { SAME: 'dashboardSynonyms.relationSame', KIND_OF: 'dashboardSynonyms.relationKindOf', INCLUDES: 'dashboardSynonyms.relationIncludes', '%future added value': null } as const;
const SOURCE_IDS = { WORD_LIST: 'dashboardSynonyms.sourceWordList', THESAURUS: 'dashboardSynonyms.sourceThesaurus', '%future added value': null } as const;

/**
 * What search takes a word to mean beyond the synonym groups (issue 34): the product's word list
 * and the WordNet thesaurus. The admin looks a word up and switches a pair that brings wrong
 * listings off (and on again); search uses the change at once.
 */
export function SearchMeaningsPanel({ onError }: { onError: OnError }) {
  const t = useT(messages);
  const [text, setText] = useState('');
  const [word, setWord] = useState<string | null>(null);
  const [fetchKey, setFetchKey] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    onError(null);
    setWord(text.trim());
    setFetchKey((k) => k + 1);
  }

  return (
    <section aria-labelledby="search-meanings-heading">
      <h2 id="search-meanings-heading">{t('dashboardSynonyms.meaningsHeading')}</h2>
      <p>{t('dashboardSynonyms.meaningsIntro')}</p>
      <form method="get" className={styles.form} onSubmit={submit} aria-label={t('dashboardSynonyms.lookUpForm')} noValidate>
        <label className={styles.field}>
          {t('dashboardSynonyms.word')}
          <input value={text} onChange={(e) => setText(e.target.value)} required maxLength={40} placeholder={t('dashboardSynonyms.wordPlaceholder')} />
        </label>
        <button type="submit" className={buttons.primary}>
          {t('dashboardSynonyms.showMeanings')}
        </button>
      </form>
      {word && (
        <ErrorBoundary key={`${word}-${fetchKey}`} fallback={() => <ErrorText>{t('dashboardSynonyms.meaningsFailed')}</ErrorText>}>
          <Suspense fallback={<LoadingText>{t('dashboardSynonyms.meaningsLoading')}</LoadingText>}>
            <MeaningTable word={word} fetchKey={fetchKey} onChanged={() => setFetchKey((k) => k + 1)} onError={onError} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

function MeaningTable({ word, fetchKey, onChanged, onError }: { word: string; fetchKey: number; onChanged: () => void; onError: OnError }) {
  const data = useLazyLoadQuery<SearchMeaningsPanelQuery>(
    graphql`
      query SearchMeaningsPanelQuery($word: String!) {
        searchMeanings(word: $word) {
          word
          term
          relation
          source
          switchedOff
        }
      }
    `,
    { word },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const t = useT(messages);
  const [toggle, busy] = useSwitchMeaning(onChanged, onError);

  return (
    <AdminTable
      columns={[t('dashboardSynonyms.alsoFinds'), t('dashboardSynonyms.how'), t('dashboardSynonyms.from')]}
      rows={data.searchMeanings}
      label={t('dashboardSynonyms.meaningsOf', { word })}
      nowrap={false}
      empty={t('dashboardSynonyms.noMeanings', { word })}
      renderRow={(m) => (
        <tr key={m.term}>
          <td>{m.switchedOff ? <s>{m.term}</s> : m.term}</td>
          <td>{RELATION_IDS[m.relation] && t(RELATION_IDS[m.relation]!)}</td>
          <td>{SOURCE_IDS[m.source] && t(SOURCE_IDS[m.source]!)}</td>
          <td>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => toggle(m)} aria-label={t(m.switchedOff ? 'dashboardSynonyms.switchOnNamed' : 'dashboardSynonyms.switchOffNamed', { word: m.word, term: m.term })}>
              {t(m.switchedOff ? 'dashboardSynonyms.switchOn' : 'dashboardSynonyms.switchOff')}
            </button>
          </td>
        </tr>
      )}
    />
  );
}

/** Switches a meaning off (or on again); `onChanged` after the server took it. */
function useSwitchMeaning(onChanged: () => void, onError: OnError): [(meaning: { word: string; term: string; switchedOff: boolean }) => void, boolean] {
  const [switchOff, switchingOff] = useMutation<SearchMeaningsPanelSwitchOffMutation>(graphql`
    mutation SearchMeaningsPanelSwitchOffMutation($input: SwitchOffSearchMeaningInput!) {
      switchOffSearchMeaning(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [switchOn, switchingOn] = useMutation<SearchMeaningsPanelSwitchOnMutation>(graphql`
    mutation SearchMeaningsPanelSwitchOnMutation($input: SwitchOnSearchMeaningInput!) {
      switchOnSearchMeaning(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const t = useT(messages);
  const failed = (e: Error) => onError(e.message || t('dashboardSynonyms.changeFailed'));

  function toggle(meaning: { word: string; term: string; switchedOff: boolean }) {
    const input = { word: meaning.word, term: meaning.term };
    if (meaning.switchedOff) {
      switchOn({
        variables: { input },
        onCompleted: ({ switchOnSearchMeaning: r }) => (r.__typename === 'SwitchOnSearchMeaningSuccess' ? onChanged() : onError(typedErrorMessage(r) || t('dashboardSynonyms.switchOnFailed'))),
        onError: failed,
      });
    } else {
      switchOff({
        variables: { input },
        onCompleted: ({ switchOffSearchMeaning: r }) => (r.__typename === 'SwitchOffSearchMeaningSuccess' ? onChanged() : onError(typedErrorMessage(r) || t('dashboardSynonyms.switchOffFailed'))),
        onError: failed,
      });
    }
  }
  return [toggle, switchingOff || switchingOn];
}
