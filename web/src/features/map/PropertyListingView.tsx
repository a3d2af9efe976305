import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListingParams, productFilterOf } from '../../lib/listing-params.ts';
import { ListingMap } from './ListingMap.tsx';
import { ListingViewSwitch } from './ListingViewSwitch.tsx';

/**
 * A property listing's results as the URL chooses (view=map or the list), under the List / Map
 * switch. `scope` is the page's own part of the filter (its catalogue or category); the URL adds
 * the rest. Pages that list home products pass `enabled={false}` and keep their list alone.
 */
export function PropertyListingView({ scope, enabled, children }: { scope: { catalogue?: 'REAL_ESTATE'; categorySlug?: string }; enabled: boolean; children: ReactNode }) {
  const [search] = useSearchParams();
  if (!enabled) return children;
  const params = parseListingParams(search);
  return (
    <>
      <ListingViewSwitch />
      {params.view === 'map' ? <ListingMap filter={productFilterOf(scope, params)} /> : children}
    </>
  );
}
