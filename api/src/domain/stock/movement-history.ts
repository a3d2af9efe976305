/**
 * A product's stock movements, newest first (issue 37): why its stock moved (a sale, a return,
 * a manual edit, an import), when, by how much and what was left after, and who set it (a
 * vendor's store, the admin or the system). Its store's and the admin's; another store's is 403.
 */
import type { StockMovementReason } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireSignedIn } from '../auth/guards.ts';
import { ownsOrAdmin } from '../auth/permissions.ts';

export interface StockMovementEntry {
  id: number;
  at: Date;
  delta: number;
  stockAfter: number;
  reason: StockMovementReason;
  /** The order the units went to or came back from (a sale, a cancellation, a refund). */
  orderId: string | null;
  /** The store whose account set it (a manual edit, an import); null for the admin and the system. */
  actorStoreName: string | null;
}

export async function listStockMovements(ctx: Context, productId: number, page: { limit: number; offset: number }): Promise<{ items: StockMovementEntry[]; total: number }> {
  const viewer = await requireSignedIn(ctx);
  const product = Number.isSafeInteger(productId) && productId > 0 ? await ctx.db.product.findUnique({ where: { id: productId }, select: { vendorId: true } }) : null;
  if (!product) throw new NotFoundError('Product not found.');
  if (!ownsOrAdmin(viewer, product.vendorId)) throw new ForbiddenError('You can only read the stock of your own store\'s products.');
  const [rows, total] = await Promise.all([
    ctx.db.stockMovement.findMany({
      where: { productId },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: page.limit,
      skip: page.offset,
      select: { id: true, at: true, delta: true, stockAfter: true, reason: true, actorVendorId: true, part: { select: { order: { select: { publicId: true } } } } },
    }),
    ctx.db.stockMovement.count({ where: { productId } }),
  ]);
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorVendorId === null ? [] : [r.actorVendorId])))];
  const actors = new Map((await ctx.db.vendor.findMany({ where: { id: { in: actorIds } }, select: { id: true, storeName: true } })).map((v) => [v.id, v.storeName]));
  return {
    total,
    items: rows.map((r) => ({
      id: r.id, at: r.at, delta: r.delta, stockAfter: r.stockAfter, reason: r.reason,
      orderId: r.part?.order.publicId ?? null,
      actorStoreName: r.actorVendorId === null ? null : actors.get(r.actorVendorId) ?? null,
    })),
  };
}
