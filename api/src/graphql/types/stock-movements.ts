// A product's stock movements (issue 37): why its stock moved, newest first.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { LIMITS } from '../limits.ts';
import { listStockMovements, type StockMovementEntry } from '../../domain/stock/movement-history.ts';

const StockMovementReasonEnum = builder.enumType('StockMovementReason', {
  description: 'Why a product\'s stock moved.',
  values: {
    ORDER: { description: 'Units sold: taken by an order.' },
    CANCEL: { description: 'Units back from a cancelled order part.' },
    REFUND: { description: 'Units back from a refunded order part.' },
    MANUAL: { description: 'Set by hand in the dashboard or the API.' },
    IMPORT: { description: 'Set by a CSV import of products.' },
  },
});

const StockMovementRef = builder.objectRef<StockMovementEntry>('StockMovement').implement({
  description: 'One change of a product\'s stock.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When it moved.' }),
    delta: t.exposeInt('delta', { description: 'Units added (positive) or taken (negative).' }),
    stockAfter: t.exposeInt('stockAfter', { description: 'The units left after it.' }),
    reason: t.field({ type: StockMovementReasonEnum, description: 'Why it moved.', resolve: (m) => m.reason }),
    orderId: t.string({ nullable: true, description: 'The order the units went to or came back from (ORDER, CANCEL, REFUND).', resolve: (m) => m.orderId }),
    actorStoreName: t.string({ nullable: true, description: 'The store whose account set it (MANUAL, IMPORT); null for the admin and the system.', resolve: (m) => m.actorStoreName }),
  }),
});

const StockMovementConnection = builder.connectionObject({
  type: StockMovementRef,
  name: 'StockMovementConnection',
  fields: (t) => ({ totalCount: t.int({ description: 'All movements of the product, across pages.', resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
});

builder.queryField('stockMovements', (t) =>
  t.connection(
    {
      type: StockMovementRef,
      description: "A product's stock movements, newest first: its store's or the admin's (another store's product: 403).",
      args: { productId: t.arg.globalID({ required: true, description: 'A Product id.' }) },
      resolve: async (_root, args, ctx) => {
        let totalCount = 0;
        const productId = args.productId.typename === 'Product' ? Number(args.productId.id) : 0;
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const page = await listStockMovements(ctx, productId, { limit, offset });
          totalCount = page.total;
          return page.items;
        });
        return Object.assign(connection, { totalCount });
      },
    },
    StockMovementConnection,
  ),
);
