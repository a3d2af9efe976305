/**
 * Checkout takes the units of an order inside its own transaction (issue 37): one conditional
 * UPDATE per product, `stock = stock - n WHERE stock >= n`, never a read then a write. Two
 * shoppers after the last unit both reach the UPDATE; the database lets one through and the
 * other's UPDATE, run after the first commits, finds too few units, changes no row, and its
 * order is refused with OUT_OF_STOCK (and rolled back whole). Products without stock (null:
 * not tracked, every property) are sold without limit as before.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { OutOfStockError } from '../errors.ts';
import { recordStockChange } from './movements.ts';

type Tx = Prisma.TransactionClient;

/** What the refusal names: the cart line of each product (its first, if the cart repeats it). */
export interface StockLine {
  index: number;
  productId: number;
  productName: string;
}

export async function reserveOrderStock(ctx: Context, tx: Tx, orderId: number, lines: readonly StockLine[]): Promise<void> {
  const items = await tx.orderItem.findMany({
    where: { part: { orderId }, productId: { not: null }, bookingDate: null },
    select: { productId: true, partId: true, quantity: true },
  });
  const wanted = new Map<number, { partId: number; quantity: number }>();
  for (const item of items) {
    const productId = item.productId!;
    const earlier = wanted.get(productId);
    wanted.set(productId, { partId: item.partId, quantity: (earlier?.quantity ?? 0) + item.quantity });
  }
  // Always in product id order: two carts holding the same two products never wait on each other.
  for (const [productId, { partId, quantity }] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx.$queryRaw<Array<{ stock: number }>>`
      UPDATE products SET stock = stock - ${quantity} WHERE id = ${productId} AND stock >= ${quantity} RETURNING stock`;
    if (taken) {
      await recordStockChange(ctx, tx, { productId, delta: -quantity, stockAfter: taken.stock, reason: 'ORDER', partId });
      continue;
    }
    const product = await tx.product.findUnique({ where: { id: productId }, select: { stock: true } });
    if (product?.stock == null) continue;
    const line = lines.find((l) => l.productId === productId);
    throw new OutOfStockError(productId, line?.productName ?? 'This product', product.stock, `items.${line?.index ?? 0}`);
  }
}
