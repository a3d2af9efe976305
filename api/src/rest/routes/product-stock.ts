import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc } from '../params.ts';
import { setProductStock } from '../../domain/stock/set-stock.ts';
import { listStockMovements } from '../../domain/stock/movement-history.ts';

/** Stock of home products (issue 37): the same write as GraphQL's setProductStock. */
export const productStockRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/vendor-products/{product}/stock',
    auth: 'vendor',
    doc: {
      operationId: 'setProductStock',
      errors: [404],
      params: { product: { description: 'The numeric id of the product.', type: 'integer' } },
      tag: 'Dashboard',
      summary: "Sets a home product's stock (units left; null: not tracked) and, optionally, its low-stock threshold. Owner or admin (another store's product: 403). Recorded as a MANUAL stock movement.",
      requestBody: {
        type: 'object',
        required: ['stock'],
        properties: {
          stock: { type: ['integer', 'null'], description: '0 to 1,000,000; null or empty: not tracked. Properties take null only.' },
          lowStockThreshold: { type: 'integer', description: '0 to 10,000; left out: kept.' },
        },
      },
      response: { type: 'object', properties: { id: { type: 'integer' }, slug: { type: 'string' }, stock: { type: ['integer', 'null'] }, lowStockThreshold: { type: 'integer' } } },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      return setProductStock(ctx, intParam(params.product, 'id', { min: 1 }), { stock: input.stock, lowStockThreshold: input.lowStockThreshold });
    },
  },
  {
    method: 'GET',
    path: '/vendor-products/{product}/stock-movements',
    auth: 'vendor',
    doc: {
      operationId: 'listStockMovements', paged: true, errors: [404],
      params: { product: { description: 'The numeric id of the product.', type: 'integer' } },
      query: pageQueryDoc({ max: 100, fallback: 20 }),
      tag: 'Dashboard',
      summary: "A product's stock movements, newest first (a sale, a return, a manual edit, an import: when, the change, the units after, who). Owner or admin (another store's product: 403).",
      response: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'at', 'delta', 'stockAfter', 'reason'],
          properties: {
            id: { type: 'integer' }, at: { type: 'string', format: 'date-time' }, delta: { type: 'integer' }, stockAfter: { type: 'integer' },
            reason: { enum: ['ORDER', 'CANCEL', 'REFUND', 'MANUAL', 'IMPORT'] },
            orderId: { type: ['string', 'null'] }, actorStoreName: { type: ['string', 'null'] },
          },
        },
      },
    },
    async handle({ ctx, params, query, url }) {
      const page = pageParams(query, { max: 100, fallback: 20 });
      const { items, total } = await listStockMovements(ctx, intParam(params.product, 'id', { min: 1 }), { limit: page.take, offset: page.skip });
      return pagedAnswer(url, page, total, items.map((m) => ({ ...m, at: m.at.toISOString() })));
    },
  },
];
