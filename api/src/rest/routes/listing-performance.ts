// Listing performance over REST (issue 37 part 6), and the save beacon of the listing hearts.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { parseOverviewRange } from '../../domain/analytics/overview.ts';
import { getListingFigures, listListingPerformance, LISTING_MEASURES, parseListingMeasure } from '../../domain/analytics/listing-performance.ts';
import { recordListingSave } from '../../domain/analytics/saves.ts';
import { ValidationError } from '../../domain/errors.ts';

const rangeQuery = { range: { description: 'Days ending today (UTC): 7, 30 (default) or 90; LAST_7_DAYS etc. also accepted.' } };

const listingFigures = {
  type: 'object',
  required: ['id', 'name', 'slug', 'views', 'enquiries', 'saves', 'viewings', 'orders', 'revenueUsd', 'revenueByCurrency'],
  properties: {
    id: { type: 'integer', description: "The product's numeric id." },
    name: { type: 'string' }, slug: { type: 'string' }, catalogue: { enum: ['REAL_ESTATE', 'HOME_PRODUCTS'] }, status: { type: 'string' },
    vendorId: { type: 'integer' }, storeName: { type: 'string' },
    views: { type: 'integer', description: 'Page views.' },
    enquiries: { type: 'integer', description: 'Enquiry forms sent plus WhatsApp and call taps.' },
    enquiryForms: { type: 'integer' }, taps: { type: 'integer' },
    saves: { type: 'integer', description: 'Times shoppers saved it to their favourites.' },
    viewings: { type: 'integer', description: 'Viewings booked (properties).' },
    orders: { type: 'integer', description: 'Order parts with this product, counted on the day they were placed.' },
    revenueUsd: { type: 'number', description: 'Converted to USD at the published rates.' },
    revenueByCurrency: { type: 'array', items: { type: 'object', properties: { currency: { type: 'string' }, amount: { type: 'number' } } } },
  },
};

/** asc or desc; absent: the measure's default (largest first, NAME A to Z). */
function orderParam(value: string | null): boolean | undefined {
  if (!value) return undefined;
  const order = value.trim().toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new ValidationError('order must be asc or desc.', 'order');
  return order === 'desc';
}

export const listingPerformanceRoutes: Route[] = [
  {
    method: 'GET',
    path: '/listing-performance',
    auth: 'vendor',
    doc: {
      operationId: 'listListingPerformance', paged: true, tag: 'Dashboard',
      summary: "Each of the caller's listings with its page views, enquiries, saves, viewings, orders and revenue over the range, sorted by one measure: a store's own; every store's for the admin (storeId narrows).",
      query: {
        ...rangeQuery,
        ...pageQueryDoc({ max: 100, fallback: 20 }),
        sort: { description: `${LISTING_MEASURES.join(', ')} (default VIEWS).` },
        order: { description: 'desc (default for the measures) or asc (default for NAME).' },
        storeId: { description: 'Admin only: one store.' },
      },
      response: { type: 'array', items: listingFigures },
    },
    async handle({ ctx, query, url }) {
      const page = pageParams(query, { max: 100, fallback: 20 });
      const result = await listListingPerformance(ctx, {
        range: parseOverviewRange(query.get('range')),
        sort: parseListingMeasure(query.get('sort')),
        descending: orderParam(query.get('order')),
        storeId: textParam(query.get('storeId'), 'storeId', 100) || null,
      }, { limit: page.take, offset: page.skip });
      return pagedAnswer(url, page, result.total, result.items);
    },
  },
  {
    method: 'GET',
    path: '/vendor-products/{product}/performance',
    auth: 'vendor',
    doc: {
      operationId: 'getListingFigures', errors: [404], tag: 'Dashboard',
      params: { product: { description: 'The numeric id of the product.', type: 'integer' } },
      summary: "One listing's figures over the range: the owner's or the admin's (another store's listing: 403).",
      query: rangeQuery,
      response: listingFigures,
    },
    handle: ({ ctx, params, query }) => getListingFigures(ctx, intParam(params.product, 'id', { min: 1 }), parseOverviewRange(query.get('range'))),
  },
  {
    method: 'POST',
    path: '/saves',
    doc: {
      operationId: 'recordListingSave', errors: [404, 429], tag: 'Catalogue',
      summary: "Counts a listing saved to a shopper's favourites (the heart sends it as a beacon). Nothing about the caller is stored.",
      requestBody: { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', description: 'The product’s numeric id (databaseId).' } } },
      response: { type: 'object', properties: { saved: { type: 'boolean' } } },
    },
    async handle({ ctx, body }) {
      const { productId } = await readObject(body);
      return recordListingSave(ctx, typeof productId === 'number' ? productId : 0);
    },
  },
];
