// The dashboard's overview (issue 22): a vendor's own figures, the marketplace's for the admin.
import { builder } from '../builder.ts';
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
  values: Object.keys(OVERVIEW_RANGES) as OverviewRange[],
});

const DayCountRef = builder.objectRef<DayCount>('DayCount').implement({
  description: 'A count for one UTC day.',
  fields: (t) => ({ day: t.exposeString('day', { description: 'YYYY-MM-DD' }), count: t.exposeInt('count') }),
});

export const CurrencyAmountRef = builder.objectRef<{ currency: string; amount: number; usd?: number }>('CurrencyAmount').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    amount: t.exposeFloat('amount', { description: 'In `currency`, 2 decimals.' }),
    usd: t.float({ nullable: true, description: 'The same converted to USD (totals only).', resolve: (c) => c.usd ?? null }),
  }),
});

const DayRevenueRef = builder.objectRef<DayRevenue>('DayRevenue').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    usd: t.exposeFloat('usd', { description: 'Converted to USD at the published rates.' }),
    byCurrency: t.field({ type: [CurrencyAmountRef], resolve: (r) => r.byCurrency }),
  }),
});

const TotalsRef = builder.objectRef<Totals>('OverviewTotals').implement({
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    revenueUsd: t.exposeFloat('revenueUsd'),
    viewings: t.exposeInt('viewings', { description: 'Booked property viewings (order lines with a booking date).' }),
    views: t.exposeInt('views', { description: 'Product and property page views.' }),
  }),
});

const TopProductRef = builder.objectRef<TopProduct>('OverviewTopProduct').implement({
  fields: (t) => ({
    productId: t.exposeInt('productId', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    orders: t.exposeInt('orders'),
    views: t.exposeInt('views'),
  }),
});

const NewVendorRef = builder.objectRef<NewVendor>('OverviewNewVendor').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    storeId: t.exposeString('storeId'),
    storeName: t.exposeString('storeName'),
    brandType: t.field({ type: BrandTypeEnum, resolve: (v) => v.brandType as never }),
    accessGranted: t.exposeBoolean('accessGranted'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
    range: t.field({ type: OverviewRangeEnum, resolve: (o) => o.range }),
    from: t.exposeString('from', { description: 'First day (YYYY-MM-DD).' }),
    to: t.exposeString('to', { description: 'Last day, today (YYYY-MM-DD).' }),
    marketplaceWide: t.boolean({ resolve: (o) => o.vendorId === null }),
    ordersPerDay: t.field({ type: [DayCountRef], resolve: (o) => o.ordersPerDay }),
    revenuePerDay: t.field({ type: [DayRevenueRef], resolve: (o) => o.revenuePerDay }),
    revenueByCurrency: t.field({ type: [CurrencyAmountRef], resolve: (o) => o.revenueByCurrency }),
    viewingsPerDay: t.field({ type: [DayCountRef], resolve: (o) => o.viewingsPerDay }),
    viewsPerDay: t.field({ type: [DayCountRef], resolve: (o) => o.viewsPerDay }),
    totals: t.field({ type: TotalsRef, resolve: (o) => o.totals }),
    previousTotals: t.field({ type: TotalsRef, description: 'The same number of days just before.', resolve: (o) => o.previousTotals }),
    topProductsByOrders: t.field({ type: [TopProductRef], resolve: (o) => o.topProductsByOrders }),
    topProductsByViews: t.field({ type: [TopProductRef], resolve: (o) => o.topProductsByViews }),
    viewings: t.field({ type: ViewingFiguresRef, resolve: (o) => o.viewings }),
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
  fields: (t) => ({ current: t.exposeInt('signups'), previous: t.exposeInt('previousSignups') }),
});

builder.queryField('vendorOverview', (t) =>
  t.field({
    type: VendorOverviewRef,
    description: "The dashboard overview: the signed-in vendor's own store, or the whole marketplace for the admin.",
    args: { range: t.arg({ type: OverviewRangeEnum, required: false, defaultValue: 'LAST_30_DAYS' }) },
    resolve: (_root, args, ctx) => getOverview(ctx, args.range ?? 'LAST_30_DAYS'),
  }),
);
