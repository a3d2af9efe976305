import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { Money } from './money.ts';
import { BrandTypeEnum, CatalogueEnum } from './enums.ts';
import { PaymentMethodEnum } from './checkout.ts';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { countOrders, deleteOrder, listOrders, orderBrandTypes, type VisibleOrder } from '../../domain/orders/orders.ts';
import { PAYMENT_METHODS } from '../../../../rules/payment.ts';
import { productPath } from '../../../../rules/paths.ts';
import type { CurrencyCode } from '../../domain/money/currency.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { LIMITS } from '../limits.ts';

type Part = VisibleOrder['parts'][number];
type Item = Part['items'][number];

const moneyOf = async (ctx: Context, amount: Prisma.Decimal, code: string) => ({ amount, currency: await ctx.services.rates.get(code as CurrencyCode) });

const OrderItem = builder.objectRef<{ item: Item; currency: string }>('OrderItem').implement({
  description: 'One line of an order, as it was when ordered (later product edits never change it).',
  fields: (t) => ({
    productName: t.string({ resolve: ({ item }) => item.productName }),
    slug: t.string({ resolve: ({ item }) => item.slug }),
    path: t.string({ resolve: ({ item }) => productPath(item) }),
    catalogue: t.field({ type: CatalogueEnum, resolve: ({ item }) => item.catalogue }),
    quantity: t.int({ resolve: ({ item }) => item.quantity }),
    unitPrice: t.field({ type: Money, resolve: ({ item, currency }, _a, ctx) => moneyOf(ctx, item.unitPrice, currency) }),
    lineTotal: t.field({ type: Money, resolve: ({ item, currency }, _a, ctx) => moneyOf(ctx, item.lineTotal, currency) }),
    bookingDate: t.field({ type: 'Date', nullable: true, resolve: ({ item }) => item.bookingDate }),
    promoCode: t.string({ nullable: true, resolve: ({ item }) => item.promoCode }),
    promoPercent: t.int({ nullable: true, resolve: ({ item }) => item.promoPercent }),
  }),
});

const OrderPart = builder.objectRef<{ part: Part; currency: string }>('OrderPart').implement({
  description: 'The part of an order one vendor fulfils, with its own total.',
  fields: (t) => ({
    storeId: t.string({ resolve: ({ part }) => part.storeId }),
    storeName: t.string({ resolve: ({ part }) => part.storeName }),
    brandType: t.field({ type: BrandTypeEnum, resolve: ({ part }) => part.brandType }),
    total: t.field({ type: Money, resolve: ({ part, currency }, _a, ctx) => moneyOf(ctx, part.totalCost, currency) }),
    items: t.field({ type: [OrderItem], resolve: ({ part, currency }) => part.items.map((item) => ({ item, currency })) }),
  }),
});

const OrderClient = builder.objectRef<VisibleOrder>('OrderClient').implement({
  fields: (t) => ({
    name: t.exposeString('clientName'),
    email: t.exposeString('clientEmail'),
    phone: t.exposeString('clientPhone'),
    address: t.exposeString('clientAddress'),
    city: t.exposeString('clientCity'),
    state: t.exposeString('clientState'),
    country: t.exposeString('clientCountry'),
    postalCode: t.exposeString('clientPostal'),
  }),
});

const Order = builder.objectRef<VisibleOrder>('Order').implement({
  description: 'An order as the viewer may see it: the admin all its parts, a vendor only their own.',
  fields: (t) => ({
    orderId: t.exposeString('publicId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    total: t.field({
      type: Money,
      description: 'The sum of the visible parts (the whole order for the admin).',
      resolve: (o, _a, ctx) => moneyOf(ctx, o.parts.reduce((sum, p) => sum.add(p.totalCost), o.totalCost.mul(0)), o.currency),
    }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    paymentMethodLabel: t.string({ resolve: (o) => PAYMENT_METHODS[o.paymentMethod].label }),
    client: t.field({ type: OrderClient, resolve: (o) => o }),
    parts: t.field({ type: [OrderPart], resolve: (o) => o.parts.map((part) => ({ part, currency: o.currency })) }),
  }),
});

const OrderConnection = builder.connectionObject({
  type: Order,
  name: 'OrderConnection',
  fields: (t) => ({
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => (c as unknown as { totalCount: () => number | Promise<number> }).totalCount() }),
  }),
});

builder.queryFields((t) => ({
  myOrders: t.connection(
    {
      type: Order,
      description: 'Orders for the dashboard, newest first: the admin sees all, a vendor only their own parts. Signed-in only.',
      args: {
        search: t.arg.string({ required: false, description: 'Part of an order id or a store name.' }),
        brandType: t.arg({ type: BrandTypeEnum, required: false }),
      },
      resolve: async (_root, args, ctx) => {
        const filter = { search: args.search, brandType: args.brandType };
        const connection = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const { orders } = await listOrders(ctx, { ...filter, limit, offset });
          return orders;
        });
        return Object.assign(connection, { totalCount: () => countOrders(ctx, filter) });
      },
    },
    OrderConnection,
  ),
  myOrderBrandTypes: t.field({
    type: [BrandTypeEnum],
    description: 'The brand types of the order parts the viewer can see (the Orders filter buttons).',
    resolve: (_root, _args, ctx) => orderBrandTypes(ctx),
  }),
}));

const DeleteOrderInput = builder.inputType('DeleteOrderInput', { fields: (t) => ({ orderId: t.string({ required: true }) }) });
const DeletedOrder = builder.objectRef<{ orderId: string }>('DeletedOrder').implement({ fields: (t) => ({ orderId: t.exposeString('orderId') }) });

builder.mutationFields((t) => ({
  deleteOrder: t.field({
    type: DeletedOrder,
    description: 'Admin only: deletes an order with all its parts and items.',
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeleteOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteOrder(ctx, input.orderId),
  }),
}));
