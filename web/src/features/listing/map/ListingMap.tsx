import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import type { ListingScope } from '../../../lib/listing-params.ts';
import styles from './ListingMap.module.css';

/** The live map's code (its query, card, controls) loads when the map view is shown, not with the page. */
const LiveListingMap = lazy(() => import('./LiveListingMap.tsx'));

/** The page's own part of the filter (its catalogue, category or search words); the URL's filters are added to it. */
export type { ListingScope };

/**
 * A listing's map view, drawn in the browser only: the server (and hydration) render the empty
 * box of the same size, so nothing below moves when the map draws.
 */
export function ListingMap({ scope }: { scope: ListingScope }) {
  const hydrated = useHydrated();
  // Try again opens the live map afresh: its points asked for again, its engine loaded again.
  const [attempt, setAttempt] = useState(0);
  const empty = <div className={styles.canvas} aria-hidden="true" />;
  return (
    <div className={styles.frame}>
      {hydrated ? (
        <Suspense fallback={empty}>
          <LiveListingMap key={attempt} scope={scope} onRetry={() => setAttempt((n) => n + 1)} />
        </Suspense>
      ) : (
        empty
      )}
    </div>
  );
}
