import { Prisma, type BrandType, type OrderPartStatus } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { PaymentMethodCode } from '@rules/payment.ts';
import { parseDateOnly } from '../promo/rules.ts';
import { ORDER_PART_STATUSES } from './lifecycle.ts';
import { requireAdmin, requireOrderReader } from '../auth/guards.ts';
import { announce } from '../events.ts';
import { reverseDeletedOrder } from '../money-ledger/lifecycle-money.ts';

export interface OrderFilter {
  /** An order id or a store name (part of either, any case). */
  search?: string | null;
  brandType?: BrandType | null;
  /** Only parts in this status (and the orders holding one). */
  status?: OrderPartStatus | null;
  /** Placed on or after this day (UTC), YYYY-MM-DD or a Date at midnight UTC. */
  from?: string | Date | null;
  /** Placed on or before this day (UTC), inclusive. */
  to?: string | Date | null;
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

/** What every answer about a part loads with it: its lines, its history (oldest first), its store's contact. */
export const partInclude = {
  items: { orderBy: { id: 'asc' } },
  events: { orderBy: [{ at: 'asc' }, { id: 'asc' }] },
  vendor: { select: { email: true, phone: true } },
} satisfies Prisma.OrderPartInclude;

export type LoadedPart = Prisma.OrderPartGetPayload<{ include: typeof partInclude }>;

export const orderInclude = (parts: Prisma.OrderPartWhereInput) => ({ parts: { where: parts, orderBy: { id: 'asc' }, include: partInclude } }) satisfies Prisma.OrderInclude;

export type VisibleOrder = Prisma.OrderGetPayload<{ include: ReturnType<typeof orderInclude> }>;

type ListFilter = Pick<OrderFilter, 'search' | 'brandType' | 'status' | 'from' | 'to'>;

function filterDay(value: string | Date | null | undefined, field: 'from' | 'to'): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : parseDateOnly(value.trim().slice(0, 10));
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError(`${field} must be a date like 2026-12-31`, field);
  return date;
}

/** The placement-time window of `from`..`to`, both days included (UTC). */
function createdWithin(filter: ListFilter): Prisma.DateTimeFilter | null {
  const from = filterDay(filter.from, 'from');
  const to = filterDay(filter.to, 'to');
  if (from && to && from > to) throw new ValidationError('from must not be after to', 'from');
  if (!from && !to) return null;
  return { ...(from ? { gte: from } : {}), ...(to ? { lt: new Date(to.getTime() + 86_400_000) } : {}) };
}

async function ordersWhere(ctx: Context, filter: ListFilter) {
  const parts: Prisma.OrderPartWhereInput = {
    ...(await visiblePartWhere(ctx)),
    ...(filter.brandType ? { brandType: filter.brandType } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
  const search = filter.search?.trim().slice(0, 100) ?? '';
  const created = createdWithin(filter);
  const matches: Prisma.OrderWhereInput = search
    ? { OR: [{ publicId: { contains: search, mode: 'insensitive' }, parts: { some: parts } }, { parts: { some: { ...parts, storeName: { contains: search, mode: 'insensitive' } } } }] }
    : { parts: { some: parts } };
  const where: Prisma.OrderWhereInput = created ? { AND: [matches, { createdAt: created }] } : matches;
  return { parts, search, where, created };
}

/** How many orders the dashboard's list holds under the same filter. */
export async function countOrders(ctx: Context, filter: ListFilter): Promise<number> {
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

export interface StatusCount {
  status: OrderPartStatus;
  count: number;
}

/**
 * The Orders page's tabs: for every status (in lifecycle order, zero included), how many orders
 * `myOrders(status:)` holds under the same other filters. One query: the orders with a visible
 * part in that status which the search matches (by order id, or that part's store name).
 */
export async function orderStatusCounts(ctx: Context, filter: Omit<ListFilter, 'status'>): Promise<StatusCount[]> {
  const { vendorId } = await requireOrderReader(ctx);
  const created = createdWithin(filter);
  const search = filter.search?.trim().slice(0, 100) ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [
    ...(vendorId !== undefined ? [Prisma.sql`p.vendor_id = ${vendorId}`] : []),
    ...(filter.brandType ? [Prisma.sql`p.brand_type = ${filter.brandType}::"BrandType"`] : []),
    ...(created?.gte ? [Prisma.sql`o.created_at >= ${created.gte}`] : []),
    ...(created?.lt ? [Prisma.sql`o.created_at < ${created.lt}`] : []),
    ...(search ? [Prisma.sql`(o.public_id ILIKE ${pattern} OR p.store_name ILIKE ${pattern})`] : []),
  ];
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<Array<{ status: OrderPartStatus; count: number }>>`
    SELECT p.status::text AS status, count(DISTINCT p.order_id)::int AS count
      FROM order_parts p JOIN orders o ON o.id = p.order_id ${where}
     GROUP BY p.status`;
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return ORDER_PART_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** One part with what answers show of it, if the caller may see it (else null: never says which). */
export async function loadVisiblePart(ctx: Context, partId: number): Promise<(LoadedPart & { order: { currency: string; paymentMethod: PaymentMethodCode | null } }) | null> {
  if (!Number.isSafeInteger(partId)) return null;
  const visible = await ctx.viewer();
  if (visible.kind === 'visitor') return null;
  return ctx.db.orderPart.findFirst({
    where: { id: partId, ...(visible.kind === 'admin' ? {} : { vendorId: visible.vendorId }) },
    include: { ...partInclude, order: { select: { currency: true, paymentMethod: true } } },
  });
}

/** The brand types of the parts the viewer can see (the dashboard's filter buttons). */
export async function orderBrandTypes(ctx: Context): Promise<BrandType[]> {
  const rows = await ctx.db.orderPart.findMany({ where: await visiblePartWhere(ctx), distinct: ['brandType'], select: { brandType: true }, orderBy: { brandType: 'asc' } });
  return rows.map((r) => r.brandType);
}

/** Admin only: removes an order with its parts and items (the customer record stays). */
export async function deleteOrder(ctx: Context, publicId: string): Promise<{ orderId: string }> {
  const admin = await requireAdmin(ctx);
  const write = ctx.db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { publicId }, select: { id: true, publicId: true } });
    if (!order) throw new NotFoundError('Order not found');
    await reverseDeletedOrder(tx, order.id, admin.vendorId, ctx.services.clock.now());
    await tx.order.delete({ where: { id: order.id } });
    return { orderId: order.publicId };
  });
  return announce(ctx, write, { kind: 'order', id: publicId });
}
