import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useFlashMessage } from './useFlashMessage.ts';

/** A message passed in route state (`{ message }`), shown for 3 s (docs/spec/vendor-admin.md §2 and §9). */
export function useSuccessBanner(): string | null {
  const location = useLocation();
  const passed = (location.state as { message?: unknown } | null)?.message;
  const [message, show] = useFlashMessage<string>({ initial: typeof passed === 'string' ? passed : null });

  useEffect(() => {
    if (typeof passed === 'string') show(passed);
  }, [location.key, passed, show]);

  return message;
}
