import { useCallback, useMemo, useOptimistic, useTransition } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { listingSearchString, parseListingParams, type ListingParams } from '../lib/listing-params.ts';

/** A navigation that changes only a listing's filters keeps the scroll position (app/layout/ScrollToTop.tsx). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * The listing's choices from the URL, and a way to change them: a new history entry (so the back
 * button walks back through them) whose route loader preloads the new list. The router renders it
 * in a transition, so the previous results stay on screen (dimmed: isPending) until the next ones
 * are ready, never a blank list. Meanwhile `params` are already the new choices (optimistic), so a
 * radio or a select shows what was chosen at once.
 */
export function useListingParams() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const [params, setOptimisticParams] = useOptimistic(current);
  const [isPending, startTransition] = useTransition();
  const apply = useCallback(
    (next: ListingParams) => {
      startTransition(async () => {
        setOptimisticParams(next);
        await navigate({ pathname, search: listingSearchString(next, searchParams) }, { state: KEEP_SCROLL, preventScrollReset: true });
      });
    },
    [navigate, pathname, searchParams, setOptimisticParams],
  );
  return { params, apply, isPending };
}
