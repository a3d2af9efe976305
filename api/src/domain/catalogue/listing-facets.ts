// Facet counts of a storefront listing (issue 20): for each option of each filter, how many
// listings the page would hold with it. A facet counts with every other filter applied but not
// its own ("disjunctive" facets, as portals count them): with "For rent" chosen, "For sale" still
// shows how many it would find instead of 0. All of it is one statement, one pass over the
// listing's rows: the open-ended facets (categories, vendors, cities, neighbourhoods) are
// grouping sets, the fixed ones (purpose, beds, ...) counts with FILTER, each with the
// conditions of every filter but its own.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { AMENITIES } from '../../../../rules/product.ts';
import { keyedListingConditions, type FilterKey, type KeyedCondition, type ProductFilter } from './listing-filter.ts';

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

/** The grouping sets, in the order of their GROUPING() bit mask over (category, vendor, city, neighbourhood). */
const GROUPED_BY = { category: 0b0111, vendor: 0b1011, city: 0b1101, neighbourhood: 0b1100, none: 0b1111 } as const;

function conditionOf(conditions: KeyedCondition[], facet: Facet): Prisma.Sql {
  const own: readonly string[] = OWN_FILTERS[facet];
  // Conditions no facet leaves out are in the WHERE clause already.
  const rest = conditions.filter((c) => EXCLUDED_BY_SOME_FACET.has(c.key) && !own.includes(c.key)).map((c) => c.sql);
  return rest.length ? Prisma.join(rest, ' AND ') : Prisma.sql`TRUE`;
}

export async function listingFacets(ctx: Context, filter: ProductFilter = {}): Promise<ListingFacets> {
  const conditions = await keyedListingConditions(ctx, filter);
  const where = conditions.filter((c) => !EXCLUDED_BY_SOME_FACET.has(c.key)).map((c) => c.sql);
  const count = (facet: Facet, extra?: Prisma.Sql) => Prisma.sql`count(*) FILTER (WHERE ${conditionOf(conditions, facet)}${extra ? Prisma.sql` AND ${extra}` : Prisma.empty})::int`;
  const fixedCounts = [
    count('all'),
    count('purpose', Prisma.sql`p.purpose = 'SALE'`),
    count('purpose', Prisma.sql`p.purpose = 'RENT'`),
    count('completion', Prisma.sql`p.completion_status = 'READY'`),
    count('completion', Prisma.sql`p.completion_status = 'OFF_PLAN'`),
    ...BED_OPTIONS.map((n) => count('beds', Prisma.sql`p.beds >= ${Prisma.raw(String(n))}`)),
    ...BATH_OPTIONS.map((n) => count('baths', Prisma.sql`p.baths >= ${Prisma.raw(String(n))}`)),
    ...RATING_OPTIONS.map((n) => count('rating', Prisma.sql`p.rating_average >= ${Prisma.raw(String(n))}`)),
    // Amenities narrow to listings with all chosen: an option counts what choosing it too would leave.
    ...AMENITIES.map((a) => count('all', Prisma.sql`${Prisma.raw(`'${a.replace(/'/g, "''")}'`)} = ANY(p.amenities)`)),
    Prisma.sql`min(p.price) FILTER (WHERE ${conditionOf(conditions, 'price')})::text`,
    Prisma.sql`max(p.price) FILTER (WHERE ${conditionOf(conditions, 'price')})::text`,
    Prisma.sql`min(p.area_sqft) FILTER (WHERE ${conditionOf(conditions, 'area')} AND p.area_sqft > 0)`,
    Prisma.sql`max(p.area_sqft) FILTER (WHERE ${conditionOf(conditions, 'area')} AND p.area_sqft > 0)`,
  ];
  const rows = await ctx.services.database.readRows(Prisma.sql`
    SELECT GROUPING(p.category_id, p.vendor_id, p.city, p.neighbourhood) AS grouped,
      p.category_id, p.vendor_id, p.city, p.neighbourhood,
      ${count('category')}, ${count('vendor')}, ${count('city')}, ${count('neighbourhood')},
      ${Prisma.join(fixedCounts, ', ')}
    FROM products p
    WHERE ${Prisma.join(where, ' AND ')}
    GROUP BY GROUPING SETS ((p.category_id), (p.vendor_id), (p.city), (p.city, p.neighbourhood), ())`);

  const totals = rows.find((r) => Number(r[0]) === GROUPED_BY.none) ?? [];
  const fixed = totals.slice(9);
  let at = 0;
  const next = () => fixed[at++];
  const total = Number(next() ?? 0);
  const option = (value: string, label: string, n: unknown, selected: boolean): FacetOption => ({ value, label, count: Number(n ?? 0), selected });

  const purposes = [option('SALE', 'For sale', next(), filter.purpose === 'SALE'), option('RENT', 'For rent', next(), filter.purpose === 'RENT')];
  const completionStatuses = [option('READY', 'Ready', next(), filter.completionStatus === 'READY'), option('OFF_PLAN', 'Off-plan', next(), filter.completionStatus === 'OFF_PLAN')];
  const beds = BED_OPTIONS.map((n) => option(String(n), `${n}+`, next(), filter.minBeds === n));
  const baths = BATH_OPTIONS.map((n) => option(String(n), `${n}+`, next(), filter.minBaths === n));
  const ratings = RATING_OPTIONS.map((n) => option(String(n), `${n}+ stars`, next(), filter.minRating === n));
  const amenities = AMENITIES.map((a) => option(a, a, next(), filter.amenities?.includes(a) ?? false));
  const [minPrice, maxPrice, minArea, maxArea] = [next(), next(), next(), next()];

  const grouped = (mask: number) => rows.filter((r) => Number(r[0]) === mask);
  const byCount = (options: FacetOption[]) => options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, MAX_OPTIONS);
  const same = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase();

  const categories = await Promise.all(
    grouped(GROUPED_BY.category).filter((r) => Number(r[5]) > 0).map(async (r) => {
      const category = await ctx.services.categories.get(Number(r[1]));
      return option(category.slug, category.name, r[5], filter.categorySlug === category.slug);
    }),
  );
  const vendors = await Promise.all(
    grouped(GROUPED_BY.vendor).filter((r) => Number(r[6]) > 0).map(async (r) => {
      const vendor = await ctx.services.vendorCards.get(Number(r[2]));
      return option(vendor.storeId, vendor.storeName, r[6], filter.vendorStoreId === vendor.storeId);
    }),
  );
  const cities = grouped(GROUPED_BY.city).filter((r) => r[3] != null && Number(r[7]) > 0).map((r) => option(String(r[3]), String(r[3]), r[7], same(filter.city, String(r[3]))));
  // The same neighbourhood name in two cities is one option (the filter names only the neighbourhood).
  const neighbourhoodCounts = new Map<string, number>();
  for (const r of grouped(GROUPED_BY.neighbourhood)) {
    if (r[4] == null || !Number(r[8])) continue;
    neighbourhoodCounts.set(String(r[4]), (neighbourhoodCounts.get(String(r[4])) ?? 0) + Number(r[8]));
  }
  const neighbourhoods = [...neighbourhoodCounts].map(([name, n]) => option(name, name, n, same(filter.neighbourhood, name)));

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
