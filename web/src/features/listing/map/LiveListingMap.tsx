import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { LiveListingMapQuery, LiveListingMapQuery$data } from '../../../__generated__/LiveListingMapQuery.graphql.ts';
import { useSite } from '../../../components/context/site.tsx';
import { listingSearchString, parseListingParams, productFilterOf, type ListingScope, type MapBoundsValue } from '../../../lib/listing-params.ts';
import { ErrorText } from '../../../components/StatusText.tsx';
import buttons from '../../../components/Button.module.css';
import { loadMapEngine } from './loadMapEngine.ts';
import type { ListingMapHandle, MapPointInput } from './map-engine.ts';
import { clusterLabel, markerPrice, type MarkerWords } from './marker-labels.ts';
import { MapListingCard, MapListingCardLoading } from './MapListingCard.tsx';
import styles from './ListingMap.module.css';
import { formatCount } from '../../../lib/number-format.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as mapMessages } from '../../../lib/i18n/compiled/en/map.ts';
import { messages as rulesMessages } from '../../../lib/i18n/compiled/en/rules.ts';
import type { Translate } from '../../../lib/i18n/translator.ts';

/** The most points a map shows (the API's maximum): beyond it the map says to zoom in or filter. */
const MAP_POINT_LIMIT = 2000;

const listingMapQuery = graphql`
  query LiveListingMapQuery($filter: ProductFilter!, $limit: Int!, $currency: CurrencyCode!) {
    productMap(filter: $filter, limit: $limit) {
      totalCount
      truncated
      points {
        id
        latitude
        longitude
        purpose
        rentPeriod
        price(currency: $currency) {
          amount
          currency
        }
      }
    }
  }
`;

type MapData = LiveListingMapQuery$data['productMap'];

function toPoints(data: MapData, words: MarkerWords): MapPointInput[] {
  return data.points.map((p) => {
    const price = markerPrice(Number(p.price.amount), p.price.currency, p.purpose, p.rentPeriod, words);
    return { id: p.id, latitude: p.latitude, longitude: p.longitude, label: price.short, fullLabel: price.full };
  });
}

const sameBounds = (a: MapBoundsValue | undefined, b: MapBoundsValue | undefined) =>
  !!a && !!b && (['south', 'west', 'north', 'east'] as const).every((side) => Math.abs(a[side] - b[side]) < 1e-4);

/**
 * The live map of ListingMap: the filter's located listings as clustered price markers, a card
 * for the one clicked, and "Search this area" once the visitor has moved the map, which puts the
 * map's bounds into the URL (so the list and its count are limited to them too).
 */
export default function LiveListingMap({ scope, onRetry }: { scope: ListingScope; onRetry: () => void }) {
  const { mapTiles } = useSite();
  const [search] = useSearchParams();
  const params = parseListingParams(search);
  const filter = productFilterOf(scope, params);
  const currency = params.currency ?? 'USD';
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ListingMapHandle | null>(null);
  /** The answer whose points are on the map (its count is the one the map states). */
  const [drawn, setDrawn] = useState<MapData | null>(null);
  const [failed, setFailed] = useState(false);
  const data = useMapAnswer(filter, currency, setFailed);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const t = useT(mapMessages);
  const words: MarkerWords = { map: t, rules: useT(rulesMessages) };
  const area = useAreaSearch(params, search);

  // The map's code loads while its points are asked for.
  useEffect(() => void loadMapEngine().catch(() => setFailed(true)), []);

  // The map opens once the first answer is in, on those points (a later answer moves it).
  const answered = data !== null;
  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    let created: ListingMapHandle | null = null;
    loadMapEngine()
      .then((engine) =>
        engine.createListingMap(container.current!, {
          tiles: mapTiles,
          points: toPoints(data, words),
          bounds: filter.bounds ?? undefined,
          clusterLabel: (count) => clusterLabel(t, count),
          onSelect: (id) => setSelected(id),
          onUserMove: () => setMoved(true),
        }),
      )
      .then((map) => {
        if (cancelled) return map.destroy();
        created = handle.current = map;
        setDrawn(data);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      created?.destroy();
      handle.current = null;
      setDrawn(null);
    };
    // Only the first answer opens the map; the next ones go to setPoints below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapTiles, answered]);


  useEffect(() => {
    const map = handle.current;
    if (!map || !drawn || !data || data === drawn) return;
    const bounds = filter.bounds ?? undefined;
    // The map stays where the visitor put it after "Search this area"; otherwise it shows the
    // URL's area, or fits the points.
    const keepView = sameBounds(bounds, area.searched.current);
    map.setPoints(toPoints(data, words), keepView || !!bounds);
    if (bounds && !keepView) map.fitBounds(bounds);
    if (!keepView) setMoved(false);
    setDrawn(data);
    setSelected((current) => (current && data.points.some((p) => p.id === current) ? current : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, data]);

  useEffect(() => handle.current?.select(selected), [selected]);

  function searchThisArea() {
    const map = handle.current;
    if (!map) return;
    setMoved(false);
    area.search(map.bounds());
  }

  return (
    <>
      <div ref={container} className={styles.canvas} role="region" aria-label={t('map.region')} />
      <MapTopBar status={drawn ? mapCountText(t, drawn) : failed ? null : t('map.loading')} onSearchArea={moved ? searchThisArea : undefined} onClearArea={params.bounds ? area.clear : undefined} />
      {failed && <MapError onRetry={onRetry} />}
      {selected && (
        <div className={styles.card}>
          <Suspense fallback={<MapListingCardLoading />}>
            <MapListingCard id={selected} currency={currency} onClose={() => setSelected(null)} />
          </Suspense>
        </div>
      )}
    </>
  );
}

/** The filter's located listings, asked again when the filter or the currency changes; a failure calls onFailed. */
function useMapAnswer(filter: ReturnType<typeof productFilterOf>, currency: LiveListingMapQuery['variables']['currency'], setFailed: (failed: boolean) => void) {
  const environment = useRelayEnvironment();
  const [data, setData] = useState<MapData | null>(null);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const subscription = fetchQuery<LiveListingMapQuery>(environment, listingMapQuery, { filter, limit: MAP_POINT_LIMIT, currency }, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (answer) => {
        setData(answer.productMap);
        setFailed(false);
      },
      error: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
    // The filter is compared by value: a new object of the same filter is the same map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, filterKey, currency]);
  return data;
}

/** The count the map states, "Search this area" once the visitor has moved it, and "Clear map area" while the URL holds one. */
/**
 * "Search this area" puts the map's bounds into the URL, "Clear map area" takes them out. It
 * remembers the bounds it last searched: the URL then holds them and the view must stay as it is.
 */
function useAreaSearch(params: ReturnType<typeof parseListingParams>, search: URLSearchParams) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const searched = useRef<MapBoundsValue | undefined>(undefined);
  return {
    searched,
    search(bounds: MapBoundsValue) {
      // The URL rounds to 5 decimals; the map compares with what the URL will hold.
      searched.current = parseListingParams(new URLSearchParams(listingSearchString({ bounds }).slice(1))).bounds;
      navigate({ pathname, search: listingSearchString({ ...params, bounds }, search) }, { preventScrollReset: true });
    },
    clear() {
      searched.current = undefined;
      const { bounds: _bounds, ...rest } = params;
      navigate({ pathname, search: listingSearchString(rest, search) }, { preventScrollReset: true });
    },
  };
}

function MapTopBar({ status, onSearchArea, onClearArea }: { status: string | null; onSearchArea?: () => void; onClearArea?: () => void }) {
  const t = useT(mapMessages);
  return (
    <div className={styles.topBar}>
      <p className={styles.count} role="status">
        {status}
      </p>
      {onSearchArea && (
        <button type="button" className={`${buttons.primary} ${styles.searchArea}`} onClick={onSearchArea}>
          {t('map.searchArea')}
        </button>
      )}
      {onClearArea && (
        <button type="button" className={`${buttons.secondary} ${styles.clearArea}`} onClick={onClearArea}>
          {t('map.clearArea')}
        </button>
      )}
    </div>
  );
}

function MapError({ onRetry }: { onRetry: () => void }) {
  const t = useT(mapMessages);
  return (
    <div className={styles.error}>
      <ErrorText>{t('map.failed')}</ErrorText>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('map.tryAgain')}
      </button>
    </div>
  );
}

function mapCountText(t: Translate<keyof typeof mapMessages>, data: MapData): string {
  const values = { total: data.totalCount, count: formatCount(data.totalCount), shown: formatCount(data.points.length) };
  return data.truncated ? t('map.countTruncated', values) : t('map.count', values);
}
