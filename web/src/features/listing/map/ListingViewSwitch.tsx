import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { ListingView } from '../../../lib/listing-params.ts';
import { listingViewOf, withListingView } from './listing-view.ts';
import styles from './ListingMap.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as listingMessages } from '../../../lib/i18n/compiled/en/listing.ts';

/** List / Map: two links (they work before the page's code has loaded), the filters kept in the URL. */
export function ListingViewSwitch() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const current = listingViewOf(search);
  const t = useT(listingMessages);
  const link = (view: ListingView, text: string) => (
    <Link
      to={{ pathname, search: withListingView(search, view) }}
      className={`${styles.switchOption} ${current === view ? styles.switchCurrent : ''}`}
      aria-current={current === view ? 'page' : undefined}
      preventScrollReset
    >
      {text}
    </Link>
  );
  return (
    <nav className={styles.switch} aria-label={t('listing.viewAs')}>
      {link('list', t('listing.viewList'))}
      {link('map', t('listing.viewMap'))}
    </nav>
  );
}
