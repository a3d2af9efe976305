// The dashboard's overview (issue 22): a vendor's own figures, the marketplace's for the admin.
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { OVERVIEW_RANGES, getAdminOverview, getOverview, type DayCount, type DayRevenue, type NewVendor, type Overview, type OverviewRange, type TopProduct, type Totals, type ViewingFigures } from '../../domain/analytics/overview.ts';
import type { StoreStart } from '../../domain/analytics/store-start.ts';
import { BrandTypeEnum } from './enums.ts';
import { FirstStepsChecklistRef } from './first-steps.ts';
import type { Context } from '../../context.ts';

/** The admin's part is read once per request, however many of its fields are asked. */
const adminParts = new WeakMap<Context, ReturnType<typeof getAdminOverview>>();
const adminOverviewOnce = (ctx: Context, range: OverviewRange) => {
  let parts = adminParts.get(ctx);
  if (!parts) adminParts.set(ctx, (parts = getAdminOverview(ctx, range)));
  return parts;
};

export const OverviewRangeEnum = builder.enumType('OverviewRange', {
  description: 'The days an overview covers, ending today (UTC).',
  values: describedValues(Object.keys(OVERVIEW_RANGES) as OverviewRange[], {
    LAST_30_DAYS: 'The last 30 days, today included.',
    LAST_7_DAYS: 'The last 7 days, today included.',
    LAST_90_DAYS: 'The last 90 days, today included.',
  }),
});

const DayCountRef = builder.objectRef<DayCount>('DayCount').implement({
  description: 'A count for one UTC day.',
  fields: (t) => ({ day: t.exposeString('day', { description: 'YYYY-MM-DD' }), count: t.exposeInt('count', { description: 'How many that day.' }) }),
});

export const CurrencyAmountRef = builder.objectRef<{ currency: string; amount: number; usd?: number }>('CurrencyAmount').implement({
  description: 'An amount in one currency.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'The ISO 4217 code of the amount.' }),
    amount: t.exposeFloat('amount', { description: 'In `currency`, 2 decimals.' }),
    usd: t.float({ nullable: true, description: 'The same converted to USD (totals only).', resolve: (c) => c.usd ?? null }),
  }),
});

const DayRevenueRef = builder.objectRef<DayRevenue>('DayRevenue').implement({
  description: "One UTC day's revenue.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    usd: t.exposeFloat('usd', { description: 'Converted to USD at the published rates.' }),
    byCurrency: t.field({ description: 'The revenue of that day per currency of payment.', type: [CurrencyAmountRef], resolve: (r) => r.byCurrency }),
  }),
});

const TotalsRef = builder.objectRef<Totals>('OverviewTotals').implement({
  description: "The range's totals.",
  fields: (t) => ({
    orders: t.exposeInt('orders', { description: 'Orders in the range.' }),
    revenueUsd: t.exposeFloat('revenueUsd', { description: 'Revenue in the range, in USD.' }),
    viewings: t.exposeInt('viewings', { description: 'Booked property viewings (order lines with a booking date).' }),
    views: t.exposeInt('views', { description: 'Product and property page views.' }),
  }),
});

const TopProductRef = builder.objectRef<TopProduct>('OverviewTopProduct').implement({
  description: 'A product among the most ordered or most viewed in the range.',
  fields: (t) => ({
    productId: t.exposeInt('productId', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: "The product's name." }),
    slug: t.exposeString('slug', { description: "The product's slug, as in its storefront URL." }),
    orders: t.exposeInt('orders', { description: 'Orders of the product in the range.' }),
    views: t.exposeInt('views', { description: 'Page views of the product in the range.' }),
  }),
});

const NewVendorRef = builder.objectRef<NewVendor>('OverviewNewVendor').implement({
  description: 'A store that registered in the range (admin overview).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    storeId: t.exposeString('storeId', { description: "The store's id." }),
    storeName: t.exposeString('storeName', { description: "The store's name." }),
    brandType: t.field({ description: 'What the store sells.', type: BrandTypeEnum, resolve: (v) => v.brandType as never }),
    accessGranted: t.exposeBoolean('accessGranted', { description: 'True once the admin granted the store access (it then shows on the storefront).' }),
    createdAt: t.expose('createdAt', { description: 'When the store registered.', type: 'DateTime' }),
  }),
});

const ViewingFiguresRef = builder.objectRef<ViewingFigures>('OverviewViewings').implement({
  description: 'Property viewings: appointments, which carry no payment (a property store\'s revenue stays 0).',
  fields: (t) => ({
    booked: t.exposeInt('booked', { description: 'Booked in the range (the same as totals.viewings).' }),
    confirmed: t.exposeInt('confirmed', { description: 'Of those booked in the range, the ones the store confirmed (or completed since).' }),
    upcoming: t.exposeInt('upcoming', { description: 'Requested, confirmed or rescheduled viewings dated today or later, whenever booked.' }),
  }),
});

const StoreStartRef = builder.objectRef<StoreStart>('OverviewStore').implement({
  description: 'What the store has set up: the overview shows a new store its first step while it has no listings.',
  fields: (t) => ({
    brandType: t.field({ type: BrandTypeEnum, description: 'REAL_ESTATE: a property store, whose overview leads with viewings.', resolve: (s) => s.brandType }),
    listings: t.exposeInt('listings', { description: 'Listings of every status (active and hidden).' }),
    profileGaps: t.stringList({ description: 'Empty parts of the store\'s public profile: "description", "picture".', resolve: (s) => s.profileGaps }),
    checklist: t.field({ type: FirstStepsChecklistRef, description: 'Its first-run checklist, each step read from its data (issue 37).', resolve: (s) => s.checklist }),
  }),
});

const VendorOverviewRef = builder.objectRef<Overview>('VendorOverview').implement({
  description: "A store's figures (the marketplace's for the admin) per UTC day, with totals for this range and the one before it.",
  fields: (t) => ({
    range: t.field({ description: 'The days covered.', type: OverviewRangeEnum, resolve: (o) => o.range }),
    from: t.exposeString('from', { description: 'First day (YYYY-MM-DD).' }),
    to: t.exposeString('to', { description: 'Last day, today (YYYY-MM-DD).' }),
    marketplaceWide: t.boolean({ description: "True when the figures are the whole marketplace's (the admin), false for one store.", resolve: (o) => o.vendorId === null }),
    ordersPerDay: t.field({ description: 'Orders per UTC day of the range.', type: [DayCountRef], resolve: (o) => o.ordersPerDay }),
    revenuePerDay: t.field({ description: 'Revenue per UTC day of the range.', type: [DayRevenueRef], resolve: (o) => o.revenuePerDay }),
    revenueByCurrency: t.field({ description: 'Revenue in the range per currency of payment.', type: [CurrencyAmountRef], resolve: (o) => o.revenueByCurrency }),
    viewingsPerDay: t.field({ description: 'Viewings booked per UTC day of the range.', type: [DayCountRef], resolve: (o) => o.viewingsPerDay }),
    viewsPerDay: t.field({ description: 'Listing page views per UTC day of the range.', type: [DayCountRef], resolve: (o) => o.viewsPerDay }),
    totals: t.field({ description: "The range's totals, with the range before for comparison.", type: TotalsRef, resolve: (o) => o.totals }),
    previousTotals: t.field({ type: TotalsRef, description: 'The same number of days just before.', resolve: (o) => o.previousTotals }),
    topProductsByOrders: t.field({ description: 'The most ordered products in the range.', type: [TopProductRef], resolve: (o) => o.topProductsByOrders }),
    topProductsByViews: t.field({ description: 'The most viewed products in the range.', type: [TopProductRef], resolve: (o) => o.topProductsByViews }),
    viewings: t.field({ description: 'Viewings booked in the range.', type: ViewingFiguresRef, resolve: (o) => o.viewings }),
    store: t.field({ type: StoreStartRef, nullable: true, description: 'The vendor\'s own store; null for the marketplace (the admin).', resolve: (o) => o.store }),
    signupsPerDay: t.field({
      type: [DayCountRef],
      description: 'New stores per day. Admin only (FORBIDDEN otherwise).',
      resolve: async (o, _args, ctx) => (await adminOverviewOnce(ctx, o.range)).signupsPerDay,
    }),
    signups: t.field({
      type: TotalsSignupsRef,
      description: 'New stores in this range and the one before. Admin only.',
      resolve: async (o, _args, ctx) => await adminOverviewOnce(ctx, o.range),
    }),
    newestVendors: t.field({
      type: [NewVendorRef],
      description: 'The newest stores, to review. Admin only.',
      resolve: async (o, _args, ctx) => (await adminOverviewOnce(ctx, o.range)).newestVendors,
    }),
  }),
});

const TotalsSignupsRef = builder.objectRef<{ signups: number; previousSignups: number }>('OverviewSignups').implement({
  description: 'New stores in the range and in the one before (admin overview).',
  fields: (t) => ({ current: t.exposeInt('signups', { description: 'Stores registered in this range.' }), previous: t.exposeInt('previousSignups', { description: 'Stores registered in the range before it, of the same length.' }) }),
});

builder.queryField('vendorOverview', (t) =>
  t.field({
    type: VendorOverviewRef,
    description: "The dashboard overview: the signed-in vendor's own store, or the whole marketplace for the admin.",
    args: { range: t.arg({ description: 'The days covered (LAST_30_DAYS by default).', type: OverviewRangeEnum, required: false, defaultValue: 'LAST_30_DAYS' }) },
    resolve: (_root, args, ctx) => getOverview(ctx, args.range ?? 'LAST_30_DAYS'),
  }),
);
