import { useEffect, useEffectEvent, useRef, useTransition } from 'react';

/**
 * Calls `refetch` whenever `key` (a list's search, filters or reload counter, as one value) differs
 * from the key of the data on screen. The refetch runs in a transition, so the old list stays until
 * the new one arrives. `loadedKey` is the key the page query loaded (its default filter); by default
 * the key at the first render.
 */
export function useRefetchOnChange<K extends string | number>(key: K, refetch: () => void, loadedKey: K = key): void {
  const [, startTransition] = useTransition();
  const applied = useRef(loadedKey);
  const run = useEffectEvent(() =>
    startTransition(() => {
      refetch();
    }),
  );
  useEffect(() => {
    if (applied.current === key) return;
    applied.current = key;
    run();
  }, [key]);
}
