/** The map code (MapLibre GL, supercluster, their styles), fetched the first time a map is about to show. */
export const loadMapEngine = () => import('./map-engine.ts');
