import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { listingSearchString, parseListingParams, type ListingView } from '../../lib/listing-params.ts';
import styles from './ListingMap.module.css';

/** List / Map: two links (they work before the page's code has loaded), the filters kept in the URL. */
export function ListingViewSwitch() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const params = parseListingParams(search);
  const current: ListingView = params.view ?? 'list';
  const link = (view: ListingView, text: string) => (
    <Link
      to={{ pathname, search: listingSearchString({ ...params, view }, search) }}
      className={`${styles.switchOption} ${current === view ? styles.switchCurrent : ''}`}
      aria-current={current === view ? 'page' : undefined}
      preventScrollReset
    >
      {text}
    </Link>
  );
  return (
    <nav className={styles.switch} aria-label="Show listings as">
      {link('list', 'List')}
      {link('map', 'Map')}
    </nav>
  );
}

/** The view the URL chooses (the page renders the map for 'map'). */
export function useListingView(): ListingView {
  const [search] = useSearchParams();
  return parseListingParams(search).view ?? 'list';
}
