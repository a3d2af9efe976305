import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import type { Product as ProductRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { Category } from './category.ts';
import { Vendor } from './vendor.ts';
import { AreaUnitEnum, CatalogueEnum, CompletionStatusEnum, ListingPurposeEnum, ProductSortEnum, RentPeriodEnum } from './enums.ts';
import { CurrencyCodeEnum, Money, moneyIn } from './money.ts';
import { isDiscounted, type CurrencyCode } from '../../domain/money/currency.ts';
import { productPath } from '@rules/paths.ts';
import { areaIn, MARKET_COUNTRIES, SQFT_PER_SQM, isMarketCountry } from '@rules/listing.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ProductSort } from '../../domain/catalogue/products.ts';
import { suggestedProductIds } from '../../domain/catalogue/suggestions.ts';
import { SIMILAR_DEFAULT, SIMILAR_MAX, similarProductIds } from '../../domain/catalogue/similar.ts';
import { readCardRows } from '../../domain/catalogue/product-cards.ts';
import { ownerOnlyFigure } from '../../domain/catalogue/product-editing.ts';
import { listingFacets, type FacetOption as FacetOptionShape, type ListingFacets } from '../../domain/catalogue/listing-facets.ts';
import type { ProductFilter } from '../../domain/catalogue/listing-filter.ts';
import type { Context } from '../../context.ts';
import { countSearchProducts, countStorefrontProducts, getProduct, productsInOrder, searchProducts, suggestProducts } from '../../domain/catalogue/reads.ts';
import { pageRequestOf, selectsOnlyCardFields } from '../paging.ts';
import { LIMITS } from '../limits.ts';

export const RatingSummary = builder
  .objectRef<{ productId: number; count: number; sum: number; average: number | null }>('RatingSummary')
  .implement({
    fields: (t) => ({
      average: t.float({ nullable: true, description: 'Average of 1-5 ratings; null without any.', resolve: (r) => r.average }),
      count: t.exposeInt('count', { description: 'Number of ratings (the spec\'s numberOfReviews).' }),
    }),
  });

type PropertyRow = Pick<ProductRow, 'price' | 'beds' | 'baths' | 'areaSqft' | 'purpose' | 'rentPeriod' | 'completionStatus' | 'handoverDate'>;

export const RealEstateDetails = builder.objectRef<PropertyRow>('RealEstateDetails').implement({
  description: 'What a property is: rooms, floor area, sale or rent, ready or off-plan.',
  fields: (t) => ({
    beds: t.int({ resolve: (p) => p.beds ?? 0 }),
    baths: t.int({ resolve: (p) => p.baths ?? 0 }),
    areaSqft: t.int({ description: 'Floor (or plot) area in square feet.', resolve: (p) => p.areaSqft ?? 0 }),
    area: t.int({
      description: 'Floor (or plot) area in the unit asked for, rounded to a whole number.',
      args: { unit: t.arg({ type: AreaUnitEnum, defaultValue: 'SQFT', required: true }) },
      resolve: (p, { unit }) => areaIn(p.areaSqft ?? 0, unit),
    }),
    purpose: t.field({ type: ListingPurposeEnum, resolve: (p) => p.purpose ?? 'SALE' }),
    rentPeriod: t.field({ type: RentPeriodEnum, nullable: true, description: 'What the price is per, for a property for rent; null for a sale.', resolve: (p) => (p.purpose === 'RENT' ? (p.rentPeriod ?? 'MONTH') : null) }),
    completionStatus: t.field({ type: CompletionStatusEnum, resolve: (p) => p.completionStatus ?? 'READY' }),
    handoverDate: t.field({ type: 'Date', nullable: true, description: 'Expected handover of an off-plan property.', resolve: (p) => (p.completionStatus === 'OFF_PLAN' ? p.handoverDate : null) }),
    pricePerArea: t.field({
      type: Money,
      nullable: true,
      description: 'The list price (a rent: per its period) per square foot or metre, in the currency asked for; null without an area.',
      args: {
        currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }),
        unit: t.arg({ type: AreaUnitEnum, defaultValue: 'SQFT', required: true }),
      },
      resolve: (p, { currency, unit }, ctx) => {
        if (!p.areaSqft) return null;
        const sqft = new Prisma.Decimal(p.areaSqft);
        return moneyIn(ctx, p.price.div(unit === 'SQM' ? sqft.div(SQFT_PER_SQM) : sqft), currency);
      },
    }),
  }),
});

type LocationRow = Pick<ProductRow, 'city' | 'neighbourhood' | 'countryCode' | 'latitude' | 'longitude'>;

export const PropertyLocation = builder.objectRef<LocationRow>('PropertyLocation').implement({
  description: 'Where a property is. Coordinates are null until the vendor sets them (it is then not on the map).',
  fields: (t) => ({
    city: t.string({ nullable: true, resolve: (l) => l.city }),
    neighbourhood: t.string({ nullable: true, description: 'The area or community within the city, e.g. "Dubai Marina".', resolve: (l) => l.neighbourhood }),
    countryCode: t.string({ nullable: true, description: 'ISO 3166-1 alpha-2: AE, PK, GB or US.', resolve: (l) => l.countryCode }),
    country: t.string({ nullable: true, description: 'The country\'s name.', resolve: (l) => (isMarketCountry(l.countryCode) ? MARKET_COUNTRIES[l.countryCode] : null) }),
    label: t.string({ nullable: true, description: 'Neighbourhood and city, e.g. "Dubai Marina, Dubai".', resolve: (l) => [l.neighbourhood, l.city].filter(Boolean).join(', ') || null }),
    latitude: t.float({ nullable: true, resolve: (l) => l.latitude }),
    longitude: t.float({ nullable: true, resolve: (l) => l.longitude }),
  }),
});

/** The columns a product card shows; every product read includes them. */
const cardColumns = {
  id: true,
  slug: true,
  name: true,
  catalogue: true,
  categoryId: true,
  price: true,
  discountedPrice: true,
  featureImage: true,
  vendorId: true,
  ratingCount: true,
  ratingSum: true,
  ratingAverage: true,
} as const;

export const Product = builder.prismaNode('Product', {
  id: { field: 'id' },
  // Select mode: the card's columns are always read, so the fields below that use only them
  // resolve straight from the row; any other field names the columns it needs, so a card list
  // never reads descriptions or galleries. (A field that names columns is checked against the
  // query plan for every row it resolves; for the ~20 fields of 24 cards that was a tenth of a
  // list request's time.)
  select: cardColumns,
  description: 'A listing of either catalogue: a property (REAL_ESTATE) or a home product.',
  fields: (t) => ({
    databaseId: t.int({ description: 'The numeric id the REST API uses.', resolve: (p) => p.id }),
    slug: t.string({ resolve: (p) => p.slug }),
    name: t.string({ resolve: (p) => p.name }),
    description: t.exposeString('description'),
    catalogue: t.field({ type: CatalogueEnum, resolve: (p) => p.catalogue }),
    category: t.field({
      type: Category,
      resolve: (p, _args, ctx) => ctx.services.categories.get(p.categoryId),
    }),
    vendor: t.field({
      type: Vendor,
      description: 'The store selling or renting it.',
      // From the vendor card book, not a join: a list names the same dozen vendors over and over.
      resolve: (p, _args, ctx) => ctx.services.vendorCards.get(p.vendorId),
    }),
    hiddenFromSuggestions: t.boolean({ select: { status: true }, resolve: (p) => p.status === 'HIDDEN' }),
    orderLineCount: t.int({
      nullable: true,
      description: 'How many order lines name this product (the dashboard\'s Orders column): for its owner and the admin; null for anyone else.',
      // Counted in the list's own query (a correlated count per row), not one query per product.
      select: { _count: { select: { orderItems: true } } },
      resolve: (p, _args, ctx) => ownerOnlyFigure(ctx, p, p._count.orderItems),
    }),
    viewCount: t.int({
      nullable: true,
      description: "How many times its product or property page was viewed, all days counted so far (the dashboard's Views column; the overview's figures per day): for its owner and the admin; null for anyone else.",
      select: { viewCount: true },
      resolve: (p, _args, ctx) => ownerOnlyFigure(ctx, p, p.viewCount),
    }),
    price: t.field({
      type: Money,
      description: 'The list price, converted from USD at the published rate.',
      args: { currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }) },
      resolve: (p, { currency }, ctx) => moneyIn(ctx, p.price, currency),
    }),
    discountedPrice: t.field({
      type: Money,
      nullable: true,
      description: 'Present only when the product is discounted (the discounted price is below the price).',
      args: { currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }) },
      resolve: (p, { currency }, ctx) => (isDiscounted(p.price, p.discountedPrice) ? moneyIn(ctx, p.discountedPrice!, currency) : null),
    }),
    featureImage: t.field({ type: Image, resolve: (p) => p.featureImage }),
    images: t.field({ type: [Image], description: 'The gallery in order; the feature image first.', select: { images: true, featureImage: true }, resolve: (p) => (p.images.length ? p.images : [p.featureImage]) }),
    realEstateDetails: t.field({
      type: RealEstateDetails,
      nullable: true,
      description: 'Rooms, area, purpose and completion of a property; null for home products.',
      select: { catalogue: true, price: true, beds: true, baths: true, areaSqft: true, purpose: true, rentPeriod: true, completionStatus: true, handoverDate: true },
      resolve: (p) => (p.catalogue === 'REAL_ESTATE' ? p : null),
    }),
    location: t.field({
      type: PropertyLocation,
      nullable: true,
      description: 'Where a property is; null for home products.',
      select: { catalogue: true, city: true, neighbourhood: true, countryCode: true, latitude: true, longitude: true },
      resolve: (p) => (p.catalogue === 'REAL_ESTATE' ? p : null),
    }),
    amenities: t.exposeStringList('amenities'),
    rating: t.field({
      type: RatingSummary,
      resolve: (p) => ({ productId: p.id, count: p.ratingCount, sum: p.ratingSum, average: p.ratingAverage }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    path: t.string({
      description: 'Storefront path: /products/real-estate/{slug} or /products/home-products/{slug}.',
      resolve: (p) => productPath(p),
    }),
    suggestions: t.prismaField({
      type: ['Product'],
      description: 'Suggested Properties / Suggested Products for the detail page (rules in the README).',
      select: { id: true, catalogue: true, categoryId: true },
      resolve: async (query, p, _args, ctx) => {
        return productsInOrder(ctx, await suggestedProductIds(ctx, p), query);
      },
    }),
    similar: t.prismaField({
      type: ['Product'],
      description: `Listings like this one, closest first: for a property, the same purpose in the same city within ±35% of its price and area; for a home product, the same category within ±35% of its price. At most ${SIMILAR_MAX}.`,
      args: { first: t.arg.int({ defaultValue: SIMILAR_DEFAULT, required: true, description: `How many (1 to ${SIMILAR_MAX}).` }) },
      resolve: async (query, p, { first }, ctx) => productsInOrder(ctx, await similarProductIds(ctx, p.id, first), query),
    }),
  }),
});

export const ProductConnection = builder.connectionObject({
  type: Product,
  name: 'ProductConnection',
  fields: (t) => ({
    // Each field giving this connection says how to count (products, search, myProducts).
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => (c as unknown as { totalCount: () => number | Promise<number> }).totalCount() }),
  }),
});

const MapBoundsInput = builder.inputType('MapBounds', {
  description: 'The visible part of a map, in degrees (west greater than east crosses the antimeridian).',
  fields: (t) => ({
    south: t.float({ required: true }),
    west: t.float({ required: true }),
    north: t.float({ required: true }),
    east: t.float({ required: true }),
  }),
});

export const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'Every field narrows the list (all must hold). Text values compare without regard to case.',
  fields: (t) => ({
    catalogue: t.field({ type: CatalogueEnum, required: false }),
    categorySlug: t.string({ required: false, description: 'A category slug, e.g. "luxury-apartments".' }),
    vendorStoreId: t.string({ required: false }),
    minPrice: t.float({ required: false, description: 'In `currency` (USD by default).' }),
    maxPrice: t.float({ required: false, description: 'In `currency` (USD by default).' }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'The currency of minPrice and maxPrice (USD by default).' }),
    minBeds: t.int({ required: false }),
    minBaths: t.int({ required: false }),
    minArea: t.float({ required: false, description: 'Floor area at least this, in `areaUnit`.' }),
    maxArea: t.float({ required: false, description: 'Floor area at most this, in `areaUnit`.' }),
    areaUnit: t.field({ type: AreaUnitEnum, required: false, description: 'The unit of minArea and maxArea (SQFT by default).' }),
    purpose: t.field({ type: ListingPurposeEnum, required: false, description: 'Properties for sale or for rent.' }),
    completionStatus: t.field({ type: CompletionStatusEnum, required: false, description: 'Ready or off-plan properties.' }),
    city: t.string({ required: false, description: 'A property\'s city, e.g. "Dubai".' }),
    neighbourhood: t.string({ required: false, description: 'A property\'s area within its city, e.g. "Dubai Marina".' }),
    amenities: t.stringList({ required: false, description: 'Properties with every one of these amenities.' }),
    minRating: t.float({ required: false, description: 'Average rating of at least this (1-5).' }),
    bounds: t.field({ type: MapBoundsInput, required: false, description: 'Properties whose point lies on this part of the map ("search this area").' }),
    search: t.string({ required: false, description: 'Words to find (forgiving: typos, word parts, split and joined words, units and synonyms); sort RELEVANCE puts the best match first.' }),
  }),
});

const FacetOption = builder.objectRef<FacetOptionShape>('FacetOption').implement({
  description: 'One option of a filter, with how many listings the list would hold with it chosen (every other filter applied).',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'What the filter takes: a category slug, a store id, a city, SALE, "3" (at least 3)...' }),
    label: t.exposeString('label'),
    count: t.exposeInt('count'),
    selected: t.exposeBoolean('selected', { description: 'Whether the current filter has chosen it.' }),
  }),
});

const ProductFacets = builder.objectRef<ListingFacets>('ProductFacets').implement({
  description:
    'Counts for every filter option of a listing. Each facet counts with all other filters applied but not its own, so the ' +
    'other options of a chosen filter still say what they would find. Open-ended facets list their 50 most frequent options.',
  fields: (t) => ({
    categories: t.field({ type: [FacetOption], description: 'value: categorySlug', resolve: (f) => f.categories }),
    vendors: t.field({ type: [FacetOption], description: 'value: vendorStoreId', resolve: (f) => f.vendors }),
    purposes: t.field({ type: [FacetOption], description: 'value: purpose (properties)', resolve: (f) => f.purposes }),
    completionStatuses: t.field({ type: [FacetOption], description: 'value: completionStatus (properties)', resolve: (f) => f.completionStatuses }),
    cities: t.field({ type: [FacetOption], description: 'value: city (properties)', resolve: (f) => f.cities }),
    neighbourhoods: t.field({ type: [FacetOption], description: 'value: neighbourhood (properties), within the chosen city if any', resolve: (f) => f.neighbourhoods }),
    beds: t.field({ type: [FacetOption], description: 'value: minBeds ("3": at least 3)', resolve: (f) => f.beds }),
    baths: t.field({ type: [FacetOption], description: 'value: minBaths', resolve: (f) => f.baths }),
    amenities: t.field({ type: [FacetOption], description: 'value: one of amenities; the count is with it added to those chosen', resolve: (f) => f.amenities }),
    ratings: t.field({ type: [FacetOption], description: 'value: minRating', resolve: (f) => f.ratings }),
    priceRange: t.field({
      type: PriceRange,
      nullable: true,
      description: 'Lowest and highest list price without the price filter; null when nothing matches.',
      args: { currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }) },
      resolve: (f, { currency }) => (f.priceRange ? { ...f.priceRange, currency } : null),
    }),
    areaRange: t.field({
      type: AreaRange,
      nullable: true,
      description: 'Smallest and largest floor area without the area filter; null without areas.',
      args: { unit: t.arg({ type: AreaUnitEnum, defaultValue: 'SQFT', required: true }) },
      resolve: (f, { unit }) => (f.areaRange ? { min: areaIn(f.areaRange.min, unit), max: areaIn(f.areaRange.max, unit) } : null),
    }),
  }),
});

const PriceRange = builder.objectRef<{ min: Prisma.Decimal; max: Prisma.Decimal; currency: CurrencyCode }>('PriceRange').implement({
  fields: (t) => ({
    min: t.field({ type: Money, resolve: (r, _args, ctx) => moneyIn(ctx, r.min, r.currency) }),
    max: t.field({ type: Money, resolve: (r, _args, ctx) => moneyIn(ctx, r.max, r.currency) }),
  }),
});

const AreaRange = builder.objectRef<{ min: number; max: number }>('AreaRange').implement({
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

/**
 * What a storefront listing's connection can tell about all its matches, asked only when
 * selected. Pothos hands a connection's fields one closure over the field's arguments (its
 * `totalCount` option); this is what that closure returns, so the count and the facets both
 * know the filter.
 */
interface ListingSummary {
  count: () => Promise<number>;
  facets: () => Promise<ListingFacets>;
}

/**
 * The summary of one `products` field, made once: its resolver starts the facet statement before
 * it reads the page of cards, so both statements run at once on two pooled connections (Pothos
 * asks for the count only after the page is read). Keyed by the field's arguments object, which
 * Pothos hands to both the resolver and the `totalCount` closure.
 */
const summariesOfField = new WeakMap<object, ListingSummary>();
function listingSummaryOnce(ctx: Context, args: { filter?: ProductFilter | null }, info: GraphQLResolveInfo): ListingSummary {
  let summary = summariesOfField.get(args);
  if (!summary) summariesOfField.set(args, (summary = listingSummary(ctx, args.filter ?? {}, info)));
  return summary;
}

function listingSummary(ctx: Context, filter: ProductFilter, info: GraphQLResolveInfo): ListingSummary {
  let facets: Promise<ListingFacets> | undefined;
  const readFacets = () => (facets ??= listingFacets(ctx, filter));
  // Asked with the facets, the count is theirs (their statement counts the whole listing too):
  // one statement less on a filtered listing page.
  const withFacets = selectsField(info, 'facets');
  return { count: () => (withFacets ? readFacets().then((f) => f.total) : countStorefrontProducts(ctx, filter)), facets: readFacets };
}

/** Whether the field being resolved selects `name` (directly or through fragments). */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      const fragment = info.fragments?.[s.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? visit(node.selectionSet.selections) : false));
}

export const ProductListingConnection = builder.connectionObject({
  type: Product,
  name: 'ProductListingConnection',
  description: 'A page of a storefront listing, with the count and facets of all its matches.',
  fields: (t) => ({
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => summaryOf(c).count() }),
    facets: t.field({ type: ProductFacets, description: 'Counts of every filter option for the same filter (see ProductFacets).', resolve: (c) => summaryOf(c).facets() }),
  }),
});

/** The connection's summary, made once: totalCount and facets share its one facet statement. */
const summaries = new WeakMap<object, ListingSummary>();
function summaryOf(connection: object): ListingSummary {
  let summary = summaries.get(connection);
  if (!summary) summaries.set(connection, (summary = (connection as { totalCount: () => ListingSummary }).totalCount()));
  return summary;
}

builder.queryFields((t) => ({
  products: t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: 'Storefront listings, filtered and sorted; at most 100 per page (a larger `first` or `last` is refused).',
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, defaultValue: 'NEWEST', required: true }),
      },
      totalCount: (_root, args, ctx, info) => listingSummaryOnce(ctx, args, info) as unknown as number,
      resolve: async (query, _root, args, ctx, info) => {
        // The facets' statement starts now, beside the cards' (its failure is the facets field's to report).
        if (selectsField(info, 'facets')) listingSummaryOnce(ctx, args, info).facets().catch(() => undefined);
        // The rows of listStorefrontProducts's page as read: the connection pages them (paging.ts).
        const cards = await readCardRows(ctx, args.filter ?? {}, args.sort as ProductSort, pageRequestOf(query));
        // Pothos types the answer as whole rows; a card row holds every field a card selection reads.
        if (selectsOnlyCardFields(query)) return cards as unknown as ProductRow[];
        // A selection reading more than a card shows loads those products' rows by id.
        const { take: _take, skip: _skip, cursor: _cursor, ...selection } = query;
        return productsInOrder(ctx, cards.map((card) => card.id), selection);
      },
    },
    ProductListingConnection,
  ),
  search: t.connection(
    {
      type: Product,
      description: 'Products and properties matching the words, best match first (forgiving: typos, word parts, split and joined words, units and synonyms).',
      args: {
        query: t.arg.string({ required: true }),
        catalogue: t.arg({ type: CatalogueEnum, required: false }),
      },
      resolve: async (_root, args, ctx, info) => {
        const query = { text: args.query, catalogue: args.catalogue };
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, ({ limit, offset }) =>
          searchProducts(ctx, query, { limit, offset }, queryFromInfo({ context: ctx, info, path: ['edges', 'node'] })),
        );
        return Object.assign(connection, { totalCount: () => countSearchProducts(ctx, query) });
      },
    },
    ProductConnection,
  ),
  searchSuggestions: t.prismaField({
    type: ['Product'],
    description: 'For the search box: from 2 characters, at most `first` (default 8, at most 20) products.',
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 8, required: true }) },
    resolve: (query, _root, args, ctx) => suggestProducts(ctx, args.query, args.first, query),
  }),
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'A listing by its slug (null when unknown or no longer on the storefront).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => getProduct(ctx, { slug }, query),
  }),
}));
