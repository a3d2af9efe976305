import { useEffect, useState } from 'react';

/** How long a search box waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stopped changing for `delayMs` (a search box's text → the search it runs).
 * The setter shows a value at once, without waiting (a "Clear search" button).
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, setSettled];
}
