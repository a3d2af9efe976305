// The list or map choice of a listing page, read and written in the URL exactly as
// lib/listing-params.ts does (its `view` parameter; listing-view.test.ts holds them together),
// without that module's parsers: the List / Map switch is part of a listing page's first load,
// the filters' parser is not needed for it.
import type { ListingView } from '../../../lib/listing-params.ts';

const VIEW_KEY = 'view';

export function listingViewOf(search: URLSearchParams): ListingView {
  return search.get(VIEW_KEY) === 'map' ? 'map' : 'list';
}

/** The query string (with its ?) of `search` showing `view`; the list is the default, so it is left out. */
export function withListingView(search: URLSearchParams, view: ListingView): string {
  const next = new URLSearchParams(search);
  if (view === 'list') next.delete(VIEW_KEY);
  else next.set(VIEW_KEY, view);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * A listing page in its map view shows the list's section alone, the map at the top of the first
 * screen: the hero and the sliders above it (1,800 px on a wide screen) belong to the list view.
 * Only a properties listing has a map (ListingResults shows it for properties only).
 */
export function showsMapFirst(search: URLSearchParams, properties: boolean): boolean {
  return properties && listingViewOf(search) === 'map';
}
