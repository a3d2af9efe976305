import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListingMap, type ListingScope } from './ListingMap.tsx';
import { ListingViewSwitch } from './ListingViewSwitch.tsx';
import { listingViewOf } from './listing-view.ts';

/**
 * A property listing's results as the URL chooses (view=map or the list), under the List / Map
 * switch. `scope` is the page's own part of the filter (its catalogue or category); the URL adds
 * the rest. Pages that list home products pass `enabled={false}` and keep their list alone.
 */
export function PropertyListingView({ scope, enabled, children }: { scope: ListingScope; enabled: boolean; children: ReactNode }) {
  const [search] = useSearchParams();
  if (!enabled) return children;
  return (
    <>
      <ListingViewSwitch />
      {listingViewOf(search) === 'map' ? <ListingMap scope={scope} /> : children}
    </>
  );
}
