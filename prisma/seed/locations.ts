// Where the demo properties are: the centre of each neighbourhood the demo agencies list in,
// and a listing's own point a short, deterministic distance from it.
import { createRng } from './prng.ts';

/** [latitude, longitude] of a neighbourhood's centre (or a city's, for agencies listing citywide). */
const CENTRES: Record<string, [number, number]> = {
  // Dubai
  'Dubai Hills Estate': [25.1087, 55.2457],
  'Palm Jumeirah': [25.1124, 55.139],
  'Dubai Marina': [25.0805, 55.1403],
  'Downtown Dubai': [25.1972, 55.2744],
  'Arabian Ranches': [25.053, 55.268],
  'Jumeirah Village Circle': [25.0593, 55.209],
  'Business Bay': [25.185, 55.265],
  'Dubai Creek Harbour': [25.204, 55.346],
  Dubai: [25.2048, 55.2708],
  // Islamabad and Rawalpindi
  'F-7': [33.7215, 73.0533],
  'E-11': [33.6986, 72.978],
  'DHA Phase 2': [33.5296, 73.154],
  'Bahria Town Phase 7': [33.531, 73.094],
  'Gulberg Greens': [33.601, 73.158],
  'B-17': [33.687, 72.835],
  'Park View City': [33.705, 73.175],
  Islamabad: [33.6844, 73.0479],
  // Lahore
  'DHA Phase 6': [31.475, 74.459],
  'Gulberg III': [31.512, 74.345],
  'Bahria Town Lahore': [31.366, 74.185],
  'Model Town': [31.483, 74.326],
  'Johar Town': [31.469, 74.272],
  'Lake City': [31.372, 74.24],
  Lahore: [31.5204, 74.3587],
  // London
  'Canary Wharf': [51.5054, -0.0235],
  Kensington: [51.4991, -0.1938],
  Battersea: [51.47, -0.155],
  Richmond: [51.4613, -0.3037],
  Islington: [51.5362, -0.1033],
  Greenwich: [51.4826, -0.0077],
  London: [51.5072, -0.1276],
  // New York
  'Brooklyn Heights': [40.696, -73.995],
  'Upper West Side': [40.787, -73.9754],
  'Long Island City': [40.7447, -73.9485],
  'Hudson Yards': [40.754, -74.002],
  Williamsburg: [40.7081, -73.9571],
  Tribeca: [40.7163, -74.0086],
  'New York': [40.7128, -74.006],
  // Karachi
  'Clifton Block 5': [24.816, 67.03],
  'DHA Phase 8': [24.788, 67.07],
  'Bahria Town Karachi': [25.003, 67.315],
  'Gulshan-e-Iqbal': [24.92, 67.095],
  'Emaar Crescent Bay': [24.819, 67.011],
  Karachi: [24.8607, 67.0011],
};

/**
 * A listing's point: within about 1.2 km of its neighbourhood's centre, the same for the same
 * listing on every seed (its own generator, so the rest of the demo data does not move).
 * Null for a place this table does not know (it is then left off the map).
 */
export function pointNear(place: string, city: string, listingKey: string): { latitude: number; longitude: number } | null {
  const centre = CENTRES[place] ?? CENTRES[city];
  if (!centre) return null;
  const rng = createRng(`point:${listingKey}`);
  const distanceKm = 1.2 * Math.sqrt(rng.next());
  const bearing = rng.range(0, 2 * Math.PI);
  const latitude = centre[0] + (distanceKm / 111.32) * Math.cos(bearing);
  const longitude = centre[1] + (distanceKm / (111.32 * Math.cos((centre[0] * Math.PI) / 180))) * Math.sin(bearing);
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}
