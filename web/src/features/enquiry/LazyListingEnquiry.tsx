import { lazy, Suspense, type ComponentProps } from 'react';
import { whenWanted } from '../../lib/when-wanted.ts';

// The enquiry form is no part of the detail pages' first load (npm run budget:web,
// docs/decisions/js-budget-enquiry-lazy.md): the server renders it (the lazy module loads at
// once there), and its HTML, which posts without the script, stays until the form comes near the
// screen, is touched or the browser is idle; then its code is fetched and React hydrates it.
const LoadedListingEnquiry = lazy(async () => {
  await whenWanted('enquiry');
  return { default: (await import('./ListingEnquiry.tsx')).ListingEnquiry };
});

/** A listing's enquiry form and quick contact links (./ListingEnquiry.tsx), loaded when wanted. */
export function ListingEnquiry(props: ComponentProps<typeof LoadedListingEnquiry>) {
  return (
    <Suspense fallback={null}>
      <LoadedListingEnquiry {...props} />
    </Suspense>
  );
}
