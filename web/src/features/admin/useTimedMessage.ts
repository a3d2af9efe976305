import { useCallback, useEffect, useState } from 'react';

/** A message that clears itself after `ms` (the vendor list's success message: 3 s, spec §9). */
export function useTimedMessage(ms = 3_000): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, useCallback((next: string | null) => setMessage(next), [])];
}
