// The map itself: MapLibre GL drawing the background (raster tiles from MAP_TILE_URL, or a plain
// background with a graticule when none are set) and our own HTML markers (buttons: focusable,
// named for screen readers, clickable in tests), clustered with supercluster. Loaded only by a
// dynamic import when a map is about to be shown (loadMapEngine.ts): neither MapLibre nor its
// stylesheet is part of any page's first load.
import { AttributionControl, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
// The worker runs from a file of our own origin, as the page's CSP (script-src 'self') allows,
// never from a blob: URL; the stylesheet is linked when the first map opens.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import Supercluster, { type AnyProps } from 'supercluster';
import styles from './markers.module.css';

setWorkerUrl(workerUrl);

export interface MapTilesSetting {
  url: string;
  attribution: string;
}

export interface MapPointInput {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's text and its accessible name. */
  label: string;
  fullLabel: string;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const BACKGROUND = '#e9eef0';
const GRATICULE = '#cfd8dc';
const MAX_ZOOM = 18;

function linkStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-map-stylesheet]');
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset.mapStylesheet = '';
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

/** Lines every 10 degrees: without tiles, panning and zooming still show movement and scale. */
function graticule(): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (let lng = -180; lng <= 180; lng += 10) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[lng, -85], [lng, 0], [lng, 85]] } });
  for (let lat = -80; lat <= 80; lat += 10) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-180, lat], [0, lat], [180, lat]] } });
  return { type: 'FeatureCollection', features };
}

function styleFor(tiles: MapTilesSetting | null | undefined): StyleSpecification {
  const layers: StyleSpecification['layers'] = [{ id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } }];
  if (tiles) {
    // MapLibre has no {s}: the usual a, b, c subdomains become three tile URLs.
    const urls = tiles.url.includes('{s}') ? ['a', 'b', 'c'].map((s) => tiles.url.replace('{s}', s)) : [tiles.url];
    return {
      version: 8,
      sources: { tiles: { type: 'raster', tiles: urls, tileSize: 256, maxzoom: 19, attribution: tiles.attribution || undefined } },
      layers: [...layers, { id: 'tiles', type: 'raster', source: 'tiles' }],
    };
  }
  return {
    version: 8,
    sources: { graticule: { type: 'geojson', data: graticule() } },
    layers: [...layers, { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': GRATICULE, 'line-width': 1 } }],
  };
}

/** Where a map opens: a centre and zoom, or an area it fits (padding and zoom limit as fitBounds takes them). */
type OpeningView = { center: [number, number]; zoom: number } | { bounds: LngLatBounds; padding: number; maxZoom: number };

async function openMap(container: HTMLElement, tiles: MapTilesSetting | null | undefined, options: { interactive: boolean } & OpeningView) {
  await linkStylesheet();
  const map = new MapLibreMap({
    container,
    style: styleFor(tiles),
    ...('bounds' in options ? { bounds: options.bounds, fitBoundsOptions: { padding: options.padding, maxZoom: options.maxZoom } } : { center: options.center, zoom: options.zoom }),
    maxZoom: MAX_ZOOM,
    interactive: options.interactive,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    fadeDuration: 0,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  if (tiles?.attribution) map.addControl(new AttributionControl({ compact: true }));
  if (options.interactive) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}

/** The map's view as bounds the API accepts: latitudes within ±90, longitudes wrapped into ±180. */
function boundsOf(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  if (b.getEast() - b.getWest() >= 360) return { south: clampLat(b.getSouth()), west: -180, north: clampLat(b.getNorth()), east: 180 };
  const wrap = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
  return { south: clampLat(b.getSouth()), west: wrap(b.getWest()), north: clampLat(b.getNorth()), east: wrap(b.getEast()) };
}

function button(className: string, text: string, name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-label', name);
  element.title = name;
  return element;
}

export interface ListingMapHandle {
  /** Shows these points (clustered); fits the view to them unless `keepView`. */
  setPoints(points: MapPointInput[], keepView: boolean): void;
  fitBounds(bounds: Bounds): void;
  bounds(): Bounds;
  /** Marks the point whose card is open. */
  select(id: string | null): void;
  destroy(): void;
}

export interface ListingMapOptions {
  tiles: MapTilesSetting | null | undefined;
  /** The points the map opens on: its first frame shows them all (or `bounds`, when given). */
  points: MapPointInput[];
  /** The area the URL chose ("Search this area"): the map opens on it rather than on the points. */
  bounds?: Bounds;
  /** A marker was clicked (its card opens). */
  onSelect(id: string): void;
  /** A cluster's name for its count, in the page's language ("12 properties": marker-labels.ts clusterLabel). */
  clusterLabel(count: number): string;
  /** The visitor moved or zoomed the map (not the map fitting itself). */
  onUserMove(): void;
}

/** The padding and zoom limit of a view fitted to a listing's points. */
const POINTS_VIEW = { padding: 48, maxZoom: 14 };

/** The smallest box holding every point. */
function boxOf(points: MapPointInput[]): LngLatBounds {
  const box = new LngLatBounds();
  for (const p of points) box.extend([p.longitude, p.latitude]);
  return box;
}

function openingView(options: ListingMapOptions): OpeningView {
  const { bounds, points } = options;
  if (bounds) return { bounds: new LngLatBounds([bounds.west, bounds.south], [bounds.east, bounds.north]), padding: 0, maxZoom: MAX_ZOOM };
  if (points.length) return { bounds: boxOf(points), ...POINTS_VIEW };
  return { center: [20, 20], zoom: 1 };
}

/** A cluster's button: its count; a click zooms in (`expand`). */
function clusterButton(props: AnyProps, name: (count: number) => string, expand: () => void): HTMLButtonElement {
  const count = props.point_count as number;
  const element = button(styles.cluster, String(count), name(count));
  element.dataset.mapCluster = String(count);
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    expand();
  });
  return element;
}

/** A listing's button: its short price (the full one as its name); a click selects it. */
function markerButton(point: MapPointInput, onSelect: (id: string) => void): HTMLButtonElement {
  const element = button(styles.marker, point.label, point.fullLabel);
  element.dataset.mapMarker = point.id;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelect(point.id);
  });
  return element;
}

/**
 * A listing's map: clustered markers, a cluster zooms in when clicked, a marker selects its
 * listing. It opens on its points, markers drawn before the first frame: never the world with no
 * marker until a first zoom.
 */
export async function createListingMap(container: HTMLElement, options: ListingMapOptions): Promise<ListingMapHandle> {
  const map = await openMap(container, options.tiles, { interactive: true, ...openingView(options) });
  const index = new Supercluster<{ point: MapPointInput }>({ radius: 56, maxZoom: 16 });
  const markers = new Map<string, { marker: Marker; element: HTMLButtonElement }>();
  let selected: string | null = null;
  let hasPoints = false;

  function render() {
    const wanted = new Set<string>();
    if (hasPoints) {
      const b = map.getBounds();
      const west = Math.max(-180, b.getWest());
      const east = Math.min(180, b.getEast());
      const zoom = Math.round(map.getZoom());
      for (const feature of index.getClusters([west, Math.max(-85, b.getSouth()), east, Math.min(85, b.getNorth())], zoom)) {
        const [lng, lat] = feature.geometry.coordinates;
        const props = feature.properties as AnyProps;
        const key = props.cluster ? `cluster:${props.cluster_id}:${zoom}` : `point:${props.point.id}`;
        wanted.add(key);
        if (markers.has(key)) continue;
        const element = props.cluster
          ? clusterButton(props, options.clusterLabel, () => map.easeTo({ center: [lng, lat], zoom: Math.min(index.getClusterExpansionZoom(props.cluster_id as number), MAX_ZOOM), duration: 400 }))
          : markerButton(props.point as MapPointInput, options.onSelect);
        markers.set(key, { marker: new Marker({ element }).setLngLat([lng, lat]).addTo(map), element });
      }
    }
    for (const [key, { marker }] of markers) {
      if (!wanted.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
    markSelected();
  }

  function markSelected() {
    for (const [key, { element }] of markers) {
      const isSelected = key === `point:${selected}`;
      element.classList.toggle(styles.selected, isSelected);
      element.setAttribute('aria-pressed', String(isSelected));
    }
  }

  function setPoints(points: MapPointInput[], keepView: boolean) {
    index.load(points.map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] } })));
    hasPoints = points.length > 0;
    // Markers of the previous points go; clusters of the same id may now hold others.
    for (const { marker } of markers.values()) marker.remove();
    markers.clear();
    if (!keepView && points.length) map.fitBounds(boxOf(points), { ...POINTS_VIEW, duration: 0 });
    render();
  }

  map.on('moveend', render);
  map.on('movestart', (event: { originalEvent?: Event }) => {
    if (event.originalEvent) options.onUserMove();
  });
  // The opening view already holds the points: their markers are placed before the map's first frame.
  setPoints(options.points, true);
  await new Promise<void>((resolve) => (map.loaded() ? resolve() : map.once('load', () => resolve())));

  return {
    setPoints,
    fitBounds(bounds) {
      map.fitBounds([[bounds.west, bounds.south], [bounds.east, bounds.north]], { duration: 0, padding: 0 });
      render();
    },
    bounds: () => boundsOf(map),
    select(id) {
      selected = id;
      markSelected();
    },
    destroy: () => map.remove(),
  };
}

/** A small fixed map of one place with one marker (the property page's Location section). */
export async function createLocationMap(container: HTMLElement, place: { latitude: number; longitude: number; label: string }, tiles: MapTilesSetting | null | undefined) {
  const map = await openMap(container, tiles, { interactive: true, center: [place.longitude, place.latitude], zoom: 13 });
  map.scrollZoom.disable();
  const element = document.createElement('span');
  element.className = styles.pin;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', place.label);
  element.dataset.mapMarker = 'location';
  new Marker({ element }).setLngLat([place.longitude, place.latitude]).addTo(map);
  return { destroy: () => map.remove() };
}
