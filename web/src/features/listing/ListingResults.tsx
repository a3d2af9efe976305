import { lazy, Suspense, useMemo, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ListingResults_query$data, ListingResults_query$key } from '../../__generated__/ListingResults_query.graphql.ts';
import { ProductCard, type ProductCardProps, type ProductCardVariant } from '../../components/cards/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid, type CardGridColumns } from '../../components/cards/CardGrid.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { EmptyText, ErrorText } from '../../components/StatusText.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { chosenFilterCount, type ListingParams, type ListingSort } from '../../lib/listing-params.ts';
import { filterChips, resultCountText, sortOptions, withoutFilters, type ListingWords } from '../../lib/listing-chips.ts';
import { areaUnitLabel } from '../../lib/rule-labels.ts';
import { useListingFacets, type FilterScope } from './useListingFacets.ts';
import { useListingParams } from '../../hooks/useListingParams.ts';
import { ListingMap } from './map/ListingMap.tsx';
import type { ListingScope } from '../../lib/listing-params.ts';
import { ListingViewSwitch } from './map/ListingViewSwitch.tsx';
import { SaveSearchButton } from './saved-searches/SaveSearchButton.tsx';
import styles from './Listing.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as sectionsMessages } from '../../lib/i18n/compiled/en/sections.ts';
import { messages as listingMessages } from '../../lib/i18n/compiled/en/listing.ts';
import { messages as rulesMessages } from '../../lib/i18n/compiled/en/rules.ts';
import { messages as amenitiesMessages } from '../../lib/i18n/compiled/en/amenities.ts';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

/** The chips', sorts' and counts' words in the page's language. */
function useListingWords(): ListingWords {
  const listing = useT(listingMessages);
  const rules = useT(rulesMessages);
  const amenities = useT(amenitiesMessages);
  return useMemo(() => ({ listing, rules, amenities }), [listing, rules, amenities]);
}

// The filter form is no part of the page's first load (npm run budget:web): the server renders it,
// and its HTML stays while its code arrives, fetched as soon as a listing page's code runs.
const loadFilterPanel = () => import('./ListingFilters.tsx');
const FilterPanel = lazy(loadFilterPanel);
if (typeof window !== 'undefined') void loadFilterPanel();

export interface ListingResultsProps extends FilterScope {
  query: ListingResults_query$key;
  /** A search (relevance is its default sort). */
  search?: boolean;
  columns: CardGridColumns;
  cardVariant?: ProductCardVariant;
  headingLevel?: 'h2' | 'h3';
  emptyText: string;
  pageSize: number;
  /**
   * How many of the first cards' images load ahead of the rest, at high priority: only where the
   * list is the first thing under the page's heading. Elsewhere (below a banner and sliders) every
   * image loads lazily, not ahead of the page's own first paint.
   */
  priorityImages?: number;
  /** A listing's own part of the filter: while it lists properties, the page offers a map of the same results (view=map). */
  mapScope?: ListingScope;
  /** The page's own part of the filter, which "Get alerts" saves with the URL's choices. */
  alertScope?: ListingScope;
}

/** A page of cards with the total and the facets of the whole result, in the page's currency and area unit. */
const listingResultsFragment = graphql`
  fragment ListingResults_query on Query
  @refetchable(queryName: "ListingResultsPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
    filter: { type: "ProductFilter!" }
    sort: { type: "ProductSort!" }
    currency: { type: "CurrencyCode!" }
    areaUnit: { type: "AreaUnit!" }
  ) {
    products(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "ListingResults_products") {
      totalCount
      facets {
        ...useListingFacets_facets @arguments(currency: $currency, areaUnit: $areaUnit)
      }
      edges {
        node {
          id
          ...ProductCard_product @arguments(currency: $currency, areaUnit: $areaUnit)
        }
      }
    }
  }
`;

/**
 * A listing page's list with its filters (issue 20): "N results", the sort, chips of the chosen
 * filters with "Clear all", the filters beside the list on a wide screen and in a "Filters (N)"
 * sheet on a narrow one, and the cards. Everything is read from the URL and changes it.
 */
export function ListingResults({ query, search = false, columns, cardVariant = 'listing', headingLevel = 'h3', emptyText, pageSize, priorityImages = 0, mapScope, alertScope, ...scope }: ListingResultsProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(listingResultsFragment, query);
  const facets = useListingFacets(data.products.facets);
  const { params, apply, isPending } = useListingParams();
  const [sheetOpen, setSheetOpen] = useState(false);
  const words = useListingWords();
  const t = words.listing;
  const unit = params.areaUnit ?? 'SQFT';
  const kind = scope.catalogueSwitch ? (params.catalogue ?? 'ALL') : scope.kind;
  // Search offers the map while its catalogue switch shows properties only.
  const showsMap = mapScope !== undefined && kind === 'REAL_ESTATE';
  const sorts = sortOptions({ search, properties: kind !== 'HOME_PRODUCTS', unitLabel: areaUnitLabel(words.rules, unit), words });
  const sort: ListingSort = sorts.some((option) => option.value === params.sort) ? params.sort! : sorts[0].value;
  const names = useMemo(
    () => ({ categories: new Map(facets.categories.map((o) => [o.value, o.label])), vendors: new Map(facets.vendors.map((o) => [o.value, o.label])) }),
    [facets],
  );
  const chips = filterChips(params, names, words);
  const chosen = chosenFilterCount(params);
  const total = data.products.totalCount;
  const edges = data.products.edges;
  const panel = (
    <Suspense fallback={null}>
      <FilterPanel facets={facets} params={params} scope={scope} onChange={apply} />
    </Suspense>
  );

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label={t('listing.filters')}>
        {panel}
      </aside>
      <div className={styles.results}>
        <ResultsToolbar total={total} chosen={chosen} sort={sort} sorts={sorts} onSort={(next) => apply({ ...params, sort: next })} onOpenFilters={() => setSheetOpen(true)}>
          {showsMap && <ListingViewSwitch />}
          {alertScope && <SaveSearchButton scope={alertScope} />}
        </ResultsToolbar>
        <FilterChips chips={chips} onApply={apply} onClearAll={() => apply(withoutFilters(params))} />
        {showsMap && params.view === 'map' ? (
          <ListingMap scope={mapScope} />
        ) : (
          <ResultCards
            edges={edges}
            pending={isPending}
            emptyText={emptyText}
            card={{ variant: cardVariant, headingLevel, columns, priorityImages, areaUnit: unit }}
            more={{ hasNext, isLoadingNext, loadNext: (onComplete) => loadNext(pageSize, { onComplete }) }}
          />
        )}
      </div>
      <Dialog open={sheetOpen} onOpenChange={setSheetOpen} title={t('listing.filters')} sheet>
        {panel}
        <div className={styles.sheetFooter}>
          {chips.length > 0 && (
            <button type="button" className={styles.clear} onClick={() => apply(withoutFilters(params))}>
              {t('listing.clearAll')}
            </button>
          )}
          <button type="button" className={styles.showResults} onClick={() => setSheetOpen(false)} aria-busy={isPending}>
            {t('listing.showCount', { results: resultCountText(total, words) })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** "N results", the page's own switches (map, alerts), the Filters (N) button of narrow screens and the sort. */
function ResultsToolbar({ total, chosen, sort, sorts, onSort, onOpenFilters, children }: { total: number; chosen: number; sort: ListingSort; sorts: ReturnType<typeof sortOptions>; onSort: (sort: ListingSort) => void; onOpenFilters: () => void; children: ReactNode }) {
  const words = useListingWords();
  const t = words.listing;
  return (
    <div className={styles.toolbar}>
      <p className={styles.total} role="status" data-testid="result-count">
        {resultCountText(total, words)}
      </p>
      {children}
      <button type="button" className={styles.filtersButton} aria-haspopup="dialog" onClick={onOpenFilters}>
        {chosen ? t('listing.filtersChosen', { count: chosen }) : t('listing.filters')}
      </button>
      <div className={styles.sort}>
        <span className={styles.inlineLabel} aria-hidden>
          {t('listing.sortBy')}
        </span>
        <Select label={t('listing.sortBy')} value={sort} options={sorts} onValueChange={onSort} />
      </div>
    </div>
  );
}

/** A chip per chosen filter (pressing it removes that filter) and Clear all; nothing while no filter is chosen. */
function FilterChips({ chips, onApply, onClearAll }: { chips: ReturnType<typeof filterChips>; onApply: (next: ListingParams) => void; onClearAll: () => void }) {
  const t = useT(listingMessages);
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={t('listing.chosenFilters')}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <button type="button" className={styles.chip} aria-label={t('listing.removeFilter', { label: chip.label })} onClick={() => onApply(chip.without)}>
            {chip.label} <span aria-hidden>×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.clear} onClick={onClearAll}>
          {t('listing.clearAll')}
        </button>
      </li>
    </ul>
  );
}

type ResultEdges = ListingResults_query$data['products']['edges'];

/** The cards (or the empty text) and Load more; a next page that fails says so under the cards, and the button tries again. */
function ResultCards({ edges, pending, emptyText, card, more }: {
  edges: ResultEdges;
  pending: boolean;
  emptyText: string;
  card: { variant: ProductCardVariant; headingLevel: 'h2' | 'h3'; columns: CardGridColumns; priorityImages: number; areaUnit: ProductCardProps['areaUnit'] };
  more: { hasNext: boolean; isLoadingNext: boolean; loadNext: (onComplete: (error: Error | null) => void) => void };
}) {
  const [, startLoading] = useTransition();
  const [moreFailed, setMoreFailed] = useState(false);
  const sections = useT(sectionsMessages);
  const common = useT(commonMessages);
  return (
    <div className={pending ? styles.pending : undefined} aria-busy={pending} data-testid="listing-results">
      {edges.length ? (
        <CardGrid columns={card.columns}>
          {edges.map((edge, index) => (
            <li key={edge.node.id}>
              <ProductCard product={edge.node} variant={card.variant} headingLevel={card.headingLevel} imageSizes={CARD_GRID_IMAGE_SIZES[card.columns]} priority={index < card.priorityImages} areaUnit={card.areaUnit} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyText>{emptyText}</EmptyText>
      )}
      {moreFailed && <ErrorText>{sections('sections.failedProducts')}</ErrorText>}
      {more.hasNext && (
        <LoadMoreButton
          loading={more.isLoadingNext}
          label={moreFailed ? common('common.tryAgain') : undefined}
          onClick={() =>
            startLoading(() => {
              setMoreFailed(false);
              more.loadNext((error) => setMoreFailed(error !== null));
            })
          }
        />
      )}
    </div>
  );
}
