import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const SUCCESS_BANNER_MS = 3_000;

/** A message passed in route state (`{ message }`), shown for 3 s (spec §2 and §9). */
export function useSuccessBanner(): string | null {
  const location = useLocation();
  const passed = (location.state as { message?: unknown } | null)?.message;
  const [message, setMessage] = useState<string | null>(typeof passed === 'string' ? passed : null);

  useEffect(() => {
    if (typeof passed !== 'string') return;
    setMessage(passed);
    const timer = setTimeout(() => setMessage(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [location.key, passed]);

  return message;
}
