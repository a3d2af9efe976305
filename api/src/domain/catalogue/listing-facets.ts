// Facet counts of a storefront listing (issue 20): for each option of each filter, how many
// listings the page would hold with it. A facet counts with every other filter applied but not
// its own ("disjunctive" facets, as portals count them): with "For rent" chosen, "For sale" still
// shows how many it would find instead of 0. All of it is one statement, one read of the
// listing's rows: the open-ended facets (categories, vendors, cities, neighbourhoods) group
// them, the fixed ones (purpose, beds, ...) are counts with FILTER, each with the conditions of
// every filter but its own.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { AMENITIES, type Amenity } from '@rules/product.ts';
import { PURPOSE_AMENITIES } from '@rules/listing-details.ts';
import type { FilterKey, KeyedCondition, ProductFilter } from './listing-filter.ts';

/**
 * The amenities the listing filters offer: the spec's 'Property for rent' and 'Property for sales'
 * only repeat a listing's purpose, which has a filter of its own (purposes).
 */
const FILTER_AMENITIES: readonly Amenity[] = AMENITIES.filter((amenity) => !(Object.values(PURPOSE_AMENITIES) as string[]).includes(amenity));

export interface FacetOption {
  /** What the filter takes: a category slug, a store id, a city, "SALE", "3" (at least 3)... */
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  total: number;
  categories: FacetOption[];
  vendors: FacetOption[];
  purposes: FacetOption[];
  completionStatuses: FacetOption[];
  cities: FacetOption[];
  neighbourhoods: FacetOption[];
  beds: FacetOption[];
  baths: FacetOption[];
  amenities: FacetOption[];
  ratings: FacetOption[];
  /** USD, over the listing without its own price filter; null when it is empty. */
  priceRange: { min: Prisma.Decimal; max: Prisma.Decimal } | null;
  /** Square feet, over the listing without its own area filter; null without areas. */
  areaRange: { min: number; max: number } | null;
}

/** At least 1 ... 5 beds, 1 ... 4 baths, 4 ... 1 stars: the options of the "minimum" filters. */
const BED_OPTIONS = [1, 2, 3, 4, 5];
const BATH_OPTIONS = [1, 2, 3, 4];
const RATING_OPTIONS = [4, 3, 2, 1];
/** Open-ended facets list their most frequent options, at most this many. */
const MAX_OPTIONS = 50;

/** Which filters each facet leaves out when it counts (its own). */
const OWN_FILTERS = {
  category: ['category'],
  vendor: ['vendor'],
  purpose: ['purpose'],
  completion: ['completion'],
  city: ['place', 'neighbourhood'],
  neighbourhood: ['neighbourhood'],
  beds: ['beds'],
  baths: ['baths'],
  rating: ['rating'],
  price: ['price'],
  area: ['area'],
  all: [],
} satisfies Record<string, FilterKey[]>;
type Facet = keyof typeof OWN_FILTERS;

const EXCLUDED_BY_SOME_FACET = new Set<string>(Object.values(OWN_FILTERS).flat());


/** The statement's count columns (all, purposes, completion statuses, beds, baths, ratings, amenities), before its four ranges. */
const FIXED_COUNTS = 1 + 2 + 2 + BED_OPTIONS.length + BATH_OPTIONS.length + RATING_OPTIONS.length + FILTER_AMENITIES.length;

/** The columns a facet reads: the only ones the statement carries past its scan. */
const FACET_COLUMNS = 'p.category_id, p.vendor_id, p.city, p.neighbourhood, p.purpose, p.completion_status, p.beds, p.baths, p.rating_average, p.amenities, p.price, p.area_sqft';

/**
 * The statement: the listing's rows are read once (an index-only scan of products_listing_filters,
 * a narrow copy of the columns filters and facets read), and the filters some facet leaves out are
 * evaluated once per row into one bitmask of the filters the row fails (`miss`). Rows failing the
 * filters of more than one facet count nowhere and are dropped there. One aggregate then counts the
 * fixed options with FILTERs over the mask (one integer test each, not a chain of flags) and joins
 * each open-ended facet's values (counted by occurrences()). One GROUPING SETS query over the table
 * evaluated every count for every grouping set: 2 s at 100k products on PostgreSQL; with a
 * materialised copy of the rows grouped once per facet, 35 ms of the server's CPU; one aggregate
 * over a flag per filter, 23 ms; over the mask, see docs/decisions/facets-statement-beside-cards-mask.md.
 */
function facetStatement(conditions: KeyedCondition[], half?: Half): Prisma.Sql {
  const where = conditions.filter((c) => !EXCLUDED_BY_SOME_FACET.has(c.key)).map((c) => c.sql);
  // Latitude follows catalogue and vendor access in products_listing_filters_idx: each half is its own index range.
  if (half) where.push(Prisma.raw(half.north ? `(p.latitude >= ${half.cut} OR p.latitude IS NULL)` : `p.latitude < ${half.cut}`));
  const flagged: string[] = [...new Set(conditions.filter((c) => EXCLUDED_BY_SOME_FACET.has(c.key)).map((c) => c.key))];
  const bit = (key: string) => 1 << flagged.indexOf(key);
  const all = (1 << flagged.length) - 1;
  // A NULL test (a property without beds) fails, as it fails the listing's WHERE.
  const misses = flagged.map((key) => Prisma.sql`(CASE WHEN ${Prisma.join(conditions.filter((c) => c.key === key).map((c) => c.sql), ' AND ')} THEN 0 ELSE ${Prisma.raw(String(bit(key)))} END)`);
  /** The filters a facet leaves out, as bits of the mask. */
  const own = (facet: Facet): number => (OWN_FILTERS[facet] as readonly string[]).filter((key) => flagged.includes(key)).reduce((mask, key) => mask | bit(key), 0);
  /** Where a facet counts: the row fails none of the other facets' filters. */
  const holds = (facet: Facet): string => {
    const others = all & ~own(facet);
    if (!others) return 'TRUE';
    return others === all ? 'p.miss = 0' : `(p.miss & ${others}) = 0`;
  };
  // A row some facet counts: it fails only filters that facet leaves out (a submask of its own).
  const kept = new Set<number>();
  for (const facet of Object.keys(OWN_FILTERS) as Facet[]) {
    const mask = own(facet);
    for (let sub = mask; ; sub = (sub - 1) & mask) {
      kept.add(sub);
      if (sub === 0) break;
    }
  }
  const count = (facet: Facet, extra?: string) => `count(*) FILTER (WHERE ${holds(facet)}${extra ? ` AND ${extra}` : ''})::int`;
  const counts = [
    count('all'),
    count('purpose', `p.purpose = 'SALE'`),
    count('purpose', `p.purpose = 'RENT'`),
    count('completion', `p.completion_status = 'READY'`),
    count('completion', `p.completion_status = 'OFF_PLAN'`),
    ...BED_OPTIONS.map((n) => count('beds', `p.beds >= ${n}`)),
    ...BATH_OPTIONS.map((n) => count('baths', `p.baths >= ${n}`)),
    ...RATING_OPTIONS.map((n) => count('rating', `p.rating_average >= ${n}`)),
    // Amenities narrow to listings with all chosen: an option counts what choosing it too would leave.
    ...FILTER_AMENITIES.map((a) => count('all', `'${a.replace(/'/g, "''")}' = ANY(p.amenities)`)),
  ];
  const fixed = [
    ...counts,
    `min(p.price) FILTER (WHERE ${holds('price')})::text`,
    `max(p.price) FILTER (WHERE ${holds('price')})::text`,
    `min(p.area_sqft) FILTER (WHERE ${holds('area')} AND p.area_sqft > 0)`,
    `max(p.area_sqft) FILTER (WHERE ${holds('area')} AND p.area_sqft > 0)`,
  ];
  // The open-ended facets' values, one per row counted, joined: counted here in one pass (grouping
  // them in SQL took a materialised copy of the rows and a pass per facet, a third more time).
  const values = (facet: Facet, column: string) => `string_agg(${column}, chr(31)) FILTER (WHERE ${holds(facet)} AND ${column} IS NOT NULL)`;
  return Prisma.sql`
    SELECT ${Prisma.raw([...fixed, values('category', 'p.category_id::text'), values('vendor', 'p.vendor_id::text'), values('city', 'p.city'), values('neighbourhood', 'p.neighbourhood')].join(', '))}
    FROM (
      -- OFFSET 0 keeps the mask computed once per row: inlined, every use would evaluate the filters again.
      SELECT ${Prisma.raw(FACET_COLUMNS)}, ${misses.length ? Prisma.join(misses, ' + ') : Prisma.raw('0')} AS miss FROM products p WHERE ${Prisma.join(where, ' AND ')} OFFSET 0
    ) p
    ${Prisma.raw(kept.size > 1 ? `WHERE p.miss IN (${[...kept].sort((a, b) => a - b).join(', ')})` : kept.size === 1 ? 'WHERE p.miss = 0' : '')}`;
}

/** Half of the listing's rows: those south of a latitude, or the others (with those without one). */
interface Half {
  cut: number;
  north: boolean;
}

/**
 * On PostgreSQL the statement runs as two at once, each over half of the rows, on two pooled
 * connections, and their rows are merged: the statement is CPU work over every row of the
 * listing, and PostgreSQL 15 cannot parallelise it itself (string_agg has no combine step before
 * 16, and the subquery's OFFSET 0 keeps it whole). The halves are cut at the catalogue's median
 * latitude, a range of the index each (cut by id, both halves read every index entry: a fifth
 * more CPU). Any cut gives the same counts; the median, looked up at most every ten minutes per
 * database, keeps the halves even. PGlite has one connection: there it stays one statement.
 */
const CUT_LIFETIME_MS = 10 * 60_000;
const cuts = new WeakMap<object, Map<string, { at: number; cut: Promise<number | null> }>>();

function medianLatitude(ctx: Context, catalogue: ProductFilter['catalogue']): Promise<number | null> {
  let byCatalogue = cuts.get(ctx.services.database);
  if (!byCatalogue) cuts.set(ctx.services.database, (byCatalogue = new Map()));
  const key = catalogue ?? 'ALL';
  const known = byCatalogue.get(key);
  if (known && Date.now() - known.at < CUT_LIFETIME_MS) return known.cut;
  const cut = ctx.services.database
    .readRows(Prisma.sql`SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY p.latitude) FROM products p WHERE p.vendor_listed${catalogue ? Prisma.sql` AND p.catalogue = ${catalogue}::"Catalogue"` : Prisma.empty}`)
    .then((rows) => {
      const median = rows[0]?.[0];
      return typeof median === 'number' && Number.isFinite(median) ? median : null;
    });
  byCatalogue.set(key, { at: Date.now(), cut });
  cut.catch(() => byCatalogue.delete(key));
  return cut;
}

async function facetRow(ctx: Context, filter: ProductFilter, conditions: KeyedCondition[]): Promise<unknown[]> {
  const read = (half?: Half) => ctx.services.database.readRows(facetStatement(conditions, half)).then(([row = []]) => row);
  const cut = ctx.services.database.kind === 'postgres' ? await medianLatitude(ctx, filter.catalogue) : null;
  if (cut === null) return read();
  return mergeHalves(await Promise.all([read({ cut, north: false }), read({ cut, north: true })]));
}

/** The halves' one-row answers as one: counts add up, ranges widen, the joined values join. */
function mergeHalves(rows: unknown[][]): unknown[] {
  const byPrice = (a: unknown, b: unknown) => new Prisma.Decimal(String(a)).comparedTo(new Prisma.Decimal(String(b)));
  return rows[0].map((_, column) => {
    const values = rows.map((row) => row[column]).filter((v) => v != null);
    if (column < FIXED_COUNTS) return values.reduce((sum: number, v) => sum + Number(v), 0);
    if (!values.length) return null;
    switch (column - FIXED_COUNTS) {
      case 0: return values.reduce((a, b) => (byPrice(b, a) < 0 ? b : a)); // min price (numeric as text)
      case 1: return values.reduce((a, b) => (byPrice(b, a) > 0 ? b : a)); // max price
      case 2: return Math.min(...values.map(Number)); // min area
      case 3: return Math.max(...values.map(Number)); // max area
      default: return values.join('\x1f'); // an open-ended facet's values
    }
  });
}

/** How many times each value occurs in a string_agg of values joined by chr(31). */
function occurrences(joined: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  if (typeof joined !== 'string') return counts;
  for (const value of joined.split('\x1f')) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The facets of a listing, from the conditions its filter gave (catalogue/listing.ts builds them once). */
export async function listingFacets(ctx: Context, filter: ProductFilter, conditions: KeyedCondition[]): Promise<ListingFacets> {
  // One row: the fixed counts and ranges, then the open-ended facets' values.
  const row = await facetRow(ctx, filter, conditions);
  const fixed = row.slice(0, -4);
  const [categoryIds, vendorIds, cityNames, neighbourhoodNames] = [4, 3, 2, 1].map((fromEnd) => occurrences(row[row.length - fromEnd]));
  let at = 0;
  const next = () => fixed[at++];
  const total = Number(next() ?? 0);
  const option = (value: string, label: string, n: unknown, selected: boolean): FacetOption => ({ value, label, count: Number(n ?? 0), selected });

  const purposes = [option('SALE', 'For sale', next(), filter.purpose === 'SALE'), option('RENT', 'For rent', next(), filter.purpose === 'RENT')];
  const completionStatuses = [option('READY', 'Ready', next(), filter.completionStatus === 'READY'), option('OFF_PLAN', 'Off-plan', next(), filter.completionStatus === 'OFF_PLAN')];
  const beds = BED_OPTIONS.map((n) => option(String(n), `${n}+`, next(), filter.minBeds === n));
  const baths = BATH_OPTIONS.map((n) => option(String(n), `${n}+`, next(), filter.minBaths === n));
  const ratings = RATING_OPTIONS.map((n) => option(String(n), `${n}+ stars`, next(), filter.minRating === n));
  const amenities = FILTER_AMENITIES.map((a) => option(a, a, next(), filter.amenities?.includes(a) ?? false));
  const [minPrice, maxPrice, minArea, maxArea] = [next(), next(), next(), next()];

  const byCount = (options: FacetOption[]) => options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, MAX_OPTIONS);
  const same = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase();

  const categories = await Promise.all(
    [...categoryIds].map(async ([id, n]) => {
      const category = await ctx.services.categories.get(Number(id));
      return option(category.slug, category.name, n, filter.categorySlug === category.slug);
    }),
  );
  const vendors = await Promise.all(
    [...vendorIds].map(async ([id, n]) => {
      const vendor = await ctx.services.vendorCards.get(Number(id));
      return option(vendor.storeId, vendor.storeName, n, filter.vendorStoreId === vendor.storeId);
    }),
  );
  const cities = [...cityNames].map(([name, n]) => option(name, name, n, same(filter.city, name)));
  // The same neighbourhood name in two cities is one option (the filter names only the neighbourhood).
  const neighbourhoods = [...neighbourhoodNames].map(([name, n]) => option(name, name, n, same(filter.neighbourhood, name)));

  return {
    total,
    categories: withSelected(byCount(categories), filter.categorySlug),
    vendors: withSelected(byCount(vendors), filter.vendorStoreId),
    purposes,
    completionStatuses,
    cities: withSelected(byCount(cities), filter.city),
    neighbourhoods: withSelected(byCount(neighbourhoods), filter.neighbourhood),
    beds,
    baths,
    amenities,
    ratings,
    priceRange: minPrice == null ? null : { min: new Prisma.Decimal(String(minPrice)), max: new Prisma.Decimal(String(maxPrice)) },
    areaRange: minArea == null ? null : { min: Number(minArea), max: Number(maxArea) },
  };
}

/** A chosen option stays on the list (with 0) even when nothing matches it, so it can be unchosen. */
function withSelected(options: FacetOption[], chosen: string | null | undefined): FacetOption[] {
  if (!chosen?.trim() || options.some((o) => o.selected)) return options;
  return [...options, { value: chosen.trim(), label: chosen.trim(), count: 0, selected: true }];
}
