// Listing performance (issue 37 part 6): each listing's figures over 7, 30 or 90 days.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { LIMITS } from '../limits.ts';
import { getListingFigures, listListingPerformance, LISTING_MEASURES, type ListingFigures, type ListingMeasure } from '../../domain/analytics/listing-performance.ts';
import type { OverviewRange } from '../../domain/analytics/overview.ts';
import { CurrencyAmountRef, OverviewRangeEnum } from './overview.ts';
import { CatalogueEnum } from './enums.ts';
import { recordListingSave } from '../../domain/analytics/saves.ts';
import { NotFoundError, RateLimitedError } from '../../domain/errors.ts';

const ListingMeasureEnum = builder.enumType('ListingMeasure', {
  description: 'What listing performance is sorted by: one of its measures, or the listing\'s name.',
  values: Object.fromEntries(LISTING_MEASURES.map((m) => [m, { description: m === 'NAME' ? 'The listing\'s name (A to Z when ascending).' : `The ${m.toLowerCase()} in the range.` }])) as Record<ListingMeasure, { description: string }>,
});

const ListingFiguresRef = builder.objectRef<ListingFigures>('ListingFigures').implement({
  description: "One listing's figures over the range (UTC days): what shoppers did with it.",
  fields: (t) => ({
    productId: t.globalID({ description: 'The listing (a Product id).', resolve: (f) => ({ type: 'Product', id: f.id }) }),
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: "The listing's name." }),
    slug: t.exposeString('slug', { description: "The listing's slug (its page's address)." }),
    catalogue: t.field({ type: CatalogueEnum, description: 'REAL_ESTATE for a property, else a home product.', resolve: (f) => f.catalogue as never }),
    status: t.exposeString('status', { description: 'ACTIVE, or HIDDEN while the store hides it.' }),
    storeName: t.exposeString('storeName', { description: 'The store the listing belongs to (the admin reads every store\'s).' }),
    views: t.exposeInt('views', { description: 'Page views.' }),
    enquiries: t.exposeInt('enquiries', { description: 'Enquiry forms sent plus taps on its WhatsApp and call links.' }),
    enquiryForms: t.exposeInt('enquiryForms', { description: 'Of the enquiries, the forms sent.' }),
    taps: t.exposeInt('taps', { description: 'Of the enquiries, taps on its WhatsApp and call links.' }),
    saves: t.exposeInt('saves', { description: 'Times shoppers saved it to their favourites.' }),
    viewings: t.exposeInt('viewings', { description: 'Viewings booked (properties).' }),
    orders: t.exposeInt('orders', { description: 'Order parts with this product (home products), counted on the day they were placed.' }),
    revenueUsd: t.exposeFloat('revenueUsd', { description: 'Its revenue converted to USD at the published rates (what the REVENUE sort reads).' }),
    revenueByCurrency: t.field({ type: [CurrencyAmountRef], description: 'Its revenue in each currency shoppers paid in.', resolve: (f) => f.revenueByCurrency }),
  }),
});

const ListingPerformanceConnection = builder.connectionObject({
  type: ListingFiguresRef,
  name: 'ListingPerformanceConnection',
  fields: (t) => ({
    totalCount: t.int({ description: 'How many listings the list holds, across pages.', resolve: (c) => (c as unknown as { totalCount: number }).totalCount }),
    from: t.string({ description: 'First day of the range (YYYY-MM-DD).', resolve: (c) => (c as unknown as { from: string }).from }),
    to: t.string({ description: 'Last day of the range, today (YYYY-MM-DD).', resolve: (c) => (c as unknown as { to: string }).to }),
  }),
});

const RANGE_ARG = { type: OverviewRangeEnum, required: false, defaultValue: 'LAST_30_DAYS', description: 'The days counted, ending today (UTC).' } as const;

builder.queryFields((t) => ({
  listingPerformance: t.connection(
    {
      type: ListingFiguresRef,
      description: "Each of the viewer's listings with its figures over the range, sorted by the chosen measure: a store's own; every store's for the admin (storeId narrows).",
      args: {
        range: t.arg(RANGE_ARG),
        sort: t.arg({ type: ListingMeasureEnum, required: false, defaultValue: 'VIEWS', description: 'The measure to sort by.' }),
        descending: t.arg.boolean({ required: false, description: 'Largest first (the default for measures; NAME defaults to A to Z).' }),
        storeId: t.arg.string({ required: false, description: 'Admin only: one store\'s listings.' }),
      },
      resolve: async (_root, args, ctx) => {
        const query = { range: (args.range ?? 'LAST_30_DAYS') as OverviewRange, sort: args.sort ?? 'VIEWS', descending: args.descending ?? undefined, storeId: args.storeId };
        let meta = { total: 0, from: '', to: '' };
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const page = await listListingPerformance(ctx, query, { limit, offset });
          meta = { total: page.total, from: page.from, to: page.to };
          return page.items;
        });
        return Object.assign(connection, { totalCount: meta.total, from: meta.from, to: meta.to });
      },
    },
    ListingPerformanceConnection,
  ),
  listingFigures: t.field({
    type: ListingFiguresRef,
    description: "One listing's figures over the range: its store's or the admin's (another store's listing: 403).",
    args: {
      productId: t.arg.globalID({ required: true, description: 'A Product id.' }),
      range: t.arg(RANGE_ARG),
    },
    resolve: (_root, args, ctx) => getListingFigures(ctx, args.productId.typename === 'Product' ? Number(args.productId.id) : 0, (args.range ?? 'LAST_30_DAYS') as OverviewRange),
  }),
}));

const RecordListingSaveInput = builder.inputType('RecordListingSaveInput', {
  description: "A listing a shopper saved to their favourites (favourites stay in the shopper's browser).",
  fields: (t) => ({ productId: t.globalID({ required: true, description: 'A Product id.' }) }),
});

const RecordListingSaveSuccess = builder.objectRef<{ saved: true }>('RecordListingSaveSuccess').implement({
  description: 'The save was counted for the listing\'s store.',
  fields: (t) => ({ saved: t.boolean({ description: 'Always true.', resolve: () => true }) }),
});

builder.mutationField('recordListingSave', (t) =>
  t.field({
    type: RecordListingSaveSuccess,
    description: "Counts a listing saved to a shopper's favourites (the store reads it in Listing performance). Nothing about the caller is stored.",
    errors: { types: [NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: RecordListingSaveInput, required: true }) },
    resolve: (_root, { input }, ctx) => recordListingSave(ctx, input.productId.typename === 'Product' ? Number(input.productId.id) : 0),
  }),
);
