// Stock of home products (issue 37): the vendor's write, and the checkout's typed refusal.
import { builder } from '../builder.ts';
import { Product } from './product.ts';
import { ErrorInterface } from './errors.ts';
import { NotFoundError, OutOfStockError, ValidationError } from '../../domain/errors.ts';
import { setProductStock } from '../../domain/stock/set-stock.ts';

builder.objectType(OutOfStockError, {
  name: 'OutOfStockError',
  description: 'A cart line asks for more units than are left; nothing was written. `field` names the line (items.N).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The cart line that is short: items.N (from 0).' }),
    productId: t.exposeInt('productId', { description: 'The numeric (REST) id of the product that is short.' }),
    productName: t.exposeString('productName', { description: "The product's name." }),
    left: t.exposeInt('left', { description: 'How many units are left now (0: out of stock).' }),
  }),
});

const SetProductStockInput = builder.inputType('SetProductStockInput', {
  description: "A home product's stock and its low-stock threshold.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: Product, description: 'A home product of your store (the admin: any).' }),
    stock: t.int({ required: false, description: `Units left, 0 to 1,000,000; null: not tracked (sells without limit). Properties take null only.` }),
    lowStockThreshold: t.int({ required: false, description: '"Only N left" and the low-stock mail start at this many units (0 to 10,000); left out: kept.' }),
  }),
});

const SetProductStockSuccess = builder.objectRef<{ id: number }>('SetProductStockSuccess').implement({
  description: 'The stock was set (the change is a movement of reason MANUAL).',
  fields: (t) => ({
    product: t.prismaField({ type: Product, description: 'The product with its new stock.', resolve: (query, change, _args, ctx) => ctx.db.product.findUniqueOrThrow({ ...query, where: { id: change.id } }) }),
  }),
});

builder.mutationFields((t) => ({
  setProductStock: t.field({
    type: SetProductStockSuccess,
    description: "Sets a home product's stock and low-stock threshold (owner or admin; another store's product: 403). The change is recorded as a MANUAL stock movement.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetProductStockInput, required: true }) },
    resolve: (_root, { input }, ctx) => setProductStock(ctx, Number(input.id.id), { stock: input.stock ?? null, lowStockThreshold: input.lowStockThreshold ?? undefined }),
  }),
}));
