/**
 * Units come back to stock when an order part is cancelled, or fully refunded (the goods came
 * back; docs/decisions/stock-returns.md): exactly the units its order took (its ORDER movements),
 * once per part, in the caller's transaction, which holds the part's row lock (a cancel and a
 * refund at once queue one behind the other, and the second finds the units already returned).
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { addUnits, recordStockChange } from './movements.ts';

type Tx = Prisma.TransactionClient;

export async function returnPartStock(ctx: Context, tx: Tx, partId: number, reason: 'CANCEL' | 'REFUND'): Promise<void> {
  const alreadyReturned = await tx.stockMovement.count({ where: { partId, reason: { in: ['CANCEL', 'REFUND'] } } });
  if (alreadyReturned) return;
  const taken = await tx.stockMovement.findMany({ where: { partId, reason: 'ORDER' }, select: { productId: true, delta: true }, orderBy: { productId: 'asc' } });
  for (const { productId, delta } of taken) {
    const units = -delta;
    const stockAfter = await addUnits(tx, productId, units);
    // A product no longer tracked has nothing to return to.
    if (stockAfter !== null) await recordStockChange(ctx, tx, { productId, delta: units, stockAfter, reason, partId });
  }
}
