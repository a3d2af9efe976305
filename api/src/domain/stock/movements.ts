/**
 * The stock of one product moved (issue 37): the change is written with a conditional UPDATE by
 * its caller; this records why (a stock_movements row a vendor reads) and then looks at the
 * low-stock threshold (low-stock.ts), all in the caller's transaction.
 */
import type { Prisma, StockMovementReason } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { noteStockLevel } from './low-stock.ts';

type Tx = Prisma.TransactionClient;

export interface StockChange {
  productId: number;
  delta: number;
  stockAfter: number;
  reason: StockMovementReason;
  partId?: number | null;
  actorVendorId?: number | null;
}

export async function recordStockChange(ctx: Context, tx: Tx, change: StockChange): Promise<void> {
  if (change.delta !== 0) {
    await tx.stockMovement.create({
      data: {
        productId: change.productId,
        delta: change.delta,
        stockAfter: change.stockAfter,
        reason: change.reason,
        partId: change.partId ?? null,
        actorVendorId: change.actorVendorId ?? null,
        at: ctx.services.clock.now(),
      },
    });
  }
  await noteStockLevel(ctx, tx, change.productId);
}

/**
 * Adds `delta` units to a tracked product (a return): one UPDATE, so it composes with concurrent
 * checkouts. Null when the product is not tracked (any more): nothing to give back to.
 */
export async function addUnits(tx: Tx, productId: number, delta: number): Promise<number | null> {
  const [row] = await tx.$queryRaw<Array<{ stock: number }>>`
    UPDATE products SET stock = stock + ${delta} WHERE id = ${productId} AND stock IS NOT NULL RETURNING stock`;
  return row ? row.stock : null;
}
