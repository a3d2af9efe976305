import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue.ts';

/**
 * Sets (or, for null or '', removes) one parameter of the page's URL. Replaces the history entry: a
 * list's filters belong to the page, so Back leaves the list rather than stepping through filters,
 * and returning to the list (Back, a reload, a shared link) shows it as it was left.
 */
export function useSetUrlParam(): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return (name, value) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
}

/**
 * A filter kept in the URL's `name` parameter: `parse` turns the parameter (null when absent) into
 * a value; setting the default value removes the parameter.
 */
export function useUrlParam<T extends string>(name: string, parse: (value: string | null) => T, defaultValue: T): [T, (value: T) => void] {
  const [params] = useSearchParams();
  const setParam = useSetUrlParam();
  return [parse(params.get(name)), (value) => setParam(name, value === defaultValue ? null : value)];
}

export interface UrlSearch {
  /** What the search box shows (every keystroke). */
  text: string;
  setText: (text: string) => void;
  /** The search to run: the box's trimmed text once typing has paused, and what the URL holds. */
  search: string;
  /** Empties the box and the search at once (a "Clear search" button). */
  clear: () => void;
}

/**
 * A list's search box kept in the URL's `name` parameter (default `q`). The box starts from the
 * URL; a settled search is written back (not every keystroke); when the URL changes under the page
 * (Back, Forward, a link to the same list), the box and the search follow it.
 */
export function useUrlSearch(name = 'q'): UrlSearch {
  const [params] = useSearchParams();
  const setParam = useSetUrlParam();
  const inUrl = params.get(name) ?? '';
  const [text, setText] = useState(inUrl);
  const [search, setSearch] = useDebouncedValue(text.trim());

  useEffect(() => {
    if (inUrl.trim() !== search) setParam(name, search || null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the URL
  }, [search]);

  const lastSeenInUrl = useRef(inUrl);
  useEffect(() => {
    if (lastSeenInUrl.current === inUrl) return;
    lastSeenInUrl.current = inUrl;
    if (inUrl.trim() !== search) {
      setText(inUrl);
      setSearch(inUrl.trim());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the URL only
  }, [inUrl]);

  return {
    text,
    setText,
    search,
    clear: () => {
      setText('');
      setSearch('');
    },
  };
}
