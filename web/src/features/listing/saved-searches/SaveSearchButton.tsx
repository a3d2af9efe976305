import { lazy, Suspense, useState } from 'react';
import type { ListingScope } from '../../../lib/listing-params.ts';
import styles from './SaveSearch.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as listingMessages } from '../../../lib/i18n/compiled/en/listing.ts';

// The dialog, its form and its mutation are no part of a listing page's first load: they load on
// the first click (npm run budget:web).
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx'));

/** "Get alerts" on a listing page: saves the page's filters (the URL's) with an email for a daily mail. */
export function SaveSearchButton({ scope }: { scope: ListingScope }) {
  const [open, setOpen] = useState(false);
  const t = useT(listingMessages);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('listing.getAlerts')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog scope={scope} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
