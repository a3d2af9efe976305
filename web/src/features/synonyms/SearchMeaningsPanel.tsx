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

type OnError = (message: string | null) => void;

const RELATION_LABEL = { SAME: 'same thing', KIND_OF: 'a kind of it', INCLUDES: 'includes it', '%future added value': '' } as const;
const SOURCE_LABEL = { WORD_LIST: 'word list', THESAURUS: 'thesaurus', '%future added value': '' } as const;

/**
 * What search takes a word to mean beyond the synonym groups (issue 34): the product's word list
 * and the WordNet thesaurus. The admin looks a word up and switches a pair that brings wrong
 * listings off (and on again); search uses the change at once.
 */
export function SearchMeaningsPanel({ onError }: { onError: OnError }) {
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
      <h2 id="search-meanings-heading">Word list and thesaurus</h2>
      <p>Beyond the groups above, search also takes a shopper&apos;s word to mean catalogue words from our list of everyday and regional words and from a thesaurus. Look a word up, and switch off a meaning that brings the wrong listings.</p>
      <form method="get" className={styles.form} onSubmit={submit} aria-label="Look up a search word" noValidate>
        <label className={styles.field}>
          Word or phrase
          <input value={text} onChange={(e) => setText(e.target.value)} required maxLength={40} placeholder="e.g. cooker" />
        </label>
        <button type="submit" className={buttons.primary}>
          Show Meanings
        </button>
      </form>
      {word && (
        <ErrorBoundary key={`${word}-${fetchKey}`} fallback={() => <ErrorText>Failed to fetch the meanings. Please try again.</ErrorText>}>
          <Suspense fallback={<LoadingText>Loading meanings...</LoadingText>}>
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
  const [toggle, busy] = useSwitchMeaning(onChanged, onError);

  return (
    <AdminTable
      columns={['Also finds', 'How', 'From']}
      rows={data.searchMeanings}
      label={`What search takes "${word}" to mean`}
      nowrap={false}
      empty={<>Search takes &quot;{word}&quot; to mean nothing beyond its own words and the synonym groups.</>}
      renderRow={(m) => (
        <tr key={m.term}>
          <td>{m.switchedOff ? <s>{m.term}</s> : m.term}</td>
          <td>{RELATION_LABEL[m.relation]}</td>
          <td>{SOURCE_LABEL[m.source]}</td>
          <td>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => toggle(m)} aria-label={`${m.switchedOff ? 'Switch on' : 'Switch off'} "${m.word}" meaning "${m.term}"`}>
              {m.switchedOff ? 'Switch On' : 'Switch Off'}
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
  const failed = (e: Error) => onError(e.message || 'Failed to change the meaning');

  function toggle(meaning: { word: string; term: string; switchedOff: boolean }) {
    const input = { word: meaning.word, term: meaning.term };
    if (meaning.switchedOff) {
      switchOn({
        variables: { input },
        onCompleted: ({ switchOnSearchMeaning: r }) => (r.__typename === 'SwitchOnSearchMeaningSuccess' ? onChanged() : onError(typedErrorMessage(r) || 'Failed to switch the meaning on')),
        onError: failed,
      });
    } else {
      switchOff({
        variables: { input },
        onCompleted: ({ switchOffSearchMeaning: r }) => (r.__typename === 'SwitchOffSearchMeaningSuccess' ? onChanged() : onError(typedErrorMessage(r) || 'Failed to switch the meaning off')),
        onError: failed,
      });
    }
  }
  return [toggle, switchingOff || switchingOn];
}
