import { graphql, useFragment } from 'react-relay';
import type { useListingFacets_facets$data, useListingFacets_facets$key } from '../../__generated__/useListingFacets_facets.graphql.ts';
import type { CatalogueName } from '../../lib/listing-params.ts';

export type ListingFacets = useListingFacets_facets$data;

/** Which filters a page offers: a catalogue page its own catalogue's, search both (as its switch says). */
export interface FilterScope {
  kind: CatalogueName | 'ALL';
  /** Category pages are one category already. */
  showCategory: boolean;
  /** Search's All / Properties / Home products switch. */
  catalogueSwitch: boolean;
}

/** The facets (each option's count with the other filters applied) of a listing, in the page's currency and unit. */
export function useListingFacets(facets: useListingFacets_facets$key): ListingFacets {
  return useFragment(
    graphql`
      fragment useListingFacets_facets on ProductFacets
      @argumentDefinitions(currency: { type: "CurrencyCode", defaultValue: USD }, areaUnit: { type: "AreaUnit", defaultValue: SQFT }) {
        categories { value label count selected }
        vendors { value label count selected }
        purposes { value label count selected }
        completionStatuses { value label count selected }
        cities { value label count selected }
        neighbourhoods { value label count selected }
        beds { value label count selected }
        baths { value label count selected }
        amenities { value label count selected }
        ratings { value label count selected }
        priceRange(currency: $currency) {
          min { amount }
          max { amount }
        }
        areaRange(unit: $areaUnit) {
          min
          max
        }
      }
    `,
    facets,
  );
}

