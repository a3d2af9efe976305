import type { BrandType, Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../errors.ts';
import { requireAdmin, requireOrderReader } from '../auth/guards.ts';
import { announce } from '../events.ts';

export interface OrderFilter {
  /** An order id or a store name (part of either, any case). */
  search?: string | null;
  brandType?: BrandType | null;
  limit: number;
  offset: number;
}

/**
 * The parts of orders the caller may see: the admin all, a vendor only their own, a partner's key
 * with STORE_ORDERS_READ its store's (requireOrderReader says which, or refuses).
 */
async function visiblePartWhere(ctx: Context): Promise<Prisma.OrderPartWhereInput> {
  const reader = await requireOrderReader(ctx);
  return reader.vendorId === undefined ? {} : { vendorId: reader.vendorId };
}

export const orderInclude = (parts: Prisma.OrderPartWhereInput) =>
  ({ parts: { where: parts, orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } } }) satisfies Prisma.OrderInclude;

export type VisibleOrder = Prisma.OrderGetPayload<{ include: ReturnType<typeof orderInclude> }>;

async function ordersWhere(ctx: Context, filter: Pick<OrderFilter, 'search' | 'brandType'>) {
  const parts: Prisma.OrderPartWhereInput = { ...(await visiblePartWhere(ctx)), ...(filter.brandType ? { brandType: filter.brandType } : {}) };
  const search = filter.search?.trim().slice(0, 100) ?? '';
  const where: Prisma.OrderWhereInput = search
    ? { OR: [{ publicId: { contains: search, mode: 'insensitive' }, parts: { some: parts } }, { parts: { some: { ...parts, storeName: { contains: search, mode: 'insensitive' } } } }] }
    : { parts: { some: parts } };
  return { parts, search, where };
}

/** How many orders the dashboard's list holds under the same filter. */
export async function countOrders(ctx: Context, filter: Pick<OrderFilter, 'search' | 'brandType'>): Promise<number> {
  return ctx.db.order.count({ where: (await ordersWhere(ctx, filter)).where });
}

/**
 * Orders for the dashboard, newest first: each carries only the parts (and so the items) the
 * viewer may see. A search matching the order id keeps all its visible parts; one matching a
 * store name keeps that store's parts.
 */
export async function listOrders(ctx: Context, filter: OrderFilter): Promise<{ orders: VisibleOrder[]; hasMore: boolean }> {
  const { parts, search, where } = await ordersWhere(ctx, filter);
  const rows = await ctx.db.order.findMany({
    where,
    include: orderInclude(parts),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: filter.offset,
    take: filter.limit + 1,
  });
  const needle = search.toLowerCase();
  const orders = rows.slice(0, filter.limit).map((order) =>
    !needle || order.publicId.toLowerCase().includes(needle) ? order : { ...order, parts: order.parts.filter((p) => p.storeName.toLowerCase().includes(needle)) },
  );
  return { orders, hasMore: rows.length > filter.limit };
}

/** The brand types of the parts the viewer can see (the dashboard's filter buttons). */
export async function orderBrandTypes(ctx: Context): Promise<BrandType[]> {
  const rows = await ctx.db.orderPart.findMany({ where: await visiblePartWhere(ctx), distinct: ['brandType'], select: { brandType: true }, orderBy: { brandType: 'asc' } });
  return rows.map((r) => r.brandType);
}

/** Admin only: removes an order with its parts and items (the customer record stays). */
export async function deleteOrder(ctx: Context, publicId: string): Promise<{ orderId: string }> {
  await requireAdmin(ctx);
  const write = ctx.db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { publicId }, select: { id: true, publicId: true } });
    if (!order) throw new NotFoundError('Order not found');
    await tx.order.delete({ where: { id: order.id } });
    return { orderId: order.publicId };
  });
  return announce(ctx, write, { kind: 'order', id: publicId });
}
