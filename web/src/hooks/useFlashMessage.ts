import { useCallback, useEffect, useState } from 'react';

/** How long a flash message stays on screen (docs/spec/storefront.md §9: success messages disappear after 3 s). */
export const FLASH_MESSAGE_MS = 3_000;

export interface FlashMessageOptions<T> {
  /** The message shown from the first render (it clears after `ms` too). */
  initial?: T | null;
  ms?: number;
  /** Which messages clear themselves; the others stay until replaced (default: all). */
  expires?: (message: T) => boolean;
}

/**
 * A message that clears itself `ms` after it was shown. Showing a message again, even the same one,
 * starts its time anew; showing null clears it at once.
 */
export function useFlashMessage<T = string>({ initial = null, ms = FLASH_MESSAGE_MS, expires }: FlashMessageOptions<T> = {}): [T | null, (message: T | null) => void] {
  const [shown, setShown] = useState<{ message: T } | null>(() => (initial === null ? null : { message: initial }));
  const expiring = shown !== null && (expires ? expires(shown.message) : true);
  useEffect(() => {
    if (!shown || !expiring) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, expiring, ms]);
  const show = useCallback((message: T | null) => setShown(message === null ? null : { message }), []);
  return [shown?.message ?? null, show];
}
