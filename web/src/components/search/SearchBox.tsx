import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { createSuggestionScheduler, moveActiveIndex, SUGGESTION_BLUR_CLOSE_MS } from '../../lib/suggestions.ts';
import { searchPath } from '../../lib/links.ts';
import { SEARCH_PATH, SEARCH_QUERY_FIELD } from '@rules/index.ts';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { SearchIcon } from '../../components/Icons.tsx';
import productLogo from '../../assets/logo.svg';
import type { SearchBoxSuggestionsQuery, SearchBoxSuggestionsQuery$data } from '../../__generated__/SearchBoxSuggestionsQuery.graphql.ts';
import styles from './SearchBox.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

const suggestionsQuery = graphql`
  query SearchBoxSuggestionsQuery($query: String!) {
    searchSuggestions(query: $query, first: 8) {
      id
      name
      path
      featureImage {
        url(variant: THUMB)
      }
    }
  }
`;

type Suggestion = SearchBoxSuggestionsQuery$data['searchSuggestions'][number];

export interface SearchBoxProps {
  /** Visible or screen-reader label of the text box. */
  label: string;
  placeholder?: string;
  initialQuery?: string;
  variant?: 'hero' | 'footer' | 'page';
  hideLabel?: boolean;
}

/**
 * The suggestion dropdown's state: what was found for the text typed so far (asked in the Relay
 * environment of the page, `useRelayEnvironment()`), whether the list shows, which one is active.
 */
function useSuggestions() {
  const environment = useRelayEnvironment();
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const scheduler = useMemo(
    () =>
      createSuggestionScheduler<Suggestion>({
        fetch: async (query) => (await fetchQuery<SearchBoxSuggestionsQuery>(environment, suggestionsQuery, { query }).toPromise())?.searchSuggestions,
        onResults: (results) => {
          setSuggestions(results);
          setActiveIndex(-1);
        },
        onClear: () => {
          setSuggestions([]);
          setActiveIndex(-1);
        },
      }),
    [environment],
  );

  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  return {
    suggestions,
    activeIndex,
    setActiveIndex,
    expanded: open && suggestions.length > 0,
    close,
    typed(value: string) {
      setOpen(true);
      scheduler.input(value);
    },
    focused() {
      if (blurTimer.current) clearTimeout(blurTimer.current);
      setOpen(true);
    },
    blurred() {
      blurTimer.current = setTimeout(close, SUGGESTION_BLUR_CLOSE_MS);
    },
    /** ArrowDown (1) or ArrowUp (-1): opens the list and moves the active suggestion. */
    moved(step: 1 | -1) {
      setOpen(true);
      setActiveIndex((current) => moveActiveIndex(current, step, suggestions.length));
    },
  };
}

interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  activeIndex: number;
  expanded: boolean;
  onActivate: (index: number) => void;
  onChoose: (suggestion: Suggestion) => void;
}

/** The listbox under the text box; `id` is the box's, each option's id is derived from it. */
function SuggestionList({ id, suggestions, activeIndex, expanded, onActivate, onChoose }: SuggestionListProps) {
  const t = useT(commonMessages);
  return (
    <ul id={`${id}-listbox`} role="listbox" aria-label={t('common.suggestions')} className={styles.listbox} hidden={!expanded}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActivate(index)}
          onClick={() => onChoose(suggestion)}
        >
          <FallbackImage src={suggestion.featureImage.url} fallbackSrc={productLogo} alt="" width={40} height={40} className={styles.thumb} />
          <span className={styles.name}>{suggestion.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Text box with a suggestion dropdown (combobox + listbox): asks after a 500 ms pause from 2
 * characters, opens on focus, closes 200 ms after blur; Enter on a suggestion opens it, otherwise
 * a non-empty query goes to /search?q=.
 */
export function SearchBox({ label, placeholder, initialQuery = '', variant = 'page', hideLabel = false }: SearchBoxProps) {
  const t = useT(commonMessages);
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const list = useSuggestions();
  const { suggestions, activeIndex, expanded } = list;

  useEffect(() => setText(initialQuery), [initialQuery]);

  function openSuggestion(suggestion: Suggestion) {
    list.close();
    navigate(suggestion.path);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    list.close();
    navigate(searchPath(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list.moved(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      openSuggestion(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      list.close();
    }
  }

  return (
    <form role="search" method="get" action={SEARCH_PATH} className={`${styles.form} ${styles[variant]}`} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name={SEARCH_QUERY_FIELD}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          placeholder={placeholder ?? t('common.searchLabel')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            list.typed(event.target.value);
          }}
          onFocus={list.focused}
          onBlur={list.blurred}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={20} />
          <span className="visually-hidden">{t('common.search')}</span>
        </button>
        <SuggestionList id={id} suggestions={suggestions} activeIndex={activeIndex} expanded={expanded} onActivate={list.setActiveIndex} onChoose={openSuggestion} />
      </div>
    </form>
  );
}
