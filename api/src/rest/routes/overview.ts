// The dashboard overview over REST (issue 22), and the page-view beacon of product pages.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { getAdminOverview, getOverview, parseOverviewRange } from '../../domain/analytics/overview.ts';
import { recordPageView } from '../../domain/analytics/page-views.ts';
import { FIRST_STEP_KEYS, setFirstStepsDismissed } from '../../domain/analytics/store-start.ts';
import { ValidationError } from '../../domain/errors.ts';

const rangeQuery = { range: { description: 'Days ending today (UTC): 7, 30 (default) or 90; LAST_7_DAYS etc. also accepted.' } };
const dayCounts = { type: 'array', items: { type: 'object', required: ['day', 'count'], properties: { day: { type: 'string', format: 'date' }, count: { type: 'integer' } } } };
const totals = {
  type: 'object',
  required: ['orders', 'revenueUsd', 'viewings', 'views'],
  properties: { orders: { type: 'integer' }, revenueUsd: { type: 'number' }, viewings: { type: 'integer' }, views: { type: 'integer' } },
};
const topProducts = {
  type: 'array',
  items: { type: 'object', properties: { productId: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' }, orders: { type: 'integer' }, views: { type: 'integer' } } },
};
const viewingFigures = {
  type: 'object',
  description: 'Property viewings (appointments, no payment): booked and confirmed in the range, upcoming from today on.',
  properties: { booked: { type: 'integer' }, confirmed: { type: 'integer' }, upcoming: { type: 'integer' } },
};
const firstStepsChecklist = {
  type: 'object',
  description: "The first-run checklist (issue 37): each step read from the store's data; shown until its required steps are done or the vendor dismisses it.",
  required: ['steps', 'dismissed', 'show'],
  properties: {
    steps: { type: 'array', items: { type: 'object', required: ['key', 'done', 'optional'], properties: { key: { enum: [...FIRST_STEP_KEYS] }, done: { type: 'boolean' }, optional: { type: 'boolean' } } } },
    dismissed: { type: 'boolean' },
    show: { type: 'boolean' },
  },
};
const storeStart = {
  type: ['object', 'null'],
  description: "The vendor's own store (null for the admin): its kind, its listings and the empty parts of its profile.",
  properties: {
    brandType: { enum: ['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] },
    listings: { type: 'integer' },
    profileGaps: { type: 'array', items: { enum: ['description', 'picture'] } },
    checklist: firstStepsChecklist,
  },
};
/** A day's revenue in one currency; the range's totals add the amount in USD. */
const dayCurrencyAmount = { type: 'object', properties: { currency: { type: 'string' }, amount: { type: 'number' } } };
const currencyAmount = { type: 'object', properties: { ...dayCurrencyAmount.properties, usd: { type: 'number' } } };

export const overviewRoutes: Route[] = [
  {
    method: 'GET',
    path: '/overview',
    auth: 'vendor',
    doc: {
      operationId: 'getOverview',
      tag: 'Dashboard',
      summary: "The dashboard overview: the signed-in vendor's own store, the whole marketplace for the admin. Every day of the range is listed, zero or not.",
      query: rangeQuery,
      errors: [],
      response: {
        type: 'object',
        properties: {
          range: { enum: ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS'] },
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          marketplaceWide: { type: 'boolean' },
          ordersPerDay: dayCounts,
          revenuePerDay: {
            type: 'array',
            items: { type: 'object', properties: { day: { type: 'string', format: 'date' }, usd: { type: 'number' }, byCurrency: { type: 'array', items: dayCurrencyAmount } } },
          },
          revenueByCurrency: { type: 'array', items: currencyAmount },
          viewingsPerDay: dayCounts,
          viewsPerDay: dayCounts,
          totals,
          previousTotals: totals,
          topProductsByOrders: topProducts,
          topProductsByViews: topProducts,
          viewings: viewingFigures,
          store: storeStart,
        },
      },
    },
    async handle({ ctx, query }) {
      const { vendorId, ...overview } = await getOverview(ctx, parseOverviewRange(query.get('range')));
      return { ...overview, marketplaceWide: vendorId === null };
    },
  },
  {
    method: 'GET',
    path: '/overview/vendors',
    auth: 'admin',
    doc: {
      operationId: 'getVendorSignups',
      tag: 'Dashboard',
      summary: 'Store sign-ups per day over the range, the totals of this range and the one before, and the newest stores to review. Admin only.',
      query: rangeQuery,
      response: {
        type: 'object',
        required: ['signupsPerDay', 'signups', 'previousSignups', 'newestVendors'],
        properties: {
          signupsPerDay: dayCounts,
          signups: { type: 'integer' },
          previousSignups: { type: 'integer' },
          newestVendors: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, storeId: { type: 'string' }, storeName: { type: 'string' }, brandType: { type: 'string' }, accessGranted: { type: 'boolean' }, createdAt: { type: 'string', format: 'date-time' } },
            },
          },
        },
      },
    },
    async handle({ ctx, query }) {
      const admin = await getAdminOverview(ctx, parseOverviewRange(query.get('range')));
      return { ...admin, newestVendors: admin.newestVendors.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })) };
    },
  },
  {
    method: 'PUT',
    path: '/overview/first-steps',
    auth: 'vendor',
    doc: {
      operationId: 'setFirstStepsDismissed',
      tag: 'Dashboard',
      summary: "Hides the overview's first-run checklist (dismissed: true) or shows it again. A store's own; the admin has none (403).",
      requestBody: { type: 'object', required: ['dismissed'], properties: { dismissed: { type: 'boolean' } } },
      response: firstStepsChecklist,
    },
    async handle({ ctx, body }) {
      const { dismissed } = await readObject(body);
      if (typeof dismissed !== 'boolean') throw new ValidationError('dismissed must be true or false.', 'dismissed');
      return setFirstStepsDismissed(ctx, dismissed);
    },
  },
  {
    method: 'POST',
    path: '/views',
    doc: {
      operationId: 'countPageView',
      tag: 'Catalogue',
      summary:
        'The page-view beacon of product and property pages (navigator.sendBeacon after the page shows). Counted in memory and written every 30 s; not counted for bots, nor twice for one product from one address within 10 minutes. Nothing about the caller is stored.',
      requestBody: { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', description: 'The product’s numeric id (databaseId).' } } },
      success: [200],
      response: { type: 'object', required: ['counted'], properties: { counted: { type: 'boolean', description: 'False for a bot or a repeat within 10 minutes.' } } },
    },
    async handle({ ctx, body }) {
      const { productId } = await readObject(body);
      return { counted: recordPageView(ctx, productId) === 'counted' };
    },
  },
];
